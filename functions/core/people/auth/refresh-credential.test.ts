import { describe, expect, it } from 'vitest';
import { randomToken } from '../../platform/crypto/tokens';
import { formatRefreshCredential, parseRefreshCredential } from './refresh-credential';

/** The shapes of Cognito's refresh tokens: a JWT locally, a five-part JWE on AWS. */
const JWT = `eyJhbGciOiJSUzI1NiJ9.eyJpYXQiOjF9.${'s'.repeat(342)}`;
const JWE = `eyJjdHkiOiJKV1QifQ.${'k'.repeat(342)}.iv_iv_iv.${'c'.repeat(1200)}.tag-tag`;

describe('the refresh cookie value', () => {
  it('carries the refresh token and the nonce, and reads back whatever dots the token has', () => {
    for (const refreshToken of [JWT, JWE]) {
      const nonce = randomToken();
      const value = formatRefreshCredential({ refreshToken, nonce });
      expect(value).toBe(`${refreshToken}.${nonce}`);
      expect(parseRefreshCredential(value)).toEqual({ refreshToken, nonce });
    }
  });

  it('is not a cookie from before rotation (a bare token), nor anything without a whole nonce', () => {
    expect(parseRefreshCredential(JWT)).toBeUndefined();
    expect(parseRefreshCredential(JWE)).toBeUndefined();
    const nonce = randomToken();
    expect(parseRefreshCredential(nonce)).toBeUndefined();
    expect(parseRefreshCredential(`.${nonce}`)).toBeUndefined();
    expect(parseRefreshCredential(`${JWT}.${nonce.slice(1)}`)).toBeUndefined();
    expect(parseRefreshCredential(`${JWT}.${nonce.slice(1)}=`)).toBeUndefined();
    expect(parseRefreshCredential(`${'x'.repeat(4000)}.${nonce}`)).toBeUndefined();
    expect(parseRefreshCredential('not-a-refresh-token')).toBeUndefined();
  });
});
