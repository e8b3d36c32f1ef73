import type { Finish, Shape } from '@bar/layout/pieces/types';
import { BoxGeometry, type BufferGeometry, CylinderGeometry, type Material, MeshStandardMaterial } from 'three';

/** One geometry per shape, shared by every instanced mesh and never disposed. */
export const GEOMETRIES: Record<Shape, BufferGeometry> = {
  box: new BoxGeometry(1, 1, 1),
  cylinder: new CylinderGeometry(0.5, 0.5, 1, 14, 1),
};

/**
 * One material per finish; the colour of each piece goes per instance (instanceColor multiplies
 * the material colour, so these stay white except where a finish has its own tint).
 */
export const MATERIALS: Record<Finish, Material> = {
  aluminium: new MeshStandardMaterial({ color: '#ffffff', metalness: 0.75, roughness: 0.32 }),
  paint: new MeshStandardMaterial({ color: '#ffffff', metalness: 0.05, roughness: 0.55 }),
  board: new MeshStandardMaterial({ color: '#ffffff', metalness: 0, roughness: 0.42 }),
  steel: new MeshStandardMaterial({ color: '#ffffff', metalness: 0.85, roughness: 0.25 }),
  dark: new MeshStandardMaterial({ color: '#ffffff', metalness: 0.1, roughness: 0.7 }),
  glass: new MeshStandardMaterial({
    color: '#ffffff',
    metalness: 0.2,
    roughness: 0.08,
    transparent: true,
    opacity: 0.82,
  }),
  // LED bars glow: bright emissive, outside tone mapping so they stay white-hot.
  glow: new MeshStandardMaterial({
    color: '#ffffff',
    emissive: '#fff1c9',
    emissiveIntensity: 2.2,
    toneMapped: false,
  }),
};

/** Finishes that throw shadows (LED strips and glass would only add draw calls). */
export const CASTS_SHADOW: Record<Finish, boolean> = {
  aluminium: true,
  paint: true,
  board: true,
  steel: true,
  dark: true,
  glass: false,
  glow: false,
};
