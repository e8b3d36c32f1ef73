/** The Khronos glTF validator ships no types; this is the one call the tests use. */
declare module 'gltf-validator' {
  const validator: {
    validateBytes(bytes: Uint8Array, options?: { maxIssues?: number; uri?: string }): Promise<unknown>;
  };
  export default validator;
}
