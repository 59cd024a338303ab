import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToS3, S3_PROXY_PREFIX } from './s3-proxy';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A stand-in for s3rver: answers what a presigned GET with response overrides gets, and records what it was asked. */
const seen: { method?: string; url?: string; host?: string }[] = [];
const upstream = createServer((req: IncomingMessage, res) => {
  seen.push({ method: req.method, url: req.url, host: req.headers.host });
  if (req.url?.includes('missing')) {
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end('<Error><Code>NoSuchKey</Code></Error>');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://s3.local');
  res.writeHead(200, {
    'content-type': url.searchParams.get('response-content-type') ?? 'binary/octet-stream',
    'content-disposition': url.searchParams.get('response-content-disposition') ?? 'inline',
    etag: '"abc"',
  });
  res.end(req.method === 'HEAD' ? undefined : '<html><script>alert(1)</script></html>');
});
const proxy = createServer((req, res) => proxyToS3(req, res, s3Endpoint));
let s3Endpoint = '';
let proxyOrigin = '';

beforeAll(async () => {
  s3Endpoint = await listen(upstream);
  proxyOrigin = await listen(proxy);
});
afterAll(async () => {
  await close(proxy);
  await close(upstream);
});

describe('the local same-origin S3 proxy', () => {
  it('adds nosniff to a download and keeps the signed Content-Type and Content-Disposition', async () => {
    const query = new URLSearchParams({
      'response-content-type': 'application/zip',
      'response-content-disposition': 'attachment; filename="notes.zip"',
      'X-Amz-Signature': 'sig',
    });
    const response = await fetch(`${proxyOrigin}${S3_PROXY_PREFIX}/bucket/c/company-1/a%20b.zip?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="notes.zip"');
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(await response.text()).toContain('<script>');
    const last = seen.at(-1);
    expect(last?.url).toBe(`/bucket/c/company-1/a%20b.zip?${query}`);
    expect(last?.host).toBe(new URL(s3Endpoint).host);
  });

  it('adds nosniff to HEAD answers and to S3’s errors', async () => {
    const head = await fetch(`${proxyOrigin}${S3_PROXY_PREFIX}/bucket/c/company-1/a.pdf`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${proxyOrigin}${S3_PROXY_PREFIX}/bucket/c/company-1/missing.pdf`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('content-type')).toBe('application/xml');
  });

  it('answers 502 when S3 is not there', async () => {
    const dead = createServer((req, res) => proxyToS3(req, res, 'http://127.0.0.1:1'));
    const origin = await listen(dead);
    try {
      const response = await fetch(`${origin}${S3_PROXY_PREFIX}/bucket/c/x`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'Bad Gateway' });
    } finally {
      await close(dead);
    }
  });
});
