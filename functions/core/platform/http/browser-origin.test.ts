import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserApiUrl, browserS3Endpoint, localOriginFrom, withBrowserOrigin } from './browser-origin';

describe('the browser origin of a request', () => {
  beforeEach(() => {
    vi.stubEnv('SKILLWAY_RUNTIME', 'local');
    vi.stubEnv('APP_URL', 'http://localhost:3000');
    vi.stubEnv('API_URL', '');
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', 'http://localhost:3000/_local/s3/');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('locally reads the Host header: names, IPv4 and IPv6 addresses, with or without a port', () => {
    expect(localOriginFrom({ host: '192.168.1.50:3000' })).toBe('http://192.168.1.50:3000');
    expect(localOriginFrom({ host: 'Laptop.local' })).toBe('http://laptop.local');
    expect(localOriginFrom({ host: '[fe80::1]:3000' })).toBe('http://[fe80::1]:3000');
    for (const host of [
      '',
      'a b',
      'evil.test/x',
      'user@evil.test',
      'evil.test:3000:1',
      '-bad.test',
      `${'a'.repeat(300)}.test`,
    ]) {
      expect(localOriginFrom({ host }), host).toBeUndefined();
    }
    expect(localOriginFrom(undefined)).toBeUndefined();
  });

  it('links that hit the API or the S3 proxy point at that host inside the request, the configured ones outside', () => {
    const inside = withBrowserOrigin({ host: '192.168.1.50:3000' }, () => [browserApiUrl(), browserS3Endpoint()]);
    expect(inside).toEqual(['http://192.168.1.50:3000', 'http://192.168.1.50:3000/_local/s3']);
    expect([browserApiUrl(), browserS3Endpoint()]).toEqual([
      'http://localhost:3000',
      'http://localhost:3000/_local/s3',
    ]);
  });

  it('on AWS never reads the request: API_URL and the regional bucket endpoint', () => {
    vi.stubEnv('SKILLWAY_RUNTIME', 'aws');
    vi.stubEnv('API_URL', 'https://app.skillway.example');
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('S3_PUBLIC_ENDPOINT', '');
    expect(localOriginFrom({ host: '192.168.1.50:3000' })).toBeUndefined();
    const inside = withBrowserOrigin({ host: '192.168.1.50:3000' }, () => [browserApiUrl(), browserS3Endpoint()]);
    expect(inside).toEqual(['https://app.skillway.example', undefined]);
  });
});
