import { GetObjectCommand, S3Client, UploadPartCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPresignedUrl } from './s3-signature';

const SIGNED_AT = new Date('2026-03-14T09:26:53Z');
const secretFor = (id: string) => (id === 'S3RVER' ? 'S3RVER' : undefined);
// As the API signs part URLs for the browser: the proxy's public endpoint, no default checksum in the query.
const client = new S3Client({
  region: 'eu-west-2',
  endpoint: 'http://localhost:3000/_local/s3',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
afterAll(() => client.destroy());

const KEY = 'c/co-a/course-video/0b9f/Site induction (final).mp4';

function signPart(length: number, partNumber = 3) {
  return getSignedUrl(
    client,
    new UploadPartCommand({
      Bucket: 'uploads',
      Key: KEY,
      UploadId: 'a'.repeat(32),
      PartNumber: partNumber,
      ContentLength: length,
    }),
    { expiresIn: 900, signingDate: SIGNED_AT },
  );
}

const verify = (method: string, url: string | URL, headers: Record<string, string> = {}, now = SIGNED_AT) =>
  verifyPresignedUrl({ method, url: new URL(url), headers, now, secretFor });

describe('presigned UploadPart URLs (the presigner signs Content-Length beside host)', () => {
  it('verifies the URL the real presigner emits, with the length it pinned', async () => {
    const url = new URL(await signPart(16 * 1024 * 1024));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(url.searchParams.get('partNumber')).toBe('3');
    expect(await verify('PUT', url, { 'content-length': String(16 * 1024 * 1024) })).toEqual({ ok: true });
  });

  it('refuses another length, a missing one, a changed part or upload, another method and a late use', async () => {
    const url = new URL(await signPart(16 * 1024 * 1024));
    const mismatch = { ok: false, status: 403, code: 'SignatureDoesNotMatch' };
    expect(await verify('PUT', url, { 'content-length': String(16 * 1024 * 1024 + 1) })).toMatchObject(mismatch);
    expect(await verify('PUT', url)).toMatchObject(mismatch);
    for (const [name, value] of [
      ['partNumber', '4'],
      ['uploadId', 'b'.repeat(32)],
    ] as const) {
      const tampered = new URL(url);
      tampered.searchParams.set(name, value);
      expect(await verify('PUT', tampered, { 'content-length': String(16 * 1024 * 1024) }), name).toMatchObject(
        mismatch,
      );
    }
    // A part URL read as a GET is signed with other headers than a link may have.
    expect(await verify('GET', url)).toMatchObject({ ok: false, code: 'AccessDenied' });
    const late = new Date(SIGNED_AT.getTime() + 901 * 1000);
    expect(await verify('PUT', url, { 'content-length': String(16 * 1024 * 1024) }, late)).toMatchObject({
      ok: false,
      message: 'Request has expired',
    });
  });

  it('refuses a PUT whose length is not signed (a GET link used to write)', async () => {
    const link = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'uploads', Key: KEY }), {
      signingDate: SIGNED_AT,
    });
    expect(await verify('GET', link)).toEqual({ ok: true });
    expect(await verify('PUT', link, { 'content-length': '5' })).toMatchObject({ ok: false, code: 'AccessDenied' });
  });
});
