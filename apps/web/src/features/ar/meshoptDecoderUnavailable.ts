/**
 * Stands in for three.js's Meshopt decoder (`three/examples/jsm/libs/meshopt_decoder.module.js`,
 * replaced in vite.config.ts). model-viewer imports it, and the original compiles WebAssembly as
 * soon as it is loaded, which the Content-Security-Policy (no 'wasm-unsafe-eval') refuses. The
 * server's models are not Meshopt-compressed; a model that requires it fails to load with this
 * error.
 */
function unsupported(): never {
  throw new Error('Meshopt-compressed models are not supported here');
}

export const MeshoptDecoder = {
  supported: false,
  ready: Promise.resolve(),
  useWorkers: (_count: number): void => undefined,
  decodeVertexBuffer: unsupported,
  decodeIndexBuffer: unsupported,
  decodeIndexSequence: unsupported,
  decodeGltfBuffer: unsupported,
  decodeGltfBufferAsync: (): Promise<never> =>
    Promise.reject(new Error('Meshopt-compressed models are not supported here')),
};
