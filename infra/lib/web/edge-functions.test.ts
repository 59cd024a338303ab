import { describe, expect, it } from 'vitest';
import { API_PATH_FUNCTION, SPA_FALLBACK_FUNCTION } from './edge-functions';

type TRequest = { uri: string; querystring?: Record<string, unknown> };

/** Runs a CloudFront Function's source the way the edge does: a top-level `handler(event)`. */
function load(source: string): (event: { request: TRequest }) => TRequest {
  return new Function(`${source}\nreturn handler;`)() as (event: { request: TRequest }) => TRequest;
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
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('strips one trailing slash so /v1/groups/ reaches its route', () => {
    expect(rewrite('/v1/groups/')).toBe('/v1/groups');
    expect(rewrite('/v1/user/profile')).toBe('/v1/user/profile');
    expect(rewrite('/')).toBe('/');
  });
});
