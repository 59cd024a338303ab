import { createReadStream, existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { securityHeaders } from '../lib/web/security-headers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/**
 * The app origin's headers, as CloudFront's response-headers policy adds them in the AWS build (the same module builds
 * both). Locally no uploads origin is named: uploads, presigned downloads and course media all go through the
 * same-origin proxy (`/_local/s3`, on whatever host the browser used), which 'self' covers. `contentOrigin`: the
 * content origin as this browser reaches it, which the course player frames.
 */
export function localSecurityHeaders(req: IncomingMessage, contentOrigin?: string): Record<string, string> {
  return securityHeaders({
    https: 'encrypted' in req.socket && req.socket.encrypted === true,
    sources: contentOrigin ? { contentOrigin } : {},
  });
}

/**
 * Vite names every file of its `assets/` folders `name-<hash>.ext` (web/vite.config.ts): those never change, so
 * browsers may keep them for a year, as the deploy uploads them (infra/lib/web/deploy-spa.ts, HASHED_ASSETS).
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.endsWith('.html')) return 'no-cache';
  if (/^(launch\/)?assets\/[^/]+$/.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** What CloudFront compresses (text, scripts, styles, SVG, JSON, WebAssembly); images and fonts already are. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml)/.test(contentType);
}

type TEncoding = 'br' | 'gzip';

/** The precompressed variants the build writes beside each file (web/vite.config.ts), best first. */
const VARIANTS: readonly { encoding: TEncoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The encodings an `Accept-Encoding` header allows (RFC 9110 12.5.3): listed with q > 0, or covered by `*` and not
 * refused by name. No header means any encoding may be sent, but browsers always send one; like CloudFront, the
 * server then sends the file as it is.
 */
export function acceptedEncodings(header: string | undefined): Set<TEncoding> {
  const accepted = new Set<TEncoding>();
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  for (const { encoding } of VARIANTS) {
    const weight =
      weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*');
    if (weight !== undefined && weight > 0) accepted.add(encoding);
  }
  return accepted;
}

/** A strong validator per file version and encoding (size and modification time: no hashing per request). */
function entityTag(size: number, mtimeMs: number, encoding: TEncoding | undefined): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

/** `If-None-Match` first (RFC 9110 13.2.2), then `If-Modified-Since` at one-second precision. */
function isNotModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

export interface TStaticSiteOptions {
  /** The file whose presence means the site is built. Default index.html. */
  entry?: string;
  /** Answer the entry for a path that names no file (an SPA route). Default true; false answers 404. */
  spaFallback?: boolean;
  /** Paths under these folders (relative, forward slashes) are never served (another origin's files). */
  exclude?: readonly string[];
}

/**
 * Serves web/dist like the CloudFront distribution does: files as they are, and index.html for any other
 * path (the SPA routes, e.g. /login). A missing file under /assets/ is a 404 rather than index.html, so a
 * stale chunk fails loudly instead of being parsed as HTML. Text files go out brotli- or gzip-encoded from the
 * `.br`/`.gz` files the build wrote (never compressed per request), with `Vary: Accept-Encoding`, an ETag and
 * Last-Modified; a matching `If-None-Match`/`If-Modified-Since` gets 304. The caller gives each answer's security
 * headers (the app origin's or the content origin's).
 */
export function createStaticSite(distDir: string, options: TStaticSiteOptions = {}) {
  const root = normalize(distDir);
  const entry = options.entry ?? 'index.html';
  const spaFallback = options.spaFallback ?? true;
  const excluded = (relative: string) =>
    (options.exclude ?? []).some((folder) => relative === folder || relative.startsWith(`${folder}/`));

  async function pickVariant(req: IncomingMessage, file: string) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    for (const { encoding, suffix } of VARIANTS) {
      if (!accepted.has(encoding)) continue;
      const info = await stat(file + suffix).catch(() => undefined);
      if (info?.isFile()) return { encoding, path: file + suffix, size: info.size };
    }
    return undefined;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    relativePath: string,
    info: Stats,
    security: Record<string, string>,
  ) {
    const contentType = contentTypeFor(file);
    const compressible = isCompressible(contentType);
    const variant = compressible ? await pickVariant(req, file) : undefined;
    const etag = entityTag(info.size, info.mtimeMs, variant?.encoding);
    const headers: OutgoingHttpHeaders = {
      'cache-control': cacheControlFor(relativePath),
      etag,
      'last-modified': info.mtime.toUTCString(),
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...security,
    };
    if (isNotModified(req, etag, info.mtimeMs)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      'content-type': contentType,
      'content-length': variant?.size ?? info.size,
      ...(variant ? { 'content-encoding': variant.encoding } : {}),
      ...headers,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve) => {
      const stream = createReadStream(variant?.path ?? file);
      stream.on('error', () => {
        res.destroy();
        resolve();
      });
      stream.on('end', resolve);
      stream.pipe(res);
    });
  }

  return {
    isBuilt(): boolean {
      return existsSync(join(root, entry));
    },

    async serve(
      req: IncomingMessage,
      res: ServerResponse,
      pathname: string,
      security: Record<string, string>,
    ): Promise<void> {
      if (!existsSync(join(root, entry))) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...security });
        res.end(
          'The web app is not built. Run `npm run build:web` (or use `npm start`, which builds it first), then reload.\n',
        );
        return;
      }
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        decoded = pathname;
      }
      const relative = normalize(decoded).replace(/^([/\\])+/, '');
      const file = join(root, relative);
      // Never serve anything outside web/dist, whatever `..` or encoded separators the path holds.
      const inside = file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
      // The precompressed copies are not files of the site (CloudFront's bucket does not hold them).
      const variantCopy = /\.(br|gz)$/i.test(relative);
      const forwardPath = relative.split(sep).join('/');
      const notFound = () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...security });
        res.end('Not found\n');
      };
      if (excluded(forwardPath)) return notFound();
      if (inside && relative && !relative.includes('\0') && !variantCopy) {
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile()) return sendFile(req, res, file, forwardPath, info, security);
      }
      if (!spaFallback || forwardPath.startsWith('assets/')) return notFound();
      const index = join(root, entry);
      return sendFile(req, res, index, entry, await stat(index), security);
    },
  };
}

export type TStaticSite = ReturnType<typeof createStaticSite>;
