import { createVerify, generateKeyPairSync } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AwsV4Signer } from 'aws4fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_URL_TTL_SECONDS } from '@skillway/shared';
import { withBrowserOrigin } from '../http/browser-origin';
import { cannedPolicy } from './cloudfront-signed-url';
import { attachmentDisposition, presignedFileUrl, signDownload } from './presign-download';

const NOW = new Date('2026-11-26T06:15:30.123Z');
const KEY = 'c/company-1/courses/course-1/assets/asset-1/Intro video.mp4';

/** The SDK's presigned GET for the same object, at the same instant: what the code used before. */
async function sdkUrl(
  endpoint: string | undefined,
  input: { key: string; disposition: string; type?: string; expiresIn: number },
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
): Promise<string> {
  const client = new S3Client({
    region: 'eu-west-2',
    credentials,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: 'skillway-uploads-test',
      Key: input.key,
      ResponseContentDisposition: input.disposition,
      ...(input.type ? { ResponseContentType: input.type } : {}),
    }),
    { expiresIn: input.expiresIn },
  );
}

/** Query parameters as a sorted list, so URLs compare whatever order each signer wrote them in. */
function parts(url: string) {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname, query: [...parsed.searchParams].sort() };
}

/** Re-signs a presigned URL's request (same date, credentials and query) and says whether the signature matches. */
async function signatureHolds(url: string, secretAccessKey: string): Promise<boolean> {
  const parsed = new URL(url);
  const given = parsed.searchParams.get('X-Amz-Signature');
  const datetime = parsed.searchParams.get('X-Amz-Date') ?? '';
  const accessKeyId = (parsed.searchParams.get('X-Amz-Credential') ?? '').split('/')[0] ?? '';
  const sessionToken = parsed.searchParams.get('X-Amz-Security-Token') ?? undefined;
  for (const name of ['X-Amz-Signature', 'X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-SignedHeaders', 'X-Amz-Date']) {
    parsed.searchParams.delete(name);
  }
  parsed.searchParams.delete('X-Amz-Security-Token');
  const signer = new AwsV4Signer({
    method: 'GET',
    url: parsed.toString(),
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    service: 's3',
    region: 'eu-west-2',
    datetime,
    signQuery: true,
  });
  return (await signer.sign()).url.searchParams.get('X-Amz-Signature') === given;
}

