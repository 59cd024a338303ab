import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { proxyToS3, S3_PROXY_PREFIX } from './s3-proxy';
import { startS3Local, type TS3Local } from './s3-local';

const BUCKET = 'uploads-bucket';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const secretFor = (id: string) => (id === 'S3RVER' ? 'S3RVER' : undefined);

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

let dir: string;
let s3: TS3Local;
let proxy: Server;
let origin: string;
/** What the store itself holds (the handlers' client, straight to s3rver). */
let store: S3Client;
/** The browsers' view: the same-origin proxy, as S3_PUBLIC_ENDPOINT signs for. */
let publicS3: S3Client;
let clock: Date | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 's3-proxy-'));
  s3 = await startS3Local({ directory: dir, port: await freePort(), quiet: true });
  proxy = createServer((req, res) => {
    void proxyToS3(req, res, { s3Endpoint: s3.endpoint, secretFor, now: () => clock ?? new Date() });
  });
  origin = await listen(proxy);
  const options = { region: 'eu-west-2', credentials, forcePathStyle: true };
  store = new S3Client({ ...options, endpoint: s3.endpoint });
  publicS3 = new S3Client({ ...options, endpoint: `${origin}${S3_PROXY_PREFIX}` });
  const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
  await store.send(new CreateBucketCommand({ Bucket: BUCKET }));
  await store.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: 'c/co-a/cert.pdf',
      Body: '%PDF-1.7 A',
      ContentType: 'application/pdf',
    }),
  );
  await store.send(
    new PutObjectCommand({
      Bucket: BUCKET,
      Key: 'c/co-a/page.html',
      Body: '<script>alert(1)</script>',
      ContentType: 'text/html',
    }),
  );
});

