import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, readTokenClaims } from './token-claims';

const base = {
  token_use: 'id',
  'cognito:username': 'u1',
  'custom:company_id': 'c1',
  jti: 'j1',
  iat: '100',
  exp: '200',
  auth_time: '90',
};

describe('token claims', () => {
  it('reads an ID token, with numbers as API Gateway strings or numbers', () => {
    expect(readTokenClaims(base)).toEqual({
      userId: 'u1',
      companyId: 'c1',
      jti: 'j1',
      iat: 100,
      exp: 200,
      authTime: 90,
    });
    expect(readTokenClaims({ ...base, iat: 100, exp: 200 })?.iat).toBe(100);
  });

  it('refuses anything but a complete ID token', () => {
    expect(readTokenClaims(undefined)).toBeNull();
    expect(readTokenClaims({ ...base, token_use: 'access' })).toBeNull();
    for (const claim of ['cognito:username', 'custom:company_id', 'jti', 'iat', 'exp']) {
      expect(readTokenClaims({ ...base, [claim]: undefined }), claim).toBeNull();
    }
    expect(readTokenClaims({ ...base, iat: 'soon' })).toBeNull();
    expect(readTokenClaims({ ...base, 'custom:company_id': 'c1#USER#x' })).toBeNull();
  });

  it('decodes a JWT payload', () => {
    const token = ['h', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url'), 's'].join('.');
    expect(decodeJwtPayload(token)).toEqual({ a: 1 });
    expect(decodeJwtPayload('garbage')).toBeNull();
  });
});
