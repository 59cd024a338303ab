import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appEdgeCompresses, compressAtEdge } from './edge-compression';
import type { THttpResponse } from './lambda-response';

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

const answer = (body: string, headers: Record<string, string> = {}): THttpResponse => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', ...headers },
  cookies: ['a=b'],
  body: Buffer.from(body),
});

const courses = JSON.stringify({ data: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Course ${i}` })) });

describe('compressAtEdge (what the app distribution does to an API answer)', () => {
  it('sends JSON brotli-encoded to a browser that accepts it, the same JSON once decoded', () => {
    const sent = compressAtEdge(request('gzip, deflate, br, zstd'), answer(courses));
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers.vary).toBe('Accept-Encoding');
    expect(sent.body.length).toBeLessThan(courses.length / 3);
    expect(brotliDecompressSync(sent.body).toString()).toBe(courses);
    expect(sent.cookies).toEqual(['a=b']);
    expect(sent.statusCode).toBe(200);
  });

  it('falls back to gzip, and sends the answer as it is to a caller that accepts neither', () => {
    const gzipped = compressAtEdge(request('gzip'), answer(courses));
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(courses);
    expect(compressAtEdge(request('br;q=0, identity'), answer(courses)).body.toString()).toBe(courses);
    expect(compressAtEdge(request(), answer(courses)).headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers outside CloudFront’s rules alone: small, other types, already encoded', () => {
    const small = answer('{"data":[]}');
    expect(compressAtEdge(request('br'), small)).toBe(small);
    const pdf = answer(courses, { 'content-type': 'application/pdf' });
    expect(compressAtEdge(request('br'), pdf)).toBe(pdf);
    const encoded = answer(courses, { 'content-encoding': 'gzip' });
    expect(compressAtEdge(request('br'), encoded)).toBe(encoded);
  });

  it('weakens a strong ETag, as the encoded bytes are no longer the origin’s, and keeps a weak one', () => {
    expect(compressAtEdge(request('br'), answer(courses, { ETag: '"abc"' })).headers.etag).toBe('W/"abc"');
    expect(compressAtEdge(request('br'), answer(courses, { etag: 'W/"abc"' })).headers.etag).toBe('W/"abc"');
  });
});

describe('appEdgeCompresses', () => {
  it('compresses the app API but never the LRS, whose ETags are of its bytes', () => {
    expect(appEdgeCompresses('/v1/my-published-courses')).toBe(true);
    expect(appEdgeCompresses('/v1/xapi-clients')).toBe(true);
    expect(appEdgeCompresses('/v1/xapi/statements')).toBe(false);
    expect(appEdgeCompresses('/v1/xapi/activities/state')).toBe(false);
  });
});
