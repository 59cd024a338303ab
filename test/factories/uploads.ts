import { call, type TResponse } from './http';
import { stackUrl } from './stack-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
type TAny = any;

/** POSTs one file as multipart/form-data (field `file`), the way the browser's import panels do. */
export async function postFile(
  path: string,
  token: string | undefined,
  file: { name: string; content: string | Buffer; type?: string },
): Promise<{ status: number; body: TAny }> {
  const form = new FormData();
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'text/csv' }), file.name);
  const response = await fetch(new URL(path, stackUrl()), {
    method: 'POST',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

/**
 * An MP4's first box (`ftyp`, major brand `isom`): what the content check's detector names video/mp4. The rest of a
 * generated file is a pattern (a test needs bytes of a size, not a playable video).
 */
const MP4_HEAD = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');

/** The bytes of part `n` (1-based) of a generated file cut by `partSize`; `mp4` puts an MP4 box at its start. */
export function generatedPart(size: number, partSize: number, n: number, options: { mp4?: boolean } = {}): Buffer {
  const start = (n - 1) * partSize;
  const bytes = Buffer.alloc(Math.min(partSize, size - start), n % 251);
  if (options.mp4 && n === 1) MP4_HEAD.copy(bytes, 0, 0, Math.min(MP4_HEAD.length, bytes.length));
  return bytes;
}

export interface TMultipartStart {
  key: string;
  upload_id: string;
  part_size: number;
  part_count: number;
  max_bytes: number;
}

/** uploads.multipartCreate for a file of `size` bytes, as the upload zone starts one. */
export function startMultipart(
  token: string,
  file: { size: number; name?: string; type?: string; contentType?: string },
): Promise<TResponse<{ data: TMultipartStart; errors?: Record<string, string[]> }>> {
  return call('POST', '/v1/sign/multipart', {
    token,
    body: {
      type: file.type ?? 'course-video',
      file_name: file.name ?? 'Induction.mp4',
      content_type: file.contentType ?? 'video/mp4',
      size: file.size,
    },
  });
}

/** uploads.multipartSignParts in batches of at most 50, as the browser asks: part number → presigned PUT URL. */
export async function signParts(
  token: string,
  ref: { key: string; upload_id: string },
  numbers: readonly number[],
): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  for (let at = 0; at < numbers.length; at += 50) {
    const signed = await call('POST', '/v1/sign/multipart/parts', {
      token,
      body: { ...ref, part_numbers: numbers.slice(at, at + 50) },
    });
    if (signed.status !== 200) throw new Error(`sign parts: ${signed.status} ${JSON.stringify(signed.body)}`);
    for (const part of signed.body.data.parts as { part_number: number; url: string }[])
      urls.set(part.part_number, part.url);
  }
  return urls;
}

/** A browser's PUT of one part to its presigned URL (fetch sends the Content-Length the URL is signed for). */
export async function putPart(url: string, bytes: Buffer): Promise<{ status: number; etag: string | null }> {
  const response = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  await response.arrayBuffer();
  return { status: response.status, etag: response.headers.get('etag') };
}

/**
 * Every part of a generated file PUT to its presigned URL, four at a time as Uppy sends them (one part's bytes in
 * memory per request, never the whole file): the parts with their ETags, for the complete call.
 */
export async function uploadParts(
  token: string,
  start: TMultipartStart,
  size: number,
  options: { mp4?: boolean } = {},
): Promise<{ part_number: number; etag: string }[]> {
  const numbers = Array.from({ length: start.part_count }, (_, index) => index + 1);
  const urls = await signParts(token, start, numbers);
  const parts: { part_number: number; etag: string }[] = [];
  const queue = [...numbers];
  const worker = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const sent = await putPart(urls.get(n)!, generatedPart(size, start.part_size, n, options));
      if (sent.status !== 200 || !sent.etag) throw new Error(`part ${n}: ${sent.status}`);
      parts.push({ part_number: n, etag: sent.etag });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return parts.sort((a, b) => a.part_number - b.part_number);
}

export function completeMultipart(
  token: string,
  ref: { key: string; upload_id: string },
  parts: readonly { part_number: number; etag: string }[],
): Promise<TResponse> {
  return call('POST', '/v1/sign/multipart/complete', { token, body: { ...ref, parts } });
}
