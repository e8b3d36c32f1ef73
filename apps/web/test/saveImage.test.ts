import type { RootState } from '@react-three/fiber';
import { Color, Mesh, PerspectiveCamera, Scene } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageFileName } from '../src/features/editor/saveImage/imageFileName.ts';
import { captureImageFromScene, IMAGE_SCALE, imageSize } from '../src/scene/captureImage.ts';

describe('imageSize', () => {
  it('doubles the canvas drawing buffer', () => {
    expect(IMAGE_SCALE).toBe(2);
    expect(imageSize({ width: 1200, height: 700 }, 16384)).toEqual({ width: 2400, height: 1400 });
    expect(imageSize({ width: 1001, height: 333 }, 16384)).toEqual({ width: 2002, height: 666 });
  });

  it('shrinks to what the graphics card can draw, keeping the shape', () => {
    expect(imageSize({ width: 5000, height: 2500 }, 8192)).toEqual({ width: 8192, height: 4096 });
    expect(imageSize({ width: 1000, height: 3000 }, 4096)).toEqual({ width: 1365, height: 4096 });
  });

  it('never gives an empty picture', () => {
    expect(imageSize({ width: 0, height: 0 }, 4096)).toEqual({ width: 2, height: 2 });
  });
});

describe('imageFileName', () => {
  it('keeps a plain name and adds .png', () => {
    expect(imageFileName('Bar_2026.v1', false)).toBe('Bar_2026.v1.png');
  });

  it('drops accents and turns spaces and symbols into single dashes', () => {
    expect(imageFileName('  Théke für Café / Außen:  Nord ', false)).toBe('Theke-fur-Cafe-Aussen-Nord.png');
  });

  it('leaves no path, quote or control characters', () => {
    const name = imageFileName('../etc/"passwd"\u0000<x>', false);
    expect(name).toMatch(/^[A-Za-z0-9._-]+\.png$/);
    expect(name.startsWith('.')).toBe(false);
    expect(name).toBe('etc-passwd-x.png');
  });

  it('marks the transparent picture', () => {
    expect(imageFileName('Messe', true)).toBe('Messe-transparent.png');
  });

  it('falls back when nothing usable is left', () => {
    expect(imageFileName('', false)).toBe('bar.png');
    expect(imageFileName('★★★', true, 'theke')).toBe('theke-transparent.png');
  });

  it('cuts long names without a trailing dash', () => {
    const name = imageFileName(`${'a'.repeat(79)} b${'c'.repeat(50)}`, false);
    expect(name).toBe(`${'a'.repeat(79)}.png`);
  });
});

describe('captureImageFromScene', () => {
  type Call = [string, ...unknown[]];

  function fakeState(calls: Call[]) {
    const scene = new Scene();
    scene.background = new Color('#abcdef');
    const floor = new Mesh();
    floor.name = 'floor';
    const aid = new Mesh();
    aid.userData.editorOnly = true;
    const bar = new Mesh();
    scene.add(floor, aid, bar);
    let clearAlpha = 1;
    let pixelRatio = 1.5;
    const domElement = { width: 1200, height: 600 };
    let cssSize = { width: 800, height: 400 };
    const resize = () => {
      domElement.width = Math.floor(cssSize.width * pixelRatio);
      domElement.height = Math.floor(cssSize.height * pixelRatio);
    };
    const gl = {
      domElement,
      capabilities: { maxTextureSize: 16384 },
      getContext: () => ({ MAX_RENDERBUFFER_SIZE: 0x84e8, getParameter: () => 16384 }),
      getPixelRatio: () => pixelRatio,
      getSize: (target: { set: (x: number, y: number) => unknown }) => target.set(cssSize.width, cssSize.height),
      getClearAlpha: () => clearAlpha,
      setClearAlpha: (alpha: number) => {
        clearAlpha = alpha;
        calls.push(['setClearAlpha', alpha]);
      },
      // As three's WebGLRenderer: the drawing buffer is the CSS size times the pixel ratio.
      setDrawingBufferSize: (width: number, height: number, ratio: number) => {
        cssSize = { width, height };
        pixelRatio = ratio;
        resize();
        calls.push(['setDrawingBufferSize', width, height, ratio]);
      },
      setSize: (width: number, height: number) => {
        cssSize = { width, height };
        resize();
        calls.push(['setSize', width, height]);
      },
      setPixelRatio: (ratio: number) => {
        pixelRatio = ratio;
        resize();
        calls.push(['setPixelRatio', ratio]);
      },
      render: () =>
        calls.push([
          'render',
          domElement.width,
          scene.background === null ? 'no background' : 'background',
          floor.visible,
          aid.visible,
          bar.visible,
          clearAlpha,
        ]),
    };
    const state = {
      gl,
      scene,
      camera: new PerspectiveCamera(),
      size: { width: 800, height: 400 },
      invalidate: () => calls.push(['invalidate']),
    };
    return { state: state as unknown as RootState, scene, floor, aid, bar, domElement };
  }

  function stubDocument(calls: Call[]) {
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: (...args: unknown[]) => calls.push(['drawImage', args.slice(1)]) }),
      toBlob: (resolve: (blob: Blob | null) => void, type: string) => resolve(new Blob(['png'], { type })),
    };
    vi.stubGlobal('document', { createElement: () => canvas });
    return canvas;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws once at twice the drawing buffer, then puts the renderer back and asks for one frame', async () => {
    const calls: Call[] = [];
    const copy = stubDocument(calls);
    const { state, scene, floor, aid, domElement } = fakeState(calls);
    const blob = await captureImageFromScene(state, { background: 'with' });
    expect(blob?.type).toBe('image/png');
    expect([copy.width, copy.height]).toEqual([2400, 1200]);
    expect(calls).toEqual([
      ['setDrawingBufferSize', 2400, 1200, 1],
      ['render', 2400, 'background', true, false, true, 1],
      ['drawImage', [0, 0, 2400, 1200]],
      ['setClearAlpha', 1],
      ['setSize', 800, 400],
      ['setPixelRatio', 1.5],
      ['render', 1200, 'background', true, true, true, 1],
      ['invalidate'],
    ]);
    expect(domElement).toEqual({ width: 1200, height: 600 });
    expect(scene.background).not.toBeNull();
    expect([floor.visible, aid.visible]).toEqual([true, true]);
  });

  it('leaves out the backdrop and the floor on a transparent background, and brings them back', async () => {
    const calls: Call[] = [];
    stubDocument(calls);
    const { state, scene, floor } = fakeState(calls);
    const background = scene.background;
    await captureImageFromScene(state, { background: 'transparent' });
    expect(calls.find((call) => call[0] === 'render')).toEqual([
      'render',
      2400,
      'no background',
      false,
      false,
      true,
      0,
    ]);
    expect(calls.at(-2)).toEqual(['render', 1200, 'background', true, true, true, 1]);
    expect(scene.background).toBe(background);
    expect(floor.visible).toBe(true);
  });
});
