import {
  BoxGeometry,
  CanvasTexture,
  Color,
  MeshStandardMaterial,
  PlaneGeometry,
  RepeatWrapping,
  SRGBColorSpace,
} from 'three';
import type { BoxKind } from './layout.ts';

/** One unit box for every part; meshes scale it. Shared by all modules, never disposed. */
export const unitBox = new BoxGeometry(1, 1, 1);
export const floorGeometry = new PlaneGeometry(40, 40);

const aluminium = new MeshStandardMaterial({ color: '#c3c8ce', metalness: 0.35, roughness: 0.4 });
const aluminiumSelected = new MeshStandardMaterial({
  color: '#5fd3c0',
  metalness: 0.4,
  roughness: 0.4,
  emissive: new Color('#0c8f7a'),
  emissiveIntensity: 0.5,
});
const frontFrameWhite = new MeshStandardMaterial({ color: '#f1f0ea', metalness: 0.05, roughness: 0.6 });
const counterBoardWood = new MeshStandardMaterial({ color: '#a8764a', metalness: 0, roughness: 0.7 });

export function materialFor(kind: BoxKind, isSelected: boolean): MeshStandardMaterial {
  if (kind === 'frontFrame') return frontFrameWhite;
  if (kind === 'counterBoard') return counterBoardWood;
  return isSelected ? aluminiumSelected : aluminium;
}

/** Wooden planks drawn on a small canvas: no image is downloaded. */
function plankTexture(): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const tones = ['#c49a6c', '#bf9466', '#c9a174', '#ba8f62'];
  const plankHeight = 32;
  for (let row = 0; row < canvas.height / plankHeight; row++) {
    const offset = (row % 2) * 128;
    for (let column = -1; column < 2; column++) {
      context.fillStyle = tones[(row * 3 + column + 4) % tones.length] ?? '#b98b5e';
      context.fillRect(offset + column * 256, row * plankHeight, 256, plankHeight);
    }
    context.fillStyle = 'rgba(80, 50, 25, 0.25)';
    context.fillRect(0, row * plankHeight, canvas.width, 1);
    context.fillRect(offset, row * plankHeight, 1, plankHeight);
  }
  const texture = new CanvasTexture(canvas);
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(30, 30);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

export const floorMaterial = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.85, metalness: 0 });
const planks = plankTexture();
if (planks) floorMaterial.map = planks;
else floorMaterial.color.set('#b98b5e');
