import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, cacheControlFor, createStaticSite, localSecurityHeaders } from './static-site';

const CHUNK = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};`;
const ONLY_GZIP_CSS = 'body { margin: 0; } '.repeat(100);

describe('createStaticSite', () => {
  let dir: string;
  let server: Server;
  let base: string;

  /** fetch() would decode the body and hide the encoding: read the raw response with node:http. */
  function fetchRaw(
    path: string,
    acceptEncoding: string | undefined,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        {
          method,
          headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dir, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    // What the build's precompression writes: both variants for the chunk, only gzip for the stylesheet.
    await writeFile(join(dir, 'assets', 'chunk-Qw12Er34.js'), CHUNK);
    await writeFile(join(dir, 'assets', 'chunk-Qw12Er34.js.br'), brotliCompressSync(CHUNK));
    await writeFile(join(dir, 'assets', 'chunk-Qw12Er34.js.gz'), gzipSync(CHUNK));
    await writeFile(join(dir, 'assets', 'style-Ty56Ui78.css'), ONLY_GZIP_CSS);
    await writeFile(join(dir, 'assets', 'style-Ty56Ui78.css.gz'), gzipSync(ONLY_GZIP_CSS));
    await writeFile(join(dir, 'assets', 'logo-Op90As12.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(join(dir, 'assets', 'logo-Op90As12.png.gz'), gzipSync(Buffer.from([0x89, 0x50, 0x4e, 0x47])));
    await writeFile(join(tmpdir(), 'outside-secret.txt'), 'secret');
    const site = createStaticSite(dir);
    server = createServer(
      (req, res) => void site.serve(req, res, new URL(req.url ?? '/', 'http://x').pathname, localSecurityHeaders(req)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await fetch(`${base}/assets/index-AbCd1234.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to index.html, never cached, for app routes', async () => {
    for (const path of ['/', '/login', '/admin/users/7']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    expect((await fetch(`${base}/assets/gone-12345678.js`)).status).toBe(404);
  });

  it('never serves files outside the build', async () => {
    const response = await fetch(`${base}/..%2foutside-secret.txt`);
    expect(await response.text()).not.toContain('secret');
  });

  it('sends the brotli file to a browser that accepts it, gzip otherwise, the plain file to anything else', async () => {
    const brotli = await fetchRaw('/assets/chunk-Qw12Er34.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(CHUNK);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(CHUNK.length / 10);

    const gzip = await fetchRaw('/assets/chunk-Qw12Er34.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK);

    const refused = await fetchRaw('/assets/chunk-Qw12Er34.js', 'br;q=0, gzip;q=0.5');
    expect(refused.headers['content-encoding']).toBe('gzip');

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await fetchRaw('/assets/chunk-Qw12Er34.js', acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(CHUNK);
    }
    for (const response of [brotli, gzip]) {
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('falls back to the next encoding the build wrote, and never encodes images', async () => {
    const css = await fetchRaw('/assets/style-Ty56Ui78.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(css.body).toString()).toBe(ONLY_GZIP_CSS);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const png = await fetchRaw('/assets/logo-Op90As12.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('does not serve the precompressed copies as files of their own', async () => {
    expect((await fetch(`${base}/assets/chunk-Qw12Er34.js.br`)).status).toBe(404);
    const fallback = await fetch(`${base}/index.html.gz`);
    expect(fallback.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers a revalidation with 304 when the ETag or the date still matches', async () => {
    const first = await fetchRaw('/login', 'br');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const byTag = await fetchRaw('/courses', 'br', { 'if-none-match': `W/"other", ${etag}` });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('no-cache');

    expect((await fetchRaw('/', 'br', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await fetchRaw('/', 'br', { 'if-none-match': '"stale"', 'if-modified-since': lastModified })).status).toBe(
      200,
    );

    // Each encoding is its own representation, with its own tag.
    const brotli = await fetchRaw('/assets/chunk-Qw12Er34.js', 'br');
    const gzip = await fetchRaw('/assets/chunk-Qw12Er34.js', 'gzip');
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    const revalidated = await fetchRaw('/assets/chunk-Qw12Er34.js', 'gzip', {
      'if-none-match': brotli.headers.etag as string,
    });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of the encoded file and no body', async () => {
    const head = await fetchRaw('/assets/chunk-Qw12Er34.js', 'br', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(CHUNK).length);
    expect(head.body.length).toBe(0);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0.1, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings('x-gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('sets cache headers by file kind', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('assets/app-Zx81_kq2.css')).toBe('public, max-age=31536000, immutable');
    // Seven hash characters, as the build names them, and the launch page's assets.
    expect(cacheControlFor('assets/index-Dw9Glxr.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('launch/assets/scorm-Ab3_x9Q.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/nested/file.js')).toBe('public, max-age=300');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=300');
  });
});
