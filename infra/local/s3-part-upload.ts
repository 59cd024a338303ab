import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { crc32 } from 'node:zlib';
import { inProcessParts } from './s3-local';
import type { TPartReceiver } from './s3-multipart';
import { verifyPresignedUrl, type TSecretFor } from './s3-signature';

/** How the proxy answers with S3's error XML (s3-proxy.ts's). */
export type TS3ErrorWriter = (res: ServerResponse, status: number, code: string, message: string) => void;

/** A refusal found while the part streams (S3's code and status). */
class PartRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The checksum a presigned part carries (the SDK puts it in the signed query), or none. */
function expectedChecksum(url: URL, req: IncomingMessage): { algorithm: string; value: string } | undefined {
  for (const [name, value] of url.searchParams) {
    const match = /^x-amz-checksum-([a-z0-9]+)$/i.exec(name);
    if (match && name.toLowerCase() !== 'x-amz-checksum-type') return { algorithm: match[1]!.toLowerCase(), value };
  }
  const header = req.headers['x-amz-checksum-crc32'];
  return typeof header === 'string' ? { algorithm: 'crc32', value: header } : undefined;
}

/**
 * The part's bytes on their way to the store: counted, and CRC32-summed when the URL signs a checksum. The last chunk
 * is held back until the whole body has been read and checked, so the store never records a part that is short, or
 * whose checksum does not match: its write fails instead, and nothing is listed for it.
 */
function checkedPart(declared: number, checksum: { value: string } | undefined): Transform {
  let seen = 0;
  let sum = 0;
  let held: Buffer | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (checksum) sum = crc32(chunk, sum);
      const previous = held;
      held = chunk;
      done(null, previous);
    },
    flush(done) {
      if (seen !== declared)
        return done(
          new PartRefused(
            400,
            'IncompleteBody',
            'You did not provide the number of bytes specified by the Content-Length HTTP header.',
          ),
        );
      if (checksum) {
        const digest = Buffer.alloc(4);
        digest.writeUInt32BE(sum >>> 0);
        if (digest.toString('base64') !== checksum.value)
          return done(
            new PartRefused(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.'),
          );
      }
      done(null, held);
    },
  });
}

/**
 * A browser's part of a multipart upload, `PUT /_local/s3/<bucket>/<key>?partNumber=N&uploadId=X&X-Amz-...`: stored
 * only with a valid, unexpired presigned UploadPart URL that signs the part's Content-Length, and only if exactly that
 * many bytes arrive. The body streams into the store with the checks s3rver's UploadPart route makes (s3-multipart.ts:
 * the upload, its key and the part number), and the answer carries the part's ETag, which the browser reads to
 * complete the upload. The app and the proxy share an origin, so the ETag header is readable without
 * Access-Control-Expose-Headers (that only filters cross-origin responses; on AWS the bucket's CORS rule exposes it).
 */
export async function receivePart(
  req: IncomingMessage,
  res: ServerResponse,
  options: { s3Endpoint: string; secretFor: TSecretFor; now?: () => Date },
  url: URL,
  s3Error: TS3ErrorWriter,
): Promise<void> {
  const refuse = (status: number, code: string, message: string) => {
    req.resume();
    s3Error(res, status, code, message);
  };
  const partNumber = url.searchParams.get('partNumber');
  const uploadId = url.searchParams.get('uploadId');
  // Only UploadPart: a plain PutObject (or any other PUT) from a browser stays refused.
  if (!partNumber || !uploadId) return refuse(403, 'AccessDenied', 'Access Denied');
  const verdict = await verifyPresignedUrl({
    method: 'PUT',
    url,
    headers: req.headers,
    now: options.now?.() ?? new Date(),
    secretFor: options.secretFor,
  });
  if (!verdict.ok) return refuse(verdict.status, verdict.code, verdict.message);
  const declared = Number(req.headers['content-length']);
  if (!Number.isSafeInteger(declared) || declared < 0)
    return refuse(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
  const checksum = expectedChecksum(url, req);
  if (checksum && checksum.algorithm !== 'crc32')
    return refuse(501, 'NotImplemented', `The local store checks CRC32 checksums only, not ${checksum.algorithm}.`);

  // The store runs in this process (s3-local.ts): the part goes to it without a second HTTP connection on loopback.
  const store = inProcessParts(options.s3Endpoint);
  if (!store) return refuse(503, 'ServiceUnavailable', 'The local store is not running in this process.');
  return storeDirectly(store, { req, res, url, partNumber, uploadId, declared, checksum }, refuse);
}

/** `/_local/s3/<bucket>/<key>` → the bucket and the decoded key, as s3rver's router reads its own path. */
function partTarget(url: URL): { bucket: string; key: string } | undefined {
  const match = /^\/_local\/s3\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!match) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** s3rver's refusals carry S3's code and status. */
function isS3Error(error: unknown): error is { code: string; status: number; message: string } {
  const candidate = error as { code?: unknown; status?: unknown } | null;
  return typeof candidate?.code === 'string' && typeof candidate.status === 'number';
}

/**
 * The part handed to the store of this process (s3-local.ts's inProcessParts), through the same count and checksum
 * as the upstream request: the gigabyte crosses one connection, the browser's, instead of two.
 */
async function storeDirectly(
  store: TPartReceiver,
  part: {
    req: IncomingMessage;
    res: ServerResponse;
    url: URL;
    partNumber: string;
    uploadId: string;
    declared: number;
    checksum: { value: string } | undefined;
  },
  refuse: (status: number, code: string, message: string) => void,
): Promise<void> {
  const { req, res, declared } = part;
  const where = partTarget(part.url);
  if (!where) return refuse(400, 'InvalidURI', "Couldn't parse the specified URI.");
  const checked = checkedPart(declared, part.checksum);
  // The body may be read, and refused (short, or a checksum that does not match), while the store still checks the
  // upload, before its write listens to the stream: the refusal is kept here and answered, never left unheard.
  let refused: unknown;
  checked.on('error', (error) => {
    refused ??= error;
  });
  req.on('error', (error) => checked.destroy(error));
  req.pipe(checked);
  try {
    const stored = await store(
      { ...where, uploadId: part.uploadId, partNumber: part.partNumber, length: declared },
      checked,
    );
    res.writeHead(200, {
      etag: `"${stored.md5}"`,
      'content-length': 0,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    res.end();
  } catch (caught) {
    checked.destroy();
    if (res.headersSent) return void res.destroy();
    const error = refused instanceof PartRefused ? refused : caught;
    if (error instanceof PartRefused || isS3Error(error)) return refuse(error.status, error.code, error.message);
    refuse(502, 'InternalError', 'The store did not take the part.');
  }
}
