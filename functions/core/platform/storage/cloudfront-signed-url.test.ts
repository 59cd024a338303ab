import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cloudFrontSignedCookies, customPolicy, verifyCloudFrontCookies } from './cloudfront-signed-url';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signer = {
  keyPairId: 'K2JCJMDEHXQW5F',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const key = { keyPairId: signer.keyPairId, publicKey: createPublicKey(privateKey) };
const RESOURCE = 'https://app.example.com/content/c1/a1/*';
const EXPIRES = 2_000_000_000;

describe('CloudFront signed cookies (custom policy)', () => {
  it('signs a custom policy for a wildcard resource in CloudFront URL-safe base64', () => {
    const cookies = cloudFrontSignedCookies(RESOURCE, EXPIRES, signer);
    expect(cookies['CloudFront-Key-Pair-Id']).toBe(signer.keyPairId);
    for (const value of [cookies['CloudFront-Policy'], cookies['CloudFront-Signature']]) {
      expect(value).toMatch(/^[A-Za-z0-9_~-]+$/);
    }
    const policy = Buffer.from(
      cookies['CloudFront-Policy'].replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'),
      'base64',
    );
    expect(policy.toString('utf8')).toBe(customPolicy(RESOURCE, EXPIRES));
  });

  it('verifies for every URL under the resource until the expiry, and for nothing else', () => {
    const cookies = cloudFrontSignedCookies(RESOURCE, EXPIRES, signer);
    const now = EXPIRES - 10;
    expect(verifyCloudFrontCookies(cookies, 'https://app.example.com/content/c1/a1/index.html', key, now)).toBe(true);
    expect(verifyCloudFrontCookies(cookies, 'https://app.example.com/content/c1/a1/a/b.js?x=1', key, now)).toBe(true);
    expect(verifyCloudFrontCookies(cookies, 'https://app.example.com/content/c1/a2/index.html', key, now)).toBe(false);
    expect(verifyCloudFrontCookies(cookies, 'https://other.example.com/content/c1/a1/index.html', key, now)).toBe(
      false,
    );
    expect(verifyCloudFrontCookies(cookies, 'https://app.example.com/content/c1/a1/index.html', key, EXPIRES)).toBe(
      false,
    );
  });

  it('refuses another key pair id, a changed policy or a missing cookie', () => {
    const cookies = cloudFrontSignedCookies(RESOURCE, EXPIRES, signer);
    const url = 'https://app.example.com/content/c1/a1/index.html';
    const now = EXPIRES - 10;
    expect(verifyCloudFrontCookies({ ...cookies, 'CloudFront-Key-Pair-Id': 'OTHER' }, url, key, now)).toBe(false);
    const wider = cloudFrontSignedCookies('https://app.example.com/*', EXPIRES, signer)['CloudFront-Policy'];
    expect(verifyCloudFrontCookies({ ...cookies, 'CloudFront-Policy': wider }, url, key, now)).toBe(false);
    expect(verifyCloudFrontCookies({ 'CloudFront-Policy': cookies['CloudFront-Policy'] }, url, key, now)).toBe(false);
  });
});
