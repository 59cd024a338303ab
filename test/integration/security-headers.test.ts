/**
 * The local origin sends the security headers the CloudFront response headers policy sends on AWS (both from
 * infra/lib/web/security-headers.ts): on the SPA's entry page, on a hashed asset and on API answers; JSON answers
 * are never cached and never sniffed. HSTS only over https, which the local stack is not.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '@skillway/infra/lib/web/security-headers';
import { registerCompany } from '../factories/accounts';
import { call } from '../factories/http';
import { contentUrl, stackUrl } from '../factories/stack-context';

function expectSecurityHeaders(headers: Headers, what: string) {
  // Locally every upload and download goes through the same-origin proxy (/_local/s3): no uploads origin is named.
  // The course player may frame the content origin (e-learning packages), on the host this request used.
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy, what).toBe(contentSecurityPolicy({ contentOrigin: contentUrl() }, { https: false }));
  expect(policy, what).not.toContain('127.0.0.1');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers of the local origin', () => {
  it('on the entry page, an app route and a hashed asset', async () => {
    const entry = await fetch(new URL('/', stackUrl()));
    expect(entry.status).toBe(200);
    expectSecurityHeaders(entry.headers, '/');
    const html = await entry.text();
    // No inline script for the policy to refuse: the entry is a module file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();

    const route = await fetch(new URL('/admin/users', stackUrl()));
    expectSecurityHeaders(route.headers, '/admin/users');

    const script = await fetch(new URL(asset!, stackUrl()));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expectSecurityHeaders(script.headers, asset!);
  });

  it('on API answers: authenticated JSON, errors and the public calls; never cached', async () => {
    const account = await registerCompany();
    const profile = await call('GET', '/v1/user/profile', { token: account.token });
    expect(profile.status).toBe(200);
    expectSecurityHeaders(profile.headers, 'GET /v1/user/profile');
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.headers.get('content-type')).toMatch(/^application\/json/);

    const refused = await call('GET', '/v1/user/profile');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers, '401');

    const invalid = await call('POST', '/v1/clients/web/admin/login', { body: {} });
    expect(invalid.status).toBe(422);
    expectSecurityHeaders(invalid.headers, '422');
    expect(invalid.headers.get('cache-control')).toBe('no-store');
  });
});
