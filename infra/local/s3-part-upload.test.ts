import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  CompleteMultipartUploadCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { proxyToS3, S3_PROXY_PREFIX } from './s3-proxy';
import { startS3Local, type TS3Local } from './s3-local';

const BUCKET = 'uploads-bucket';
const MiB = 1024 * 1024;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const secretFor = (id: string) => (id === 'S3RVER' ? 'S3RVER' : undefined);

let dir: string;
let s3: TS3Local;
let proxy: Server;
let origin: string;
/** The handlers' client, straight to s3rver. */
let store: S3Client;
/** The API's signer of part URLs for the browser (the proxy's public endpoint; no default checksum). */
let signer: S3Client;
/** The same with the SDK's default checksums, which sign the CRC32 of an empty body into a part URL. */
let checksumSigner: S3Client;
let clock: Date | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 's3-part-upload-'));
  s3 = await startS3Local({ directory: dir, port: await freePort(), quiet: true });
  proxy = createServer((req, res) => {
    void proxyToS3(req, res, { s3Endpoint: s3.endpoint, secretFor, now: () => clock ?? new Date() });
  });
  origin = await new Promise<string>((resolve) => {
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`));
  });
  const options = { region: 'eu-west-2', credentials, forcePathStyle: true };
  store = new S3Client({ ...options, endpoint: s3.endpoint });
  const publicEndpoint = `${origin}${S3_PROXY_PREFIX}`;
  signer = new S3Client({ ...options, endpoint: publicEndpoint, requestChecksumCalculation: 'WHEN_REQUIRED' });
  checksumSigner = new S3Client({ ...options, endpoint: publicEndpoint });
  await store.send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  for (const client of [store, signer, checksumSigner]) client.destroy();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

async function createUpload(key: string): Promise<string> {
  return (await store.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }))).UploadId!;
}

function signPart(
  key: string,
  uploadId: string,
  partNumber: number,
  length: number,
  extra: { client?: S3Client; crc32?: string; expiresIn?: number } = {},
) {
  return getSignedUrl(
    extra.client ?? signer,
    new UploadPartCommand({
      Bucket: BUCKET,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
      ContentLength: length,
      ...(extra.crc32 ? { ChecksumCRC32: extra.crc32 } : {}),
    }),
    { expiresIn: extra.expiresIn ?? 900 },
  );
}

const putPart = (url: string | URL, body: Buffer) => fetch(url, { method: 'PUT', body });

async function storedParts(key: string, uploadId: string) {
  const answer = await store.send(new ListPartsCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId }));
  return (answer.Parts ?? []).map((part) => [part.PartNumber, part.Size]);
}

const crc32Of = (bytes: Buffer) => {
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE(crc32(bytes) >>> 0);
  return digest.toString('base64');
};

describe('the local store proxy: presigned multipart parts', () => {
  it('stores signed parts streamed through the proxy, answers their ETag, and the upload completes', async () => {
    const key = 'c/co-a/course-video/9f1c/Site induction.mp4';
    const uploadId = await createUpload(key);
    const parts = [Buffer.alloc(5 * MiB, 7), Buffer.from('the closing seconds')];
    const etags: string[] = [];
    for (const [i, body] of parts.entries()) {
      const response = await putPart(await signPart(key, uploadId, i + 1, body.length), body);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // Read by the browser's uploader from a same-origin response (no Expose-Headers needed).
      etags.push(response.headers.get('etag')!);
    }
    expect(etags).toEqual(parts.map((body) => `"${createHash('md5').update(body).digest('hex')}"`));
    expect(await storedParts(key, uploadId)).toEqual([
      [1, parts[0]!.length],
      [2, parts[1]!.length],
    ]);
    await store.send(
      new CompleteMultipartUploadCommand({
        Bucket: BUCKET,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })) },
      }),
    );
    const object = await store.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses unsigned, expired, forged, tampered and wrongly sized parts, storing none of them', async () => {
    const key = 'c/co-a/course-video/7d2e/clip.mp4';
    const uploadId = await createUpload(key);
    const body = Buffer.from('twenty bytes of part');
    const url = new URL(await signPart(key, uploadId, 1, body.length));
    const attempts: [string, string | URL, Buffer, number, string][] = [];
    const unsigned = `${origin}${S3_PROXY_PREFIX}/${BUCKET}/${key}?partNumber=1&uploadId=${uploadId}`;
    attempts.push(['unsigned', unsigned, body, 403, 'AccessDenied']);
    const forged = new URL(url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    attempts.push(['forged', forged, body, 403, 'SignatureDoesNotMatch']);
    for (const [name, value] of [
      ['partNumber', '2'],
      ['uploadId', 'e'.repeat(32)],
    ] as const) {
      const tampered = new URL(url);
      tampered.searchParams.set(name, value);
      attempts.push([`tampered ${name}`, tampered, body, 403, 'SignatureDoesNotMatch']);
    }
    attempts.push(['another key', url.toString().replace('/co-a/', '/co-b/'), body, 403, 'SignatureDoesNotMatch']);
    // The browser sends the length of what it sends: a body longer or shorter than the signed length is refused.
    attempts.push(['longer', url, Buffer.concat([body, Buffer.from('!')]), 403, 'SignatureDoesNotMatch']);
    attempts.push(['shorter', url, body.subarray(1), 403, 'SignatureDoesNotMatch']);
    const withoutUpload = new URL(url);
    withoutUpload.searchParams.delete('uploadId');
    withoutUpload.searchParams.delete('partNumber');
    attempts.push(['no upload id', withoutUpload, body, 403, 'AccessDenied']);
    const putObject = await getSignedUrl(
      signer,
      new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentLength: body.length }),
    );
    attempts.push(['a presigned PutObject', putObject, body, 403, 'AccessDenied']);
    for (const [what, attempt, sent, status, code] of attempts) {
      const response = await putPart(attempt, sent);
      expect(response.status, what).toBe(status);
      expect(await response.text(), what).toContain(`<Code>${code}</Code>`);
    }
    clock = new Date(Date.now() + 16 * 60 * 1000);
    try {
      const expired = await putPart(url, body);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      clock = undefined;
    }
    expect(await storedParts(key, uploadId)).toEqual([]);
    expect((await putPart(url, body)).status).toBe(200);
    expect(await storedParts(key, uploadId)).toEqual([[1, body.length]]);
  });

  it('answers NoSuchUpload for a signed part of an unknown upload, and checks a signed CRC32', async () => {
    const key = 'c/co-a/course-video/41aa/clip.mp4';
    const body = Buffer.from('a part with a checksum');
    const unknown = await putPart(await signPart(key, 'f'.repeat(32), 1, body.length), body);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<Code>NoSuchUpload</Code>');

    const uploadId = await createUpload(key);
    // The SDK's default signs the CRC32 of an empty body into the URL: S3 refuses every real part so.
    const defaultUrl = new URL(await signPart(key, uploadId, 1, body.length, { client: checksumSigner }));
    expect(defaultUrl.searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');
    const refused = await putPart(defaultUrl, body);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<Code>BadDigest</Code>');
    expect(await storedParts(key, uploadId)).toEqual([]);
    const right = await signPart(key, uploadId, 1, body.length, { client: checksumSigner, crc32: crc32Of(body) });
    expect((await putPart(right, body)).status).toBe(200);
    expect(await storedParts(key, uploadId)).toEqual([[1, body.length]]);
  });

  it('stores nothing when the connection drops before the signed length has arrived', async () => {
    const key = 'c/co-a/course-video/5be0/clip.mp4';
    const uploadId = await createUpload(key);
    const url = new URL(await signPart(key, uploadId, 1, 1000));
    const answered = new Promise<void>((resolve) => {
      const req = request(url, { method: 'PUT', headers: { 'content-length': 1000 } });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(Buffer.alloc(400, 1), () => req.destroy());
    });
    await answered;
    // A later, whole part under the same number is taken: nothing of the dropped one is in the way.
    const whole = Buffer.alloc(1000, 2);
    expect((await putPart(url, whole)).status).toBe(200);
    expect(await storedParts(key, uploadId)).toEqual([[1, 1000]]);
  });
});
