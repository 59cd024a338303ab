import { describe, expect, it } from 'vitest';
import { API_PATH_FUNCTION, NOT_FOUND_FUNCTION, SPA_FALLBACK_FUNCTION } from './edge-functions';

type TRequest = { uri: string; querystring?: Record<string, unknown>; headers?: Record<string, { value: string }> };
type TEvent = { request: TRequest; viewer?: { ip: string } };
/** What a function answers with instead of passing the request on. */
type TResponse = { statusCode: number; statusDescription?: string };

/** Runs a CloudFront Function's source the way the edge does: a top-level `handler(event)`. */
function load(source: string): (event: TEvent) => TRequest {
  return new Function(`${source}\nreturn handler;`)() as (event: TEvent) => TRequest;
}

function answer(source: string, uri: string): TRequest | TResponse {
  return (new Function(`${source}\nreturn handler;`)() as (event: TEvent) => TRequest | TResponse)({
    request: { uri, headers: {} },
    viewer: { ip: '203.0.113.7' },
  });
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

  it('refuses the launch page and package content on the app origin (404), however the path is encoded', () => {
    for (const uri of [
      '/launch/scorm.html',
      '/launch/assets/launch-1a2b.js',
      '/launch/',
      '/%6caunch/scorm.html',
      '/launch%2Fscorm.html',
      '/content/c1/a1/index.html',
      '/content/c1/a1/',
      '/%63ontent/c1/a1/index.html',
    ]) {
      expect(answer(SPA_FALLBACK_FUNCTION, uri), uri).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    }
  });

  it('still serves app routes that merely start alike, and survives a malformed escape', () => {
    expect(rewrite('/launch')).toBe('/index.html');
    expect(rewrite('/launches')).toBe('/index.html');
    expect(rewrite('/courses/content')).toBe('/index.html');
    expect(rewrite('/assets/%E0%A4%A.js')).toBe('/assets/%E0%A4%A.js');
  });
});

describe('content origin default', () => {
  it('answers 404 for every path without asking an origin', () => {
    for (const uri of ['/', '/index.html', '/v1/groups', '/c/c1/files/x.pdf']) {
      expect(answer(NOT_FOUND_FUNCTION, uri), uri).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    }
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
