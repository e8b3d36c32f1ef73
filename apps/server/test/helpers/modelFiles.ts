import validator from 'gltf-validator';

export type ValidatorReport = {
  issues: { numErrors: number; messages: { code: string; message: string; severity: number }[] };
};

/** The Khronos glTF validator's report on a GLB. */
export async function validateGlb(bytes: Uint8Array): Promise<ValidatorReport> {
  return (await validator.validateBytes(bytes, { maxIssues: 20 })) as ValidatorReport;
}

/** The glTF JSON chunk of a GLB. */
export function glbJson(bytes: Uint8Array): {
  nodes: { name?: string; children?: number[]; mesh?: number; scale?: number[] }[];
  meshes: unknown[];
  materials: { name?: string }[];
  images?: { mimeType: string }[];
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(12, true);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + length)));
}

export type ZipEntry = { name: string; method: number; dataOffset: number; size: number; data: Uint8Array };

/** The entries of a zip read from its local headers, in order (no data descriptors expected). */
export function readLocalHeaders(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (view.getUint32(offset, true) === 0x04034b50) {
    const flags = view.getUint16(offset + 6, true);
    if (flags & 0x08) throw new Error('data descriptor: sizes not in the local header');
    const method = view.getUint16(offset + 8, true);
    const size = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 30, offset + 30 + nameLength));
    const dataOffset = offset + 30 + nameLength + extraLength;
    entries.push({ name, method, dataOffset, size, data: bytes.subarray(dataOffset, dataOffset + size) });
    offset = dataOffset + size;
  }
  return entries;
}
