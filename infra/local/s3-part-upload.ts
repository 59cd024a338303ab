import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
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
 * The part's bytes on their way to s3rver: counted, and CRC32-summed when the URL signs a checksum. The last chunk is
 * held back until the whole body has been read and checked, so s3rver (which waits for Content-Length bytes) never
 * completes a part that is short, or whose checksum does not match: the upstream request is destroyed instead and
 * s3rver's putPart removes what it had.
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
 * many bytes arrive. The body streams to s3rver's UploadPart (s3-multipart.ts checks the upload and part number
 * there), and s3rver's answer comes back with its ETag, which the browser reads to complete the upload. The app and
 * the proxy share an origin, so the ETag header is readable without Access-Control-Expose-Headers (that only filters
 * cross-origin responses; on AWS the bucket's CORS rule exposes it).
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

  const target = new URL(options.s3Endpoint);
  const upstreamPath = `${url.pathname.replace(/^\/_local\/s3/, '')}?${new URLSearchParams({ partNumber, uploadId })}`;
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: 'PUT',
        path: upstreamPath,
        // No Authorization or cookies reach s3rver: the verification above was the check.
        headers: { host: target.host, 'content-length': declared },
      },
      resolve,
    );
    upstream.on('error', reject);
    pipeline(req, checkedPart(declared, checksum), upstream).catch((error: unknown) => {
      upstream.destroy();
      reject(error);
    });
  });
  try {
    const upstreamResponse = await answered;
    const status = upstreamResponse.statusCode ?? 502;
    const etag = upstreamResponse.headers.etag;
    res.writeHead(status, {
      'content-type': String(upstreamResponse.headers['content-type'] ?? 'application/xml'),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      ...(status < 300 && etag ? { etag } : {}),
    });
    await pipeline(upstreamResponse, res);
  } catch (error) {
    if (res.headersSent) return void res.destroy();
    if (error instanceof PartRefused) return refuse(error.status, error.code, error.message);
    refuse(502, 'InternalError', 'The store did not take the part.');
  }
}
