import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createStaticSite } from './static-site';

describe('createStaticSite', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dir, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    await writeFile(join(tmpdir(), 'outside-secret.txt'), 'secret');
    const site = createStaticSite(dir);
    server = createServer((req, res) => void site.serve(req, res, new URL(req.url ?? '/', 'http://x').pathname));
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

  it('sets cache headers by file kind', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('assets/app-Zx81_kq2.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=300');
  });
});
