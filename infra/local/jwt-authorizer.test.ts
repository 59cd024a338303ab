import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJwtAuthorizer, stringifyClaims, tokenFromAuthorizationHeader } from './jwt-authorizer';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
const issuer = 'http://127.0.0.1:9229/local_pool';
const audience = 'client-1';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function sign(payload: Record<string, unknown>, kid = 'test-key'): string {
  const head = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url');
  return `${head}.${signature}`;
}
const now = () => Math.floor(Date.now() / 1000);
const idToken = (overrides: Record<string, unknown> = {}) =>
  sign({
    sub: 'u1',
    iss: issuer,
    aud: audience,
    token_use: 'id',
    'custom:company_id': 'c1',
    email_verified: true,
    iat: now(),
    exp: now() + 600,
    ...overrides,
  });

describe('createJwtAuthorizer', () => {
  const authorizer = createJwtAuthorizer({ issuer, audience, jwks: { keys: [jwk] } });

  it('accepts a valid ID token and hands over string claims', () => {
    const result = authorizer.authorize(`Bearer ${idToken()}`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.claims).toMatchObject({
      sub: 'u1',
      'custom:company_id': 'c1',
      email_verified: 'true',
      aud: audience,
    });
    expect(typeof result.claims.exp).toBe('string');
    expect(result.scopes).toBeNull();
  });

  it('accepts a bare token like API Gateway', () => {
    expect(authorizer.authorize(idToken()).ok).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer not.a.jwt'],
    ['another audience', `Bearer ${idToken({ aud: 'other-client' })}`],
    ['another issuer', `Bearer ${idToken({ iss: 'http://127.0.0.1:1/other' })}`],
    ['an expired token', `Bearer ${idToken({ exp: now() - 120 })}`],
    ['an unknown key', `Bearer ${sign({ sub: 'u1', iss: issuer, aud: audience, exp: now() + 600 }, 'other-key')}`],
  ])('refuses %s', (_label, header) => {
    expect(authorizer.authorize(header).ok).toBe(false);
  });

  it('refuses a token whose signature does not match its payload', () => {
    const [head, , signature] = idToken().split('.');
    const forged = `${head}.${b64({ sub: 'admin', iss: issuer, aud: audience, exp: now() + 600 })}.${signature}`;
    expect(authorizer.authorize(`Bearer ${forged}`).ok).toBe(false);
  });
});

describe('stringifyClaims', () => {
  it('prints claims the way API Gateway does', () => {
    expect(
      stringifyClaims({ exp: 1700000000, admin: false, 'cognito:groups': ['a', 'b'], name: 'x', nested: { a: 1 } }),
    ).toEqual({
      exp: '1700000000',
      admin: 'false',
      'cognito:groups': '[a b]',
      name: 'x',
      nested: '{"a":1}',
    });
  });
});

describe('tokenFromAuthorizationHeader', () => {
  it('strips the Bearer prefix in any case', () => {
    expect(tokenFromAuthorizationHeader('bearer abc')).toBe('abc');
    expect(tokenFromAuthorizationHeader('BEARER  abc ')).toBe('abc');
    expect(tokenFromAuthorizationHeader('abc')).toBe('abc');
    expect(tokenFromAuthorizationHeader('  ')).toBeUndefined();
  });
});
