import { describe, expect, it } from 'vitest';
import { API_PATH_FUNCTION, SPA_FALLBACK_FUNCTION } from './edge-functions';

type TRequest = { uri: string; querystring?: Record<string, unknown>; headers?: Record<string, { value: string }> };
type TEvent = { request: TRequest; viewer?: { ip: string } };

/** Runs a CloudFront Function's source the way the edge does: a top-level `handler(event)`. */
function load(source: string): (event: TEvent) => TRequest {
  return new Function(`${source}\nreturn handler;`)() as (event: TEvent) => TRequest;
}

describe('SPA fallback', () => {
  const handler = load(SPA_FALLBACK_FUNCTION);
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('serves index.html for app routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/admin/finance/account-status')).toBe('/index.html');
    expect(rewrite('/password-reset')).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrite('/index.html')).toBe('/index.html');
  });
});

describe('API path normalisation', () => {
  const handler = load(API_PATH_FUNCTION);
  const rewrite = (uri: string) => handler({ request: { uri, headers: {} }, viewer: { ip: '203.0.113.7' } }).uri;

  it('strips one trailing slash so /v1/groups/ reaches its route', () => {
    expect(rewrite('/v1/groups/')).toBe('/v1/groups');
    expect(rewrite('/v1/user/profile')).toBe('/v1/user/profile');
    expect(rewrite('/')).toBe('/');
  });
});

describe('API viewer address', () => {
  const handler = load(API_PATH_FUNCTION);

  it("names the viewer's IP itself, replacing what the viewer sent, and drops a viewer's origin secret", () => {
    const request = handler({
      request: {
        uri: '/v1/clients/web/admin/login',
        headers: { 'x-viewer-address': { value: '10.0.0.1' }, 'x-origin-verify': { value: 'guess' } },
      },
      viewer: { ip: '2001:db8::7' },
    });
    expect(request.headers?.['x-viewer-address']).toEqual({ value: '2001:db8::7' });
    expect(request.headers?.['x-origin-verify']).toBeUndefined();
  });
});