afterAll(async () => {
  store.destroy();
  publicS3.destroy();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

const signedGet = (
  key: string,
  extra: Partial<ConstructorParameters<typeof GetObjectCommand>[0]> = {},
  expiresIn = 900,
) => getSignedUrl(publicS3, new GetObjectCommand({ Bucket: BUCKET, Key: key, ...extra }), { expiresIn });

async function stored(key: string): Promise<string | undefined> {
  try {
    const object = await store.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return await object.Body?.transformToString();
  } catch {
    return undefined;
  }
}

describe('the local store proxy: reads', () => {
  it('serves a presigned GET with its signed response headers and nosniff', async () => {
    const url = await signedGet('c/co-a/cert.pdf', {
      ResponseContentDisposition: 'inline; filename="cert.pdf"',
      ResponseContentType: 'application/pdf',
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-1.7 A');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="cert.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('refuses a read with no signature, a forged or moved one, another secret, or past its expiry', async () => {
    const url = new URL(await signedGet('c/co-a/cert.pdf'));
    const attempts: [string, string][] = [['unsigned', `${origin}${S3_PROXY_PREFIX}/${BUCKET}/c/co-a/cert.pdf`]];
    const forged = new URL(url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    attempts.push(['forged', forged.toString()]);
    // The signature of one key does not open another (another company's file).
    attempts.push(['moved', url.toString().replace('/c/co-a/cert.pdf', '/c/co-b/cert.pdf')]);
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    attempts.push(['expiry stretched', longer.toString()]);
    const otherSecret = new S3Client({
      region: 'eu-west-2',
      forcePathStyle: true,
      endpoint: `${origin}${S3_PROXY_PREFIX}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'guessed' },
    });
    attempts.push([
      'other secret',
      await getSignedUrl(otherSecret, new GetObjectCommand({ Bucket: BUCKET, Key: 'c/co-a/cert.pdf' })),
    ]);
    otherSecret.destroy();
    for (const [what, attempt] of attempts) {
      const response = await fetch(attempt);
      expect(response.status, what).toBe(403);
      expect(await response.text(), what).not.toContain('%PDF');
    }
    clock = new Date(Date.now() + 16 * 60 * 1000);
    try {
      const expired = await fetch(url);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      clock = undefined;
    }
  });

  it('sends what a browser could run as an attachment, whatever the link asked for', async () => {
    for (const url of [
      await signedGet('c/co-a/page.html'),
      await signedGet('c/co-a/page.html', { ResponseContentDisposition: 'inline', ResponseContentType: 'text/html' }),
      await signedGet('c/co-a/cert.pdf', { ResponseContentType: 'image/svg+xml' }),
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses listings, PUT and DELETE from browsers, leaving the store as it was', async () => {
    for (const path of [`/${BUCKET}?list-type=2`, `/${BUCKET}/`, `/${BUCKET}`, '/', '?list-type=2']) {
      expect((await fetch(`${origin}${S3_PROXY_PREFIX}${path}`)).status, path).toBe(403);
    }
    const put = await fetch(`${origin}${S3_PROXY_PREFIX}/${BUCKET}/c/co-a/cert.pdf`, {
      method: 'PUT',
      body: 'overwritten',
    });
    expect(put.status).toBe(403);
    // Even with a valid GET signature in the query.
    const signed = new URL(await signedGet('c/co-a/cert.pdf'));
    expect((await fetch(signed, { method: 'DELETE' })).status).toBe(403);
    expect((await fetch(signed, { method: 'PUT', body: 'overwritten' })).status).toBe(403);
    expect(await stored('c/co-a/cert.pdf')).toBe('%PDF-1.7 A');
    await store.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'c/co-a/cert.pdf' }));
  });
});

/** A policy as the product signs one (sign-upload.ts): the key, the type and a size range pinned. */
function policyFor(key: string, contentType = 'text/plain', max = 64, expires = 60) {
  return createPresignedPost(publicS3, {
    Bucket: BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, max],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expires,
  });
}

async function post(url: string, fields: Record<string, string>, file: string | undefined) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined) form.append('file', new Blob([file]), 'notes.txt');
  return fetch(url, { method: 'POST', body: form });
}

describe('the local store proxy: presigned POST uploads', () => {
  it('stores a file under the policy key with the policy type', async () => {
    const { url, fields } = await policyFor('c/co-a/uploads/notes.txt');
    expect(url.startsWith(`${origin}${S3_PROXY_PREFIX}/`)).toBe(true);
    expect((await post(url, fields, 'hello')).status).toBe(204);
    expect(await stored('c/co-a/uploads/notes.txt')).toBe('hello');
    const head = await store.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'c/co-a/uploads/notes.txt' }));
    expect(head.ContentType).toBe('text/plain');
  });

  it('refuses a policy used for another key, another type, an extra field, a forged signature or after expiry', async () => {
    const { url, fields } = await policyFor('c/co-a/uploads/report.txt');
    const cases: [string, Record<string, string>, number][] = [
      // One company's policy writing into another's prefix, or over another company's package.
      ['another key', { ...fields, key: 'c/co-b/uploads/report.txt' }, 403],
      ['a package file', { ...fields, key: 'content/co-b/asset-1/index.html' }, 403],
      ['another type', { ...fields, 'Content-Type': 'text/html' }, 403],
      ['an extra field', { ...fields, 'Content-Disposition': 'inline' }, 403],
      ['a forged signature', { ...fields, 'X-Amz-Signature': 'f'.repeat(64) }, 403],
      ['no policy', Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'Policy')), 400],
    ];
    for (const [what, form, status] of cases) {
      const response = await post(url, form, 'sneaky');
      expect(response.status, what).toBe(status);
    }
    expect(await stored('c/co-b/uploads/report.txt')).toBeUndefined();
    expect(await stored('content/co-b/asset-1/index.html')).toBeUndefined();
    expect(await stored('c/co-a/uploads/report.txt')).toBeUndefined();

    clock = new Date(Date.now() + 2 * 60 * 1000);
    try {
      expect((await post(url, fields, 'late')).status).toBe(403);
    } finally {
      clock = undefined;
    }
    expect(await stored('c/co-a/uploads/report.txt')).toBeUndefined();
  });

  it('holds the size to the policy range and stores nothing outside it', async () => {
    const big = await policyFor('c/co-a/uploads/big.txt', 'text/plain', 8);
    const tooLarge = await post(big.url, big.fields, 'x'.repeat(9));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('EntityTooLarge');
    const empty = await post(big.url, big.fields, '');
    expect(empty.status).toBe(400);
    expect(await stored('c/co-a/uploads/big.txt')).toBeUndefined();
    expect((await post(big.url, big.fields, 'x'.repeat(8))).status).toBe(204);
    expect(await stored('c/co-a/uploads/big.txt')).toBe('xxxxxxxx');
  });

  it('refuses a POST with no file, or that is not a form', async () => {
    const { url, fields } = await policyFor('c/co-a/uploads/none.txt');
    expect((await post(url, fields, undefined)).status).toBe(400);
    const json = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    const html = await fetch(`${url}c/co-a/x.html`, { method: 'POST', body: 'x' });
    expect(html.status).toBe(403);
    expect(await stored('c/co-a/uploads/none.txt')).toBeUndefined();
  });
});

describe('a reader that goes away mid-answer', () => {
  it("ends the proxy's read from s3rver, so the store can still close", async () => {
    const ownDir = await mkdtemp(join(tmpdir(), 's3-proxy-gone-'));
    const own = await startS3Local({ directory: ownDir, port: await freePort(), quiet: true });
    const ownProxy = createServer((req, res) => {
      void proxyToS3(req, res, { s3Endpoint: own.endpoint, secretFor });
    });
    const ownOrigin = await listen(ownProxy);
    const options = { region: 'eu-west-2', credentials, forcePathStyle: true };
    const ownStore = new S3Client({ ...options, endpoint: own.endpoint });
    const ownPublic = new S3Client({ ...options, endpoint: `${ownOrigin}${S3_PROXY_PREFIX}` });
    const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
    await ownStore.send(new CreateBucketCommand({ Bucket: BUCKET }));
    // Larger than the sockets' buffers: s3rver is still sending when the reader leaves (a video it stopped playing).
    await ownStore.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'c/co-a/film.mp4',
        Body: Buffer.alloc(32 * 1024 * 1024, 1),
        ContentType: 'video/mp4',
      }),
    );
    const url = await getSignedUrl(ownPublic, new GetObjectCommand({ Bucket: BUCKET, Key: 'c/co-a/film.mp4' }));
    const { request } = await import('node:http');
    await new Promise<void>((resolve, reject) => {
      const req = request(url, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    ownStore.destroy();
    ownPublic.destroy();
    await new Promise<void>((resolve) => ownProxy.close(() => resolve()));
    // With the read left open, s3rver's close waited for that connection for ever (the browser project never ended).
    await own.stop();
    await rm(ownDir, { recursive: true, force: true });
  });
});
