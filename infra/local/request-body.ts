import type { IncomingMessage } from 'node:http';

/** API Gateway HTTP APIs refuse payloads over 10 MB with 413. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Past this much an oversized upload is cut off instead of read to its end. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The whole body, or `too-large` once it passes the limit. An oversized body is still read to its end (and
 * thrown away) so the client, still sending, gets to read the 413 instead of a reset connection.
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DISCARD_LIMIT_BYTES) {
    req.resume();
    return 'too-large';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > DISCARD_LIMIT_BYTES) {
      req.destroy();
      return 'too-large';
    }
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? 'too-large' : Buffer.concat(chunks);
}