describe('presigned downloads without the S3 client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('UPLOADS_BUCKET', 'skillway-uploads-test');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session/token+with=odd chars');
    // A full `vitest run` inherits the local stack's environment (global setup): the tests name what they need.
    vi.stubEnv('S3_PUBLIC_ENDPOINT', '');
    vi.stubEnv('FILES_KEY_PAIR_ID', '');
    vi.stubEnv('FILES_PRIVATE_KEY', '');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  const credentials = {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    sessionToken: 'session/token+with=odd chars',
  };

  it('gives the AWS SDK presigner’s URL on AWS (regional virtual-hosted bucket endpoint)', async () => {
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
    const url = await presignedFileUrl(KEY, { name: 'Intro video.mp4', mimeType: 'video/mp4' });
    const expected = await sdkUrl(
      undefined,
      { key: KEY, disposition: 'inline; filename="Intro-video.mp4"', type: 'video/mp4', expiresIn: 900 },
      credentials,
    );
    expect(parts(url)).toEqual(parts(expected));
    const parsed = new URL(url);
    expect(parsed.host).toBe('skillway-uploads-test.s3.eu-west-2.amazonaws.com');
    expect(parsed.pathname).toBe('/c/company-1/courses/course-1/assets/asset-1/Intro%20video.mp4');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(parsed.searchParams.get('X-Amz-Date')).toBe('20261126T061530Z');
    expect(parsed.searchParams.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20261126/eu-west-2/s3/aws4_request');
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(parsed.searchParams.get('X-Amz-Security-Token')).toBe(credentials.sessionToken);
    expect(parsed.searchParams.get('response-content-type')).toBe('video/mp4');
  });

  it('signs path-style for the local S3 endpoint, attachment for types not shown inline, with a set expiry', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('SKILLWAY_RUNTIME', 'local');
    const url = await presignedFileUrl(
      'c/company-1/certificates/x.zip',
      { name: 'notes.zip', mimeType: 'application/zip' },
      120,
    );
    const expected = await sdkUrl(
      'http://127.0.0.1:4569',
      {
        key: 'c/company-1/certificates/x.zip',
        disposition: 'attachment; filename="notes.zip"',
        type: 'application/zip',
        expiresIn: 120,
      },
      credentials,
    );
    expect(parts(url)).toEqual(parts(expected));
    expect(parts(url).origin).toBe('http://127.0.0.1:4569');
    expect(parts(url).path).toBe('/skillway-uploads-test/c/company-1/certificates/x.zip');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('120');
  });

  it('names a download whose text holds a lone surrogate with U+FFFD in its place, never a URIError (fuzz seed 2078080604)', () => {
    expect(attachmentDisposition('Certificate - Fire \uD800 Safety.pdf')).toBe(
      'attachment; filename="Certificate - Fire _ Safety.pdf"; ' +
        "filename*=UTF-8''Certificate%20-%20Fire%20%EF%BF%BD%20Safety.pdf",
    );
    expect(attachmentDisposition('A \uDC00\uD83D\uDE00.pdf')).toContain(
      "filename*=UTF-8''A%20%EF%BF%BD%F0%9F%98%80.pdf",
    );
  });

  it('signs a certificate download as an attachment named for what it is, locally and on AWS as the SDK would', async () => {
    const name = "Certificate - Sécurité (Level 2) - Zoë O'Brien - 2026-12-05.pdf";
    const disposition =
      'attachment; filename="Certificate - Securite (Level 2) - Zoe O\'Brien - 2026-12-05.pdf"; ' +
      "filename*=UTF-8''Certificate%20-%20S%C3%A9curit%C3%A9%20%28Level%202%29%20-%20Zo%C3%AB%20O%27Brien%20-%202026-12-05.pdf";
    expect(attachmentDisposition(name)).toBe(disposition);
    const key = 'c/company-1/certificates/course-1/user-1.pdf';
    for (const [runtime, endpoint] of [
      ['local', 'http://127.0.0.1:4569'],
      ['aws', ''],
    ] as const) {
      vi.stubEnv('S3_ENDPOINT', endpoint);
      vi.stubEnv('SKILLWAY_RUNTIME', runtime);
      const url = await presignedFileUrl(key, { mimeType: 'application/pdf', download: { name } }, 300);
      expect(new URL(url).searchParams.get('response-content-disposition'), runtime).toBe(disposition);
      const expected = await sdkUrl(
        endpoint || undefined,
        { key, disposition, type: 'application/pdf', expiresIn: 300 },
        credentials,
      );
      expect(parts(url), runtime).toEqual(parts(expected));
      expect(await signatureHolds(url, credentials.secretAccessKey), runtime).toBe(true);
    }
  });

  it('signs export downloads for the browser’s S3 origin (the same-origin proxy, with its path)', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', 'http://localhost:5173/s3/');
    vi.stubEnv('SKILLWAY_RUNTIME', 'local');
    const key = 'c/company-1/reports/job-1/groups report.xlsx';
    const signed = await signDownload(key, 'groups report.xlsx', 'text/csv; charset=utf-8');
    const expected = await sdkUrl(
      'http://localhost:5173/s3',
      {
        key,
        disposition: 'attachment; filename="groups report.xlsx"',
        type: 'text/csv; charset=utf-8',
        expiresIn: signed.expiresIn,
      },
      credentials,
    );
    expect(parts(signed.url)).toEqual(parts(expected));
    expect(parts(signed.url).path).toBe('/s3/skillway-uploads-test/c/company-1/reports/job-1/groups%20report.xlsx');
    expect(signed).toMatchObject({ key, fileName: 'groups report.xlsx' });
  });

  it('locally signs file and export links for the host the browser used (another machine on the network)', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', 'http://localhost:3000/_local/s3');
    vi.stubEnv('APP_URL', 'http://localhost:3000');
    vi.stubEnv('SKILLWAY_RUNTIME', 'local');
    const headers = { host: '192.168.1.50:3000' };
    const file = await withBrowserOrigin(headers, () =>
      presignedFileUrl('c/company-1/a.pdf', { mimeType: 'application/pdf' }),
    );
    const exported = await withBrowserOrigin(headers, () => signDownload('c/company-1/r.csv', 'r.csv', 'text/csv'));
    for (const url of [file, exported.url]) {
      expect(new URL(url).origin).toBe('http://192.168.1.50:3000');
      expect(new URL(url).pathname.startsWith('/_local/s3/skillway-uploads-test/c/company-1/')).toBe(true);
      expect(await signatureHolds(url, 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY')).toBe(true);
    }
    // Outside a request (a background job) the configured public endpoint; a malformed Host is never used.
    expect(new URL(await presignedFileUrl('c/company-1/a.pdf')).origin).toBe('http://localhost:3000');
    const odd = await withBrowserOrigin({ host: 'evil.test/x?' }, () => presignedFileUrl('c/company-1/a.pdf'));
    expect(new URL(odd).origin).toBe('http://localhost:3000');
    // On AWS the request's host is never read.
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', '');
    const aws = await withBrowserOrigin(headers, () => presignedFileUrl('c/company-1/a.pdf'));
    expect(new URL(aws).host).toBe('skillway-uploads-test.s3.eu-west-2.amazonaws.com');
  });

  it('uses s3rver’s credentials locally when the environment has none, and refuses on AWS', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    vi.stubEnv('AWS_SESSION_TOKEN', '');
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('SKILLWAY_RUNTIME', 'local');
    const url = await presignedFileUrl('c/company-1/a.pdf', { mimeType: 'application/pdf' });
    expect(new URL(url).searchParams.get('X-Amz-Credential')).toBe('S3RVER/20261126/eu-west-2/s3/aws4_request');
    expect(new URL(url).searchParams.has('X-Amz-Security-Token')).toBe(false);
    expect(await signatureHolds(url, 'S3RVER')).toBe(true);
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
    await expect(presignedFileUrl('c/company-1/a.pdf')).rejects.toThrow(/credentials/);
  });

  it('a changed byte anywhere in the signed request breaks the signature', async () => {
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
    const url = await presignedFileUrl('c/company-1/a.pdf', { name: 'a.pdf', mimeType: 'application/pdf' });
    expect(await signatureHolds(url, credentials.secretAccessKey)).toBe(true);
    const tampered = [
      url.replace('/c/company-1/a.pdf', '/c/company-2/a.pdf'),
      url.replace('X-Amz-Expires=900', 'X-Amz-Expires=901'),
      url.replace('filename%3D%22a.pdf', 'filename%3D%22b.pdf'),
      url.replace('response-content-type=application%2Fpdf', 'response-content-type=application%2Fpdg'),
      url.replace('skillway-uploads-test.s3', 'skillway-uploads-tesu.s3'),
    ];
    for (const changed of tampered) {
      expect(changed).not.toBe(url);
      expect(await signatureHolds(changed, credentials.secretAccessKey)).toBe(false);
    }
    expect(await signatureHolds(url, 'another-secret')).toBe(false);
  });
});

