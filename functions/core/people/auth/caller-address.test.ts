import { describe, expect, it } from 'vitest';
import { callerAddress } from './caller-address';

const event = (headers: Record<string, string>, sourceIp = '130.176.0.10') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as Parameters<typeof callerAddress>[0];

describe('callerAddress', () => {
  it("takes the viewer's address CloudFront passes on, not the edge server's", () => {
    expect(callerAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:50312' }))).toBe('203.0.113.7');
    expect(callerAddress(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });

  it('falls back to the connection address (the local stack, direct calls)', () => {
    expect(callerAddress(event({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(callerAddress(event({ 'cloudfront-viewer-address': ' ' }, '127.0.0.1'))).toBe('127.0.0.1');
  });
});
