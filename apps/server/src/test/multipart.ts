import { randomBytes } from 'node:crypto';

/** One part of a multipart body: a file when it has a `filename`, a text field otherwise. */
export type Part = { name: string; filename?: string; contentType?: string; content: Buffer | string };

/** A multipart/form-data body as a browser sends it, written out by hand, with its content-type header. */
export function multipart(parts: Part[]) {
  const boundary = `----SkillSyncBoundary${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ name, filename, contentType, content }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${contentType ? `Content-Type: ${contentType}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