describe('CloudFront signed download URLs (AWS, with the files behaviour configured)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

  /** What CloudFront does with a signed URL: strips the three parameters, rebuilds the canned policy, verifies. */
  function cloudFrontAccepts(url: string, at: Date): boolean {
    const match = /^(.*)[?&]Expires=(\d+)&Key-Pair-Id=([\w%]+)&Signature=([\w~-]+)$/.exec(url);
    if (!match) return false;
    const [, resource = '', expires = '0', keyPairId = '', signature = ''] = match;
    if (decodeURIComponent(keyPairId) !== 'K2JCJMDEHXQW5F') return false;
    if (Number(expires) <= Math.floor(at.getTime() / 1000)) return false;
    const base64 = signature.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/');
    return createVerify('RSA-SHA1')
      .update(cannedPolicy(resource, Number(expires)))
      .verify(publicKey, base64, 'base64');
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('UPLOADS_BUCKET', 'skillway-uploads-test');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', '');
    vi.stubEnv('APP_URL', 'https://learn.example.com/');
    vi.stubEnv('FILES_KEY_PAIR_ID', 'K2JCJMDEHXQW5F');
    vi.stubEnv('FILES_PRIVATE_KEY', pem);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('signs a file link on the app origin: the key as the path, the disposition and type signed, 15 minutes', async () => {
    const url = await presignedFileUrl(KEY, { name: 'Intro video.mp4', mimeType: 'video/mp4' });
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://learn.example.com');
    expect(parsed.pathname).toBe('/c/company-1/courses/course-1/assets/asset-1/Intro%20video.mp4');
    expect([...parsed.searchParams.keys()]).toEqual([
      'response-content-disposition',
      'response-content-type',
      'Expires',
      'Key-Pair-Id',
      'Signature',
    ]);
    expect(parsed.searchParams.get('response-content-disposition')).toBe('inline; filename="Intro-video.mp4"');
    expect(parsed.searchParams.get('response-content-type')).toBe('video/mp4');
    // Spaces as %20, never "+", so S3 reads the same value CloudFront checked.
    expect(url).toContain('response-content-disposition=inline%3B%20filename%3D%22Intro-video.mp4%22&');
    expect(parsed.searchParams.get('Expires')).toBe(String(Math.floor(NOW.getTime() / 1000) + 900));
    expect(parsed.searchParams.get('Key-Pair-Id')).toBe('K2JCJMDEHXQW5F');
    expect(parsed.searchParams.get('Signature')).toMatch(/^[\w~-]{300,}$/);
    // No S3 signature and no AWS credentials in a CloudFront link.
    expect(url).not.toMatch(/X-Amz-|AKIDEXAMPLE/);
    expect(cloudFrontAccepts(url, NOW)).toBe(true);
  });

  it('signs exports as attachments for the export lifetime, and short expiries as asked', async () => {
    const exported = await signDownload(
      'c/company-1/reports/job-1/groups report.xlsx',
      'groups report.xlsx',
      'text/csv; charset=utf-8',
    );
    const parsed = new URL(exported.url);
    expect(parsed.origin).toBe('https://learn.example.com');
    expect(parsed.pathname).toBe('/c/company-1/reports/job-1/groups%20report.xlsx');
    expect(parsed.searchParams.get('response-content-disposition')).toBe('attachment; filename="groups report.xlsx"');
    expect(parsed.searchParams.get('response-content-type')).toBe('text/csv; charset=utf-8');
    expect(Number(parsed.searchParams.get('Expires'))).toBe(Math.floor(NOW.getTime() / 1000) + EXPORT_URL_TTL_SECONDS);
    expect(cloudFrontAccepts(exported.url, NOW)).toBe(true);

    const zip = await presignedFileUrl(
      'c/company-1/certificates/x.zip',
      { name: 'notes.zip', mimeType: 'application/zip' },
      120,
    );
    expect(new URL(zip).searchParams.get('response-content-disposition')).toBe('attachment; filename="notes.zip"');
    expect(new URL(zip).searchParams.get('Expires')).toBe(String(Math.floor(NOW.getTime() / 1000) + 120));
    // Expired after its lifetime, as CloudFront would answer 403.
    expect(cloudFrontAccepts(zip, new Date(NOW.getTime() + 119_000))).toBe(true);
    expect(cloudFrontAccepts(zip, new Date(NOW.getTime() + 121_000))).toBe(false);
  });

  it('signs a certificate download on the app origin with its attachment name, which CloudFront forwards', async () => {
    const name = 'Certificate - Fire Safety Awareness - Tom Baker - 2026-12-05.pdf';
    const url = await presignedFileUrl(
      'c/company-1/certificates/course-1/user-1.pdf',
      { mimeType: 'application/pdf', download: { name } },
      300,
    );
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://learn.example.com');
    expect(parsed.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(parsed.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(cloudFrontAccepts(url, NOW)).toBe(true);
  });

  it('a changed byte anywhere in the link breaks the signature', async () => {
    const url = await presignedFileUrl('c/company-1/a.pdf', { name: 'a.pdf', mimeType: 'application/pdf' });
    expect(cloudFrontAccepts(url, NOW)).toBe(true);
    const tampered = [
      url.replace('/c/company-1/a.pdf', '/c/company-2/a.pdf'),
      url.replace('inline%3B', 'attachment%3B'),
      url.replace('application%2Fpdf', 'text%2Fhtml'),
      url.replace(/Expires=(\d+)/, (_, expires: string) => `Expires=${Number(expires) + 3600}`),
    ];
    for (const changed of tampered) {
      expect(changed).not.toBe(url);
      expect(cloudFrontAccepts(changed, NOW)).toBe(false);
    }
  });

  it('takes a key with escaped line breaks, and falls back to S3 presigned GETs when not configured or local', async () => {
    vi.stubEnv('FILES_PRIVATE_KEY', pem.replace(/\n/g, '\\n'));
    expect(cloudFrontAccepts(await presignedFileUrl('c/company-1/a.pdf'), NOW)).toBe(true);
    vi.stubEnv('FILES_KEY_PAIR_ID', '');
    expect(new URL(await presignedFileUrl('c/company-1/a.pdf')).host).toBe(
      'skillway-uploads-test.s3.eu-west-2.amazonaws.com',
    );
    vi.stubEnv('FILES_KEY_PAIR_ID', 'K2JCJMDEHXQW5F');
    vi.stubEnv('SKILLWAY_RUNTIME', 'local');
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('APP_URL', 'http://localhost:3000');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', 'http://localhost:3000/_local/s3');
    const local = new URL(await presignedFileUrl('c/company-1/a.pdf'));
    expect(local.pathname).toBe('/_local/s3/skillway-uploads-test/c/company-1/a.pdf');
    expect(local.searchParams.has('X-Amz-Signature')).toBe(true);
  });
});
