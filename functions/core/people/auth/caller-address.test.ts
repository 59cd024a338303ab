import { afterEach, describe, expect, it } from 'vitest';
import { callerAddress } from './caller-address';

const SECRET = 'origin-secret-0123456789abcdefghijklmnop';
const event = (headers: Record<string, string>, sourceIp = '130.176.0.10') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as Parameters<typeof callerAddress>[0];

afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
});

describe('callerAddress', () => {
  it("takes the viewer's address the edge names, with the edge's secret, not the edge server's", () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    expect(callerAddress(event({ 'x-viewer-address': '203.0.113.7', 'x-origin-verify': SECRET }))).toBe('203.0.113.7');
    expect(callerAddress(event({ 'x-viewer-address': '2001:db8::1', 'x-origin-verify': SECRET }))).toBe('2001:db8::1');
  });

  it('ignores a viewer address without the secret, with a wrong one, or when none is configured', () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    const attempts: Record<string, string>[] = [
      { 'x-viewer-address': '203.0.113.7' },
      { 'x-viewer-address': '203.0.113.7', 'x-origin-verify': `${SECRET}x` },
      { 'x-viewer-address': '203.0.113.7', 'x-origin-verify': SECRET.slice(1) },
      // The header CloudFront itself can add is no longer read: only the edge function's, with the secret.
      { 'cloudfront-viewer-address': '203.0.113.7:443', 'x-origin-verify': SECRET },
    ];
    for (const headers of attempts) {
      expect(callerAddress(event(headers, '198.51.100.9'))).toBe('198.51.100.9');
    }
    delete process.env.ORIGIN_VERIFY_SECRET;
    expect(callerAddress(event({ 'x-viewer-address': '203.0.113.7', 'x-origin-verify': SECRET }, '127.0.0.1'))).toBe(
      '127.0.0.1',
    );
  });
});
