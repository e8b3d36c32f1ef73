import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const backend = 'http://127.0.0.1:8080';

// Everything the 3D scene needs lives in its own chunk, reached only from the lazily loaded editor.
const sceneVendor =
  /[\\/]node_modules[\\/](three|three-stdlib|three-mesh-bvh|@react-three|camera-controls|maath|its-fine|react-use-measure|suspend-react|react-reconciler|@use-gesture|troika-[^\\/]+|meshline|stats-gl|stats\.js|detect-gpu|tunnel-rat|@monogrid|hls\.js|n8ao|postprocessing)[\\/]/;

// The path tracer of "Make a photo" and the newer three-mesh-bvh it needs (drei keeps its own, older
// one in the scene's chunk): one chunk, loaded the first time a photo is made.
const pathTracerVendor =
  /[\\/]node_modules[\\/](three-gpu-pathtracer|xatlas-web)[\\/]|[\\/]apps[\\/]web[\\/]node_modules[\\/]three-mesh-bvh[\\/]/;

// model-viewer and what only it uses (lit; three.js's loaders, exporters, their libraries and the
// WebXR helpers): one chunk, reached only from the AR page. Taken after the scene group, which keeps
// three.js itself. Not BufferGeometryUtils: the scene merges its shapes with it, and in this group
// it made the editor load (and run) all of model-viewer and lit, 135 KB compressed.
const arVendor =
  /[\\/]node_modules[\\/](@google[\\/]model-viewer|lit|lit-html|lit-element|@lit|three[\\/]examples[\\/]jsm[\\/](loaders|exporters|libs|utils(?![\\/]BufferGeometryUtils)|renderers|webxr))[\\/]/;

// Libraries only the admin area uses (charts, drag and drop): their own chunk, reached only from /admin.
// Not immer: the editor's store uses it too (see `patchVendor`).
const adminVendor =
  /[\\/]node_modules[\\/](recharts|@reduxjs|redux|redux-thunk|react-redux|reselect|es-toolkit|eventemitter3|decimal\.js-light|victory-vendor|d3-[^\\/]+|internmap|@dnd-kit)[\\/]/;

// Left to the automatic splitting, so each screen loads only the modules it uses: the form libraries
// (only dialogs and pages opened on demand use them), Mantine's components and the icons (the home
// screen uses a few dozen of them; the editor and the account pages use many more), the QR code
// encoder (the "View in your room" dialog).
const onDemandVendor =
  /[\\/]node_modules[\\/](react-hook-form|@hookform|react-number-format|@mantine[\\/]core|@tabler[\\/]icons-react|qrcode|dijkstrajs)[\\/]/;

// immer, used by the editor's store and by the admin area's chart library: its own small chunk. A
// group takes its modules' dependencies along, so without this one the admin group took immer and
// the editor loaded the whole admin chunk (about 100 KB compressed) for it.
const patchVendor = /[\\/]node_modules[\\/]immer[\\/]/;

// The photographed panoramas of the background scenes (base64 modules, 100 to 300 KB each) and the
// OpenEXR reader they need: left to the automatic splitting, so each is loaded only when a bar shows
// that scene.
const panoramas =
  /[\\/]node_modules[\\/](@pmndrs[\\/]assets|three[\\/]examples[\\/]jsm[\\/](loaders[\\/]EXRLoader\.js|libs[\\/]fflate\.module\.js))/;

// Turns zod's JIT (new Function) off; it must run before any schema is made (see the file).
const zodJitless = /[\\/]src[\\/]app[\\/]zodJitless\.ts$/;

// Small modules that the home screen and the lazily loaded screens share (units, edges, languages,
// number formats, the list of editing modes): split off one by one, each was a response of 150 to
// 420 bytes of code carrying more bytes of headers. One chunk for all of them.
const sharedSmall =
  /[\\/](packages[\\/]domain[\\/]src[\\/](units|edges|locale)|packages[\\/]contracts[\\/]src[\\/]units|src[\\/]ui[\\/]format|src[\\/]features[\\/]editor[\\/]modes[\\/]modes)\.ts$/;

const isNodeModule = (id: string) => /[\\/]node_modules[\\/]/.test(id);

// model-viewer's Meshopt decoder compiles WebAssembly on import, which the CSP refuses; the
// server's models do not need it (see the replacement).
const meshoptDecoder = {
  find: 'three/examples/jsm/libs/meshopt_decoder.module.js',
  replacement: fileURLToPath(new URL('./src/features/ar/meshoptDecoderUnavailable.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: [meshoptDecoder] },
  // The panorama worker imports each scene's panorama on demand: ES modules split into chunks.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/sanctum': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/sanctum': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app's own libraries are captured first, so that the scene group (which takes its
          // modules' dependencies along) cannot pull react or the like into the 3D or admin chunk.
          groups: [
            { name: 'patch-vendor', priority: 18, test: patchVendor },
            { name: 'admin-vendor', priority: 15, test: adminVendor },
            { name: 'shared', priority: 12, test: sharedSmall },
            {
              name: 'vendor',
              priority: 20,
              // zodJitless.ts runs right after zod itself, before any chunk that makes a schema.
              test: (id: string) =>
                (isNodeModule(id) &&
                  !pathTracerVendor.test(id) &&
                  !sceneVendor.test(id) &&
                  !adminVendor.test(id) &&
                  !onDemandVendor.test(id) &&
                  !arVendor.test(id) &&
                  !patchVendor.test(id) &&
                  !panoramas.test(id)) ||
                zodJitless.test(id),
            },
            {
              name: 'scene-vendor',
              priority: 10,
              test: (id: string) =>
                sceneVendor.test(id) && !pathTracerVendor.test(id) && !arVendor.test(id) && !panoramas.test(id),
            },
            // After the scene group, which keeps three.js itself.
            { name: 'path-tracer', priority: 8, test: pathTracerVendor },
            { name: 'ar-vendor', priority: 5, test: (id: string) => arVendor.test(id) && !panoramas.test(id) },
          ],
        },
      },
    },
  },
});
