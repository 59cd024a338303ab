import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presignPost } from './presign-upload';

const NOW = new Date('2026-11-26T06:15:30.123Z');
const KEY = 'c/company-1/uploads/video/u-1/Intro-video.mp4';
const CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd chars',
};
const CONDITIONS: (['content-length-range', number, number] | ['eq', string, string])[] = [
  ['content-length-range', 1, 524_288_000],
  ['eq', '$Content-Type', 'video/mp4'],
];

/** The SDK's presigned POST for the same upload at the same instant: what sign-upload used before. */
function sdkPost(endpoint: string | undefined) {
  const client = new S3Client({
    region: 'eu-west-2',
    credentials: CREDENTIALS,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  return createPresignedPost(client, {
    Bucket: 'skillway-uploads-test',
    Key: KEY,
    Conditions: CONDITIONS,
    Fields: { 'Content-Type': 'video/mp4' },
    Expires: 300,
  });
}

describe('presigned upload POSTs without the S3 client', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('UPLOADS_BUCKET', 'skillway-uploads-test');
    vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', CREDENTIALS.sessionToken);
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  const input = (endpoint: string | undefined) => ({
    endpoint,
    key: KEY,
    conditions: CONDITIONS,
    fields: { 'Content-Type': 'video/mp4' },
    expiresIn: 300,
  });

  it.each([
    ['AWS (regional bucket endpoint)', undefined],
    ['s3rver (path-style)', 'http://127.0.0.1:4569'],
    ['the same-origin proxy (an endpoint with a path)', 'http://localhost:5173/s3'],
  ])('gives the SDK’s URL, fields, policy and signature for %s', async (_name, endpoint) => {
    const ours = presignPost(input(endpoint));
    const sdk = await sdkPost(endpoint);
    expect(ours).toEqual(sdk);
    expect(Object.keys(ours.fields)).toEqual(Object.keys(sdk.fields));
  });

  it('pins the key, type, size and expiry in the policy, and a changed byte changes the signature', () => {
    const { url, fields } = presignPost(input(undefined));
    expect(url).toBe('https://skillway-uploads-test.s3.eu-west-2.amazonaws.com/');
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2026-11-26T06:20:30Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([...CONDITIONS, { key: KEY }, { bucket: 'skillway-uploads-test' }]),
    );
    expect(fields['X-Amz-Credential']).toBe('AKIDEXAMPLE/20261126/eu-west-2/s3/aws4_request');
    const other = presignPost({ ...input(undefined), key: KEY.replace('u-1', 'u-2') });
    expect(other.fields['X-Amz-Signature']).not.toBe(fields['X-Amz-Signature']);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'another-secret');
    expect(presignPost(input(undefined)).fields['X-Amz-Signature']).not.toBe(fields['X-Amz-Signature']);
  });
});
