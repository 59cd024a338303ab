import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AwsV4Signer } from 'aws4fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { s3Bucket, type TS3BucketOptions } from './s3-bucket';
import { S3NotFoundError, S3RequestError, S3UnavailableError } from './s3-errors';
import { copyObject, deleteObject, getObject, headBucket, headObject } from './s3-rest-objects';

const NOW = new Date('2026-11-26T06:15:30.123Z');
const CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd chars',
};

interface TSeen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Each request the client sends, and a queue of answers (the last one repeats). */
let seen: TSeen[] = [];
let answers: (() => Response)[] = [];

function answer(status: number, body = '', headers: Record<string, string> = {}): () => Response {
  return () => new Response(status === 204 || body === '' ? null : body, { status, headers });
}

function s3Error(status: number, code: string, message = 'm'): () => Response {
  return answer(
    status,
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>r</RequestId></Error>`,
    {
      'content-type': 'application/xml',
    },
  );
}

function client(overrides: Partial<TS3BucketOptions> = {}) {
  return s3Bucket({
    bucket: 'skillway-uploads-test',
    endpoint: undefined,
    region: 'eu-west-2',
    credentials: () => CREDENTIALS,
    retryBaseMs: 1,
    ...overrides,
  });
}

/** Re-signs the request as sent (same date, headers and credentials) and says whether the signature matches. */
async function signatureHolds(request: TSeen, secretAccessKey = CREDENTIALS.secretAccessKey): Promise<boolean> {
  const authorization = request.headers.get('authorization') ?? '';
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url.toString(),
    headers,
    accessKeyId: CREDENTIALS.accessKeyId,
    secretAccessKey,
    sessionToken: CREDENTIALS.sessionToken,
    service: 's3',
    region: 'eu-west-2',
    datetime: request.headers.get('x-amz-date') ?? '',
  });
  const resigned = (await signer.sign()).headers.get('authorization');
  return resigned === authorization;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  seen = [];
  answers = [answer(200)];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: request.body ? await request.text() : '',
    });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('no answer queued');
    return next();
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('S3 over REST: requests', () => {
  it('signs a GET with SigV4 headers for the regional virtual-hosted bucket, session token included', async () => {
    answers = [answer(200, 'hello', { 'content-type': 'text/plain', 'content-length': '5' })];
    const object = await getObject(client(), 'c/company-1/courses/course-1/assets/a-1/Intro video (1).mp4');
    expect(new TextDecoder().decode(object.body)).toBe('hello');
    expect(object).toMatchObject({ contentType: 'text/plain', contentLength: 5 });
    const [request] = seen;
    if (!request) throw new Error('no request');
    expect(request.method).toBe('GET');
    expect(request.url.host).toBe('skillway-uploads-test.s3.eu-west-2.amazonaws.com');
    expect(request.url.pathname).toBe('/c/company-1/courses/course-1/assets/a-1/Intro%20video%20%281%29.mp4');
    expect(request.headers.get('x-amz-date')).toBe('20261126T061530Z');
    expect(request.headers.get('x-amz-content-sha256')).toBe('UNSIGNED-PAYLOAD');
    expect(request.headers.get('x-amz-security-token')).toBe(CREDENTIALS.sessionToken);
    expect(request.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261126\/eu-west-2\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    expect(await signatureHolds(request)).toBe(true);
    expect(await signatureHolds(request, 'another-secret')).toBe(false);
    expect(
      await signatureHolds({ ...request, url: new URL(request.url.toString().replace('company-1', 'company-2')) }),
    ).toBe(false);
  });

  it('addresses path-style under a custom endpoint (s3rver) and sends a ranged read', async () => {
    answers = [answer(206, 'abc', { 'content-length': '3' })];
    const object = await getObject(client({ endpoint: 'http://127.0.0.1:4569/' }), 'c/co/uploads/x/a.zip', {
      range: { start: 10, end: 12 },
    });
    expect(object.contentLength).toBe(3);
    const [request] = seen;
    expect(request?.url.toString()).toBe('http://127.0.0.1:4569/skillway-uploads-test/c/co/uploads/x/a.zip');
    expect(request?.headers.get('range')).toBe('bytes=10-12');
  });

  it('copies an object replacing its metadata', async () => {
    const s3 = client();
    await copyObject(s3, 'c/co/uploads/video/u-1/My clip.mp4', 'c/co/courses/c-1/assets/a-1/My clip.mp4', {
      contentType: 'video/mp4',
    });
    const [copy] = seen;
    expect(copy?.method).toBe('PUT');
    expect(copy?.url.pathname).toBe('/c/co/courses/c-1/assets/a-1/My%20clip.mp4');
    expect(copy?.headers.get('x-amz-copy-source')).toBe('skillway-uploads-test/c/co/uploads/video/u-1/My%20clip.mp4');
    expect(copy?.headers.get('x-amz-metadata-directive')).toBe('REPLACE');
    expect(copy?.headers.get('content-type')).toBe('video/mp4');
    expect(copy?.headers.get('authorization')).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-copy-source;x-amz-date;x-amz-metadata-directive;x-amz-security-token,',
    );
    expect(copy && (await signatureHolds(copy))).toBe(true);
  });

  it('deletes one key', async () => {
    answers = [answer(204)];
    await deleteObject(client(), 'c/co/a.pdf');
    const [one] = seen;
    expect(one).toMatchObject({ method: 'DELETE' });
    expect(one?.url.pathname).toBe('/c/co/a.pdf');
    expect(one && (await signatureHolds(one))).toBe(true);
  });

  it('reads an object’s size and type with HEAD; a missing one is undefined', async () => {
    answers = [answer(200, '', { 'content-length': '1234', 'content-type': 'application/pdf' }), answer(404)];
    const s3 = client();
    expect(await headObject(s3, 'c/co/a.pdf')).toEqual({ contentLength: 1234, contentType: 'application/pdf' });
    expect(await headObject(s3, 'c/co/missing.pdf')).toBeUndefined();
    expect(seen.map((request) => request.method)).toEqual(['HEAD', 'HEAD']);
  });
});

describe('S3 over REST: errors', () => {
  it('maps NoSuchKey and NoSuchBucket to S3NotFoundError, other refusals to S3RequestError', async () => {
    const s3 = client();
    answers = [s3Error(404, 'NoSuchKey', 'The specified key does not exist.')];
    const missing = await getObject(s3, 'c/co/a.pdf').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(S3NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'NoSuchKey', operation: 'GetObject' });
    answers = [s3Error(404, 'NoSuchBucket')];
    await expect(headBucket(s3)).rejects.toBeInstanceOf(S3NotFoundError);
    answers = [s3Error(403, 'AccessDenied', 'Access Denied')];
    const denied = await getObject(s3, 'c/co/a.pdf').catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(S3RequestError);
    expect(denied).not.toBeInstanceOf(S3NotFoundError);
    expect(denied).not.toBeInstanceOf(S3UnavailableError);
    expect(denied).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'S3 GetObject: AccessDenied: Access Denied',
    });
    answers = [answer(403)];
    await expect(headObject(s3, 'c/co/a.pdf')).rejects.toMatchObject({ status: 403, code: 'HTTP 403' });
  });

  it('retries 5xx and SlowDown 3 times, then throws S3UnavailableError', async () => {
    const s3 = client();
    answers = [s3Error(503, 'SlowDown', 'Please reduce your request rate.')];
    const error = await getObject(s3, 'c/co/a.pdf').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(S3UnavailableError);
    expect(error).toMatchObject({ status: 503, code: 'SlowDown', name: 'S3UnavailableError' });
    expect(seen).toHaveLength(4);
    seen = [];
    answers = [s3Error(500, 'InternalError')];
    await expect(deleteObject(s3, 'c/co/a.pdf')).rejects.toMatchObject({ status: 500, code: 'InternalError' });
    expect(seen).toHaveLength(4);
    seen = [];
    answers = [answer(429)];
    await expect(headObject(client({ retries: 1 }), 'c/co/a.pdf')).rejects.toBeInstanceOf(S3UnavailableError);
    expect(seen).toHaveLength(2);
  });

  it('succeeds when a retry does, re-sending the same request', async () => {
    answers = [s3Error(500, 'InternalError'), s3Error(503, 'SlowDown'), answer(200)];
    await copyObject(client(), 'c/co/a.txt', 'c/co/b.txt', { contentType: 'text/plain' });
    expect(seen.map((request) => request.headers.get('x-amz-copy-source'))).toEqual(
      Array(3).fill('skillway-uploads-test/c/co/a.txt'),
    );
  });

  it('retries a connection failure, then throws S3UnavailableError with the cause', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return Promise.reject(new TypeError('fetch failed'));
    });
    const error = await headObject(client(), 'c/co/a.pdf').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(S3UnavailableError);
    expect(error).toMatchObject({ code: 'NetworkingError', status: 0 });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(calls).toBe(4);
  });

  it('reads a copy’s error from a 200 answer', async () => {
    const s3 = client();
    answers = [
      answer(200, '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>'),
    ];
    await expect(copyObject(s3, 'c/co/a', 'c/co/b', { contentType: 'text/plain' })).rejects.toBeInstanceOf(
      S3UnavailableError,
    );
    answers = [answer(200, '<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>')];
    await expect(copyObject(s3, 'c/co/a', 'c/co/b', { contentType: 'text/plain' })).resolves.toBeUndefined();
  });

  it('refuses an object larger than maxBytes before reading its body', async () => {
    answers = [answer(200, 'x'.repeat(20), { 'content-length': '20' })];
    await expect(getObject(client(), 'c/co/big.png', { maxBytes: 10 })).rejects.toMatchObject({
      code: 'EntityTooLarge',
      status: 413,
    });
  });
});

interface TSdkRequest {
  method: string;
  hostname: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** What the AWS SDK's S3 client would send for `command` (signed, never sent). */
async function sdkRequest(send: (sdk: S3Client) => Promise<unknown>): Promise<TSdkRequest> {
  let captured: TSdkRequest | undefined;
  const sdk = new S3Client({
    region: 'eu-west-2',
    credentials: CREDENTIALS,
    maxAttempts: 1,
    requestHandler: {
      handle: (request: TSdkRequest) => {
        captured = request;
        return Promise.reject(new Error('captured'));
      },
    } as never,
  });
  await send(sdk).catch(() => undefined);
  if (!captured) throw new Error('the SDK sent nothing');
  return captured;
}

describe('S3 over REST: the signer agrees with the AWS SDK', () => {
  const source = 'c/co/uploads/video/u-1/My clip (1).mp4';
  const destination = 'c/co/courses/c-1/assets/a-1/My clip (1).mp4';
  const cases: { name: string; command: (sdk: S3Client) => Promise<unknown>; ours: () => Promise<unknown> }[] = [
    {
      name: 'GetObject',
      command: (sdk) => sdk.send(new GetObjectCommand({ Bucket: 'skillway-uploads-test', Key: destination })),
      ours: () => getObject(client(), destination),
    },
    {
      name: 'CopyObject',
      command: (sdk) =>
        sdk.send(
          new CopyObjectCommand({
            Bucket: 'skillway-uploads-test',
            Key: destination,
            CopySource: `skillway-uploads-test/${source.split('/').map(encodeURIComponent).join('/')}`,
            MetadataDirective: 'REPLACE',
            ContentType: 'video/mp4',
          }),
        ),
      ours: () => copyObject(client(), source, destination, { contentType: 'video/mp4' }),
    },
    {
      name: 'HeadObject',
      command: (sdk) => sdk.send(new HeadObjectCommand({ Bucket: 'skillway-uploads-test', Key: destination })),
      ours: () => headObject(client(), destination),
    },
    {
      name: 'DeleteObject',
      command: (sdk) => sdk.send(new DeleteObjectCommand({ Bucket: 'skillway-uploads-test', Key: destination })),
      ours: () => deleteObject(client(), destination),
    },
  ];

  it.each(cases)(
    '$name: same host, path and operation headers; the SDK’s own signature re-made by aws4fetch',
    async ({ command, ours }) => {
      const sdk = await sdkRequest(command);
      answers = [answer(200, '<Result/>')];
      await ours();
      const [request] = seen;
      if (!request) throw new Error('no request');
      expect(request.method).toBe(sdk.method);
      expect(request.url.host).toBe(sdk.hostname);
      expect(request.url.pathname).toBe(sdk.path);
      for (const [name, value] of Object.entries(sdk.query)) {
        if (name !== 'x-id') expect(request.url.searchParams.get(name)).toBe(value);
      }
      for (const name of ['x-amz-copy-source', 'x-amz-metadata-directive', 'content-type', 'x-amz-security-token']) {
        if (sdk.headers[name] !== undefined) expect(request.headers.get(name)).toBe(sdk.headers[name]);
      }
      // The SDK's request, re-signed by aws4fetch over the SDK's own headers, gives the SDK's signature.
      const headers = new Headers(sdk.headers);
      headers.delete('authorization');
      headers.delete('user-agent');
      const query = new URLSearchParams(sdk.query).toString();
      const signer = new AwsV4Signer({
        method: sdk.method,
        url: `https://${sdk.hostname}${sdk.path}${query ? `?${query}` : ''}`,
        headers,
        ...CREDENTIALS,
        service: 's3',
        region: 'eu-west-2',
        datetime: sdk.headers['x-amz-date'] ?? '',
        allHeaders: true,
      });
      expect((await signer.sign()).headers.get('authorization')).toBe(sdk.headers.authorization);
    },
  );
});
