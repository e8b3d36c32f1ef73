import { randomBytes } from 'node:crypto';

export type MultipartFile = { field?: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartBody(file: MultipartFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bar-test-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
