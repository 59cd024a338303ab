import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { receivePart } from './s3-part-upload';
import { verifyPostPolicy, verifyPresignedUrl, type TSecretFor } from './s3-signature';

export const S3_PROXY_PREFIX = '/_local/s3';

export interface TS3ProxyOptions {
  /** s3rver's own address (loopback; the handlers use it directly, browsers never). */
  s3Endpoint: string;
  /** The secret of an access key the product signs links and policies with. */
  secretFor: TSecretFor;
  now?: () => Date;
}

/**
 * Types a browser may show inline from the store: documents, media and plain data it cannot run. Anything else
 * (HTML, SVG, XML, scripts) is sent as an attachment whatever the link asked for, so no stored file runs on the
 * app's origin.
 */
const INLINE_SAFE =
  /^(application\/pdf|video\/[\w.+-]+|audio\/[\w.+-]+|image\/(png|jpeg|gif|webp|avif)|application\/(vnd\.apple\.mpegurl|x-mpegurl|json|octet-stream)|binary\/octet-stream|text\/(plain|csv|vtt))(;|$)/i;

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<>&]/g, '')}</Message></Error>`;
  res.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** `/_local/s3/<bucket>/<key>` → bucket and the encoded key path (as s3rver is asked for it). */
function splitPath(rawPath: string): { bucket: string; keyPath: string } | undefined {
  const path = rawPath.slice(S3_PROXY_PREFIX.length).split('?')[0] ?? '';
  const match = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(path);
  if (!match) return undefined;
  return { bucket: match[1]!, keyPath: match[2] ?? '' };
}

/** The response headers a signed GET may override (S3's `response-*` parameters). */
const OVERRIDABLE = [
  'content-type',
  'content-language',
  'expires',
  'cache-control',
  'content-disposition',
  'content-encoding',
];

/**
 * Forwards a verified GET or HEAD to s3rver as a plain anonymous read of the key, applies the signed `response-*`
 * overrides itself (s3rver would want its own credentials for those), then fixes the answer's headers as CloudFront's
 * policy would.
 */
function forwardRead(req: IncomingMessage, res: ServerResponse, s3Endpoint: string, url: URL): void {
  const path = url.pathname.slice(S3_PROXY_PREFIX.length);
  const target = new URL(s3Endpoint);
  const upstream = request(
    {
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      // No Authorization or cookies reach s3rver: the verification above was the check.
      headers: {
        host: target.host,
        ...(req.headers.range ? { range: req.headers.range } : {}),
        ...(req.headers['if-none-match'] ? { 'if-none-match': req.headers['if-none-match'] } : {}),
        ...(req.headers['if-modified-since'] ? { 'if-modified-since': req.headers['if-modified-since'] } : {}),
      },
    },
    (upstreamResponse) => {
      const headers: Record<string, string | string[] | undefined> = {
        ...upstreamResponse.headers,
        'x-content-type-options': 'nosniff',
      };
      if ((upstreamResponse.statusCode ?? 500) < 300) {
        for (const name of OVERRIDABLE) {
          const value = url.searchParams.get(`response-${name}`);
          if (value !== null) headers[name] = value;
        }
      }
      const type = String(headers['content-type'] ?? '');
      if ((upstreamResponse.statusCode ?? 500) < 300 && !INLINE_SAFE.test(type)) {
        const name = /filename="[^"]*"/.exec(String(headers['content-disposition'] ?? ''))?.[0];
        headers['content-disposition'] = name ? `attachment; ${name}` : 'attachment';
      }
      res.writeHead(upstreamResponse.statusCode ?? 502, headers);
      // pipeline, not pipe: a browser that goes away mid-answer (a video it stopped reading) must end the read from
      // s3rver too, or that connection stays open with its data unread and s3rver's close() waits for it forever.
      pipeline(upstreamResponse, res).catch(() => upstream.destroy());
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Bad Gateway' }));
  });
  upstream.end();
}

/** Stores a file with s3rver's PutObject (loopback, unsigned: s3rver only serves this process and its tests). */
function putObject(s3Endpoint: string, path: string, file: string, size: number, contentType: string | undefined) {
  const target = new URL(s3Endpoint);
  return new Promise<number>((resolve, reject) => {
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'PUT',
        path,
        headers: {
          host: target.host,
          'content-length': size,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 502));
      },
    );
    upstream.on('error', reject);
    createReadStream(file).on('error', reject).pipe(upstream);
  });
}

/**
 * A browser's presigned POST: the form's fields are read first (S3 requires the file to be the last field), the
 * policy is verified before a byte of the file is kept, the file goes to a temporary file with its size held to the
 * policy's range, and only a complete, allowed file is stored, under the policy's key with the policy's type.
 */
async function receivePost(req: IncomingMessage, res: ServerResponse, options: TS3ProxyOptions, bucket: string) {
  const now = options.now?.() ?? new Date();
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { fields: 50, fieldSize: 64 * 1024, files: 1 } });
  } catch {
    s3Error(res, 400, 'InvalidArgument', 'POST requires multipart/form-data.');
    req.resume();
    return;
  }
  const fields: Record<string, string> = {};
  const dir = await mkdtemp(join(tmpdir(), 'skillway-s3-post-'));
  const file = join(dir, 'upload');
  let answered = false;
  const refuse = (status: number, code: string, message: string) => {
    if (answered) return;
    answered = true;
    // The rest of the body is still read (and dropped) by the parser, so the browser sees this answer.
    s3Error(res, status, code, message);
  };
  let stored: Promise<void> | undefined;

  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream) => {
    if (name !== 'file') {
      stream.resume();
      return refuse(400, 'InvalidArgument', 'The file must be sent in the field named file.');
    }
    const verdict = verifyPostPolicy({ bucket, fields, now, secretFor: options.secretFor });
    if (!verdict.ok) {
      stream.resume();
      return refuse(verdict.status, verdict.code, verdict.message);
    }
    let size = 0;
    let tooLarge = false;
    // Counts every byte, keeps at most the policy's maximum (the rest is read and dropped, as the body goes on).
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > verdict.maxBytes) tooLarge = true;
        done(null, tooLarge ? undefined : chunk);
      },
    });
    stored = pipeline(stream, bounded, createWriteStream(file)).then(async () => {
      if (tooLarge) return refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      if (size < verdict.minBytes)
        return refuse(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      const keyPath = `/${bucket}/${verdict.key.split('/').map(encodeURIComponent).join('/')}`;
      const status = await putObject(options.s3Endpoint, keyPath, file, size, verdict.contentType);
      if (status >= 300) return refuse(502, 'InternalError', 'The store refused the file.');
      if (answered) return;
      answered = true;
      const wanted = Number(fields.success_action_status);
      res.writeHead(wanted === 200 || wanted === 201 ? wanted : 204, { 'x-content-type-options': 'nosniff' });
      res.end();
    });
  });

  try {
    await pipeline(req, parser);
    if (stored) await stored;
    else refuse(400, 'InvalidArgument', 'POST requires exactly one file field.');
  } catch {
    refuse(400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The local store as browsers see it, at `/_local/s3/<bucket>/<key>` on the app's origin: what S3 does with a
 * private bucket on AWS, over s3rver (which checks no SigV4 signature). A GET or HEAD is served only with a valid,
 * unexpired presigned query; a POST only with a valid, unexpired policy whose conditions hold (key, type, size); a PUT
 * only as a multipart upload's part with a valid, unexpired presigned UploadPart query that signs its length
 * (s3-part-upload.ts); any other PUT, DELETE, listings and anything unsigned are refused. Every answer carries `X-Content-Type-Options: nosniff`
 * and anything a browser could run is sent as an attachment, as CloudFront's response headers policy adds on AWS.
 */
export async function proxyToS3(req: IncomingMessage, res: ServerResponse, options: TS3ProxyOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const rawPath = req.url ?? '/';
  const target = splitPath(rawPath);
  if (!target) return s3Error(res, 403, 'AccessDenied', 'Access Denied');

  if (method === 'POST' && (target.keyPath === '' || target.keyPath === '/')) {
    return receivePost(req, res, options, target.bucket);
  }
  if ((method === 'GET' || method === 'HEAD') && target.keyPath.length > 1) {
    const url = new URL(rawPath, `http://${req.headers.host ?? 'localhost'}`);
    const verdict = await verifyPresignedUrl({
      method,
      url,
      now: options.now?.() ?? new Date(),
      secretFor: options.secretFor,
    });
    req.resume();
    if (!verdict.ok) return s3Error(res, verdict.status, verdict.code, verdict.message);
    return forwardRead(req, res, options.s3Endpoint, url);
  }
  if (method === 'PUT' && target.keyPath.length > 1) {
    const url = new URL(rawPath, `http://${req.headers.host ?? 'localhost'}`);
    return receivePart(req, res, options, url, s3Error);
  }
  req.resume();
  return s3Error(res, 403, 'AccessDenied', 'Access Denied');
}
