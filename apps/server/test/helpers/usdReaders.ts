import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { Box3, type Mesh, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js';

/** What a reader makes of a model file: how many meshes, and the box round them in metres. */
export type ModelView = { meshes: number; min: [number, number, number]; max: [number, number, number] };

function viewOf(root: Object3D): ModelView {
  let meshes = 0;
  root.traverse((object) => {
    if ((object as Mesh).isMesh) meshes++;
  });
  const box = new Box3().setFromObject(root);
  return { meshes, min: box.min.toArray(), max: box.max.toArray() };
}

function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The GLB as three.js's GLTFLoader reads it. */
export async function glbView(glb: Uint8Array): Promise<ModelView> {
  return viewOf((await new GLTFLoader().parseAsync(arrayBufferOf(glb), '')).scene);
}

/** The USDZ as three.js's USDLoader reads it (no composition of references: what it does not find, it does not draw). */
export function threeUsdView(usdz: Uint8Array): ModelView {
  return viewOf(new USDLoader().parse(arrayBufferOf(usdz)));
}

const require = createRequire(import.meta.url);
const TINYUSDZ = require.resolve('tinyusdz/package.json').replace(/package\.json$/, '');
const ORIGIN = 'http://usd-reader.test';

/**
 * Runs in the page (a string, so that no transform of this file reaches the browser): tinyusdz's
 * WebAssembly build reads the USDZ and converts it to its render scene; every mesh node's points
 * are moved by the node's world matrix (USD's row vectors: translation in elements 12 to 14).
 */
const READ_IN_PAGE = `async (url) => {
  const init = (await import('${ORIGIN}/tinyusdz.js')).default;
  globalThis.tinyusdz ??= await init({ locateFile: (file) => '${ORIGIN}/' + file });
  const native = globalThis.tinyusdz;
  const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const usd = new native.TinyUSDZLoaderNative();
  if (!usd.loadFromBinary(bytes, 'bar.usdz')) throw new Error('tinyusdz: ' + usd.error());
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  let meshes = 0;
  const visit = (node) => {
    if (node.nodeType === 'mesh') {
      meshes++;
      const m = node.globalMatrix;
      const points = usd.getMesh(node.contentId).points;
      for (let index = 0; index < points.length; index += 3) {
        const [x, y, z] = [points[index], points[index + 1], points[index + 2]];
        const world = [0, 1, 2].map((axis) => x * m[axis] + y * m[4 + axis] + z * m[8 + axis] + m[12 + axis]);
        world.forEach((value, axis) => {
          min[axis] = Math.min(min[axis], value);
          max[axis] = Math.max(max[axis], value);
        });
      }
    }
    for (const child of node.children || []) visit(child);
  };
  visit(usd.getDefaultRootNode());
  return { meshes, min, max, numMeshes: usd.numMeshes() };
}`;

/**
 * A second, independent reader: tinyusdz (C++ built to WebAssembly, from npm) in Chromium, served
 * from node_modules through an intercepted origin, so nothing is downloaded. One browser for all files.
 */
export async function tinyusdzViews(files: Uint8Array[]): Promise<(ModelView & { numMeshes: number })[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>USD</title>' });
      if (path === '/tinyusdz.js') {
        return route.fulfill({ contentType: 'text/javascript', body: readFileSync(`${TINYUSDZ}tinyusdz.js`) });
      }
      if (path === '/tinyusdz.wasm') {
        return route.fulfill({ contentType: 'application/wasm', body: readFileSync(`${TINYUSDZ}tinyusdz.wasm`) });
      }
      const file = files[Number(/^\/files\/(\d+)\.usdz$/.exec(path)?.[1] ?? -1)];
      if (file) return route.fulfill({ contentType: 'model/vnd.usdz+zip', body: Buffer.from(file) });
      return route.abort();
    });
    await page.goto(`${ORIGIN}/`);
    const views: (ModelView & { numMeshes: number })[] = [];
    for (const index of files.keys()) {
      views.push(await page.evaluate(`(${READ_IN_PAGE})('${ORIGIN}/files/${index}.usdz')`));
    }
    return views;
  } finally {
    await browser.close();
  }
}
