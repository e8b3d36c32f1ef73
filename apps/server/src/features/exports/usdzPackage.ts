import { type Zippable, zipSync } from 'fflate';

/** USDZ asks for the data of every file in the package to start at a multiple of 64 bytes. */
export const USDZ_ALIGNMENT = 64;

/** Fixed size of a zip local file header before its name (PKWARE APPNOTE 4.3.7). */
const LOCAL_HEADER_BYTES = 30;
/** Size of an extra field's id and length, before its data. */
const EXTRA_FIELD_HEADER_BYTES = 4;
/** An id no tool gives a meaning to: the field only pads. */
const PADDING_FIELD_ID = 0x5053;
/** One modification time for every entry, so the same bar always packs into the same bytes. */
const PACKED_AT = new Date(Date.UTC(2020, 0, 1));

export type PackageEntry = { path: string; bytes: Uint8Array };

/**
 * A USDZ package: an uncompressed zip whose first entry is the USD layer and whose file data each
 * start at a multiple of 64 bytes (the USDZ specification), which an extra field of padding in
 * each local header arranges. fflate writes the zip; its local header is the plain 30 bytes plus
 * name and extra field, which the offsets below count on and the tests check.
 */
export function packUsdz(entries: readonly PackageEntry[]): Uint8Array {
  const files: Zippable = {};
  let offset = 0;
  for (const entry of entries) {
    const nameBytes = new TextEncoder().encode(entry.path).byteLength;
    const headerEnd = offset + LOCAL_HEADER_BYTES + nameBytes + EXTRA_FIELD_HEADER_BYTES;
    const padding = (USDZ_ALIGNMENT - (headerEnd % USDZ_ALIGNMENT)) % USDZ_ALIGNMENT;
    files[entry.path] = [
      entry.bytes,
      { level: 0, mtime: PACKED_AT, extra: { [PADDING_FIELD_ID]: new Uint8Array(padding) } },
    ];
    offset = headerEnd + padding + entry.bytes.byteLength;
  }
  return zipSync(files, { level: 0, mtime: PACKED_AT });
}
