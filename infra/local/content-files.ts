import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { BUCKETS } from '@skillway/functions/core/platform/definitions/buckets';
import { verifyCloudFrontCookies } from '@skillway/functions/core/platform/storage/cloudfront-signed-url';
import { contentTypeFor } from './static-site';

/**
 * E-learning package content on the local content origin, as the content distribution's `/content/*` behaviour
 * serves it on AWS: GET `/content/{companyId}/{assetId}/{path}` reads the object `content/{companyId}/{assetId}/{path}`
 * of the uploads bucket (s3rver) when the request carries CloudFront signed cookies (custom policy) that verify under
 * the local key pair, cover the URL and have not expired; else 403. The answer has the object's Content-Type and the
 * content origin's headers the caller gives (nosniff, the content policy: infra/lib/web/security-headers.ts).
 */
export const CONTENT_PATH_PREFIX = '/content';

/** The local stand-in for the trusted key group: a key pair made at each start (the API signs, this checks). */
export interface TLocalContentKey {
  keyPairId: string;
  privateKeyPem: string;
  publicKey: KeyObject;
}

export function createLocalContentKey(): TLocalContentKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { keyPairId: 'LOCALCONTENTKEY', privateKeyPem, publicKey: createPublicKey(privateKey) };
}

function readCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    out[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return out;
}

/** `{companyId}/{assetId}/{path}` of a content URL path, or undefined for one that names no file or climbs out. */
export function contentObjectPath(pathname: string): string | undefined {
  if (!pathname.startsWith(`${CONTENT_PATH_PREFIX}/`)) return undefined;
  const segments = pathname.slice(CONTENT_PATH_PREFIX.length + 1).split('/');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (decoded.length < 3 || decoded.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined;
  }
  if (decoded.some((segment) => segment.includes('\\') || segment.includes('\0') || segment.includes('/')))
    return undefined;
  return decoded.join('/');
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  security: Record<string, string>,
  status: number,
  text: string,
) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...security,
  });
  res.end(req.method === 'HEAD' ? undefined : `${text}\n`);
}

/** Serves one `/content/*` request (GET or HEAD) from s3rver at `s3Endpoint`, checking the cookies with `key`. */
export function serveContent(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  options: { s3Endpoint: string; key: TLocalContentKey; security: Record<string, string> },
): void {
  const { security } = options;
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return refuse(req, res, security, 405, 'Method Not Allowed');
  const objectPath = contentObjectPath(pathname);
  if (!objectPath) return refuse(req, res, security, 404, 'Not Found');
  // CloudFront checks the policy's resource against the URL the viewer asked for (scheme, host, path).
  const url = `http://${req.headers.host ?? 'localhost'}${pathname}`;
  const cookies = readCookies(req.headers.cookie);
  const allowed = verifyCloudFrontCookies(cookies, url, {
    keyPairId: options.key.keyPairId,
    publicKey: options.key.publicKey,
  });
  if (!allowed) return refuse(req, res, security, 403, 'Forbidden');

  const target = new URL(options.s3Endpoint);
  const key = `content/${objectPath}`;
  const forwarded: Record<string, string> = {};
  for (const name of ['range', 'if-none-match', 'if-modified-since'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const upstream = request(
    {
      hostname: target.hostname,
      port: target.port,
      method,
      path: `/${BUCKETS.uploads.localName}/${key.split('/').map(encodeURIComponent).join('/')}`,
      headers: { ...forwarded, host: target.host },
    },
    (answer) => {
      const status = answer.statusCode ?? 502;
      if (status === 403 || status === 404) {
        answer.resume();
        return refuse(req, res, security, 404, 'Not Found');
      }
      const stored = answer.headers['content-type'];
      const contentType =
        !stored || stored === 'application/octet-stream' || stored === 'binary/octet-stream'
          ? contentTypeFor(objectPath)
          : stored;
      const headers: Record<string, string> = {
        'content-type': contentType,
        'cache-control': 'private, max-age=300',
        ...security,
      };
      for (const name of ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const) {
        const value = answer.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      res.writeHead(status, headers);
      // A reader gone mid-answer ends the read from s3rver too (pipe would leave that connection open and unread).
      pipeline(answer, res).catch(() => upstream.destroy());
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad Gateway\n');
  });
  upstream.end();
}
