import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
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

/** The headers CloudFront's response-headers policy adds in the AWS build. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Vite names built files `name-<hash>.ext`: those never change, so browsers may keep them for a year. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.endsWith('.html')) return 'no-cache';
  if (/(^|\/)assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(relativePath))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Serves web/dist like the CloudFront distribution does: files as they are, and index.html for any other
 * path (the SPA routes, e.g. /login). A missing file under /assets/ is a 404 rather than index.html, so a
 * stale chunk fails loudly instead of being parsed as HTML.
 */
export function createStaticSite(distDir: string) {
  const root = normalize(distDir);

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, relativePath: string, size: number) {
    res.writeHead(200, {
      'content-type': contentTypeFor(file),
      'content-length': size,
      'cache-control': cacheControlFor(relativePath),
      ...SECURITY_HEADERS,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await new Promise<void>((resolve) => {
      const stream = createReadStream(file);
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
      return existsSync(join(root, 'index.html'));
    },

    async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
      if (!existsSync(join(root, 'index.html'))) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
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
      if (inside && relative && !relative.includes('\0')) {
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile()) return sendFile(req, res, file, relative.split(sep).join('/'), info.size);
      }
      if (relative.startsWith(`assets${sep}`) || relative.startsWith('assets/')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        res.end('Not found\n');
        return;
      }
      const index = join(root, 'index.html');
      const info = await stat(index);
      return sendFile(req, res, index, 'index.html', info.size);
    },
  };
}

export type TStaticSite = ReturnType<typeof createStaticSite>;
