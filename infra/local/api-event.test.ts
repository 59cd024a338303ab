import { describe, expect, it } from 'vitest';
import {
  apiGatewayTime,
  buildApiEvent,
  collectHeaders,
  isTextContentType,
  parseQuery,
  type TRequestFacts,
} from './api-event';

const facts = (overrides: Partial<TRequestFacts> = {}): TRequestFacts => ({
  method: 'POST',
  url: '/v1/courses/7?page=2&tag=a&tag=b&q=x+y',
  rawHeaders: [
    'Host',
    'localhost:3000',
    'Content-Type',
    'application/json',
    'User-Agent',
    'vitest',
    'Cookie',
    'a=1; b=2',
  ],
  body: Buffer.from('{"name":"x"}'),
  sourceIp: '127.0.0.1',
  protocol: 'http',
  routeKey: 'POST /v1/courses/{id}',
  pathParameters: { id: '7' },
  requestId: 'req-1',
  now: new Date('2025-11-22T10:12:13.456Z'),
  ...overrides,
});

describe('buildApiEvent', () => {
  it('builds an API Gateway HTTP API v2 event', () => {
    const event = buildApiEvent(facts());
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /v1/courses/{id}',
      rawPath: '/v1/courses/7',
      rawQueryString: 'page=2&tag=a&tag=b&q=x+y',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { page: '2', tag: 'a,b', q: 'x y' },
      pathParameters: { id: '7' },
      body: '{"name":"x"}',
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost',
        http: {
          method: 'POST',
          path: '/v1/courses/7',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        requestId: 'req-1',
        routeKey: 'POST /v1/courses/{id}',
        stage: '$default',
        time: '22/Nov/2025:10:12:13 +0000',
        timeEpoch: Date.parse('2025-11-22T10:12:13.456Z'),
      },
    });
    expect(event.headers).toMatchObject({
      host: 'localhost:3000',
      'content-type': 'application/json',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '3000',
    });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('leaves out what the request does not have', () => {
    const event = buildApiEvent(
      facts({
        method: 'GET',
        url: '/v1/health',
        rawHeaders: ['Host', 'localhost'],
        body: Buffer.alloc(0),
        pathParameters: undefined,
      }),
    );
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event.rawQueryString).toBe('');
    expect(event.isBase64Encoded).toBe(false);
  });

  it('base64-encodes a binary body', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const event = buildApiEvent(facts({ rawHeaders: ['Content-Type', 'image/png'], body: bytes }));
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('puts the verified claims where the JWT authorizer puts them', () => {
    const claims = { sub: 'u1', 'custom:company_id': 'c1', exp: '1700000000' };
    const event = buildApiEvent(facts({ claims, scopes: null }));
    expect(event.requestContext).toHaveProperty('authorizer', { jwt: { claims, scopes: null } });
  });

  it('appends the caller to an incoming X-Forwarded-For', () => {
    const event = buildApiEvent(facts({ rawHeaders: ['X-Forwarded-For', '10.0.0.1'], sourceIp: '192.168.1.2' }));
    expect(event.headers['x-forwarded-for']).toBe('10.0.0.1, 192.168.1.2');
  });
});

describe('collectHeaders', () => {
  it('lower-cases names and joins duplicates with a comma', () => {
    expect(collectHeaders(['Accept', 'a', 'ACCEPT', 'b', 'Cookie', 'x=1', 'cookie', 'y=2;z=3']).headers).toEqual({
      accept: 'a,b',
    });
    expect(collectHeaders(['Cookie', 'x=1', 'cookie', 'y=2;z=3']).cookies).toEqual(['x=1', 'y=2', 'z=3']);
  });
});

describe('parseQuery', () => {
  it('decodes values and joins repeated names', () => {
    expect(parseQuery('search=name%3Ajo%3Bemail%3Ax&a=1&a=2&empty=')).toEqual({
      search: 'name:jo;email:x',
      a: '1,2',
      empty: '',
    });
    expect(parseQuery('')).toBeUndefined();
  });
});

describe('isTextContentType', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/csv', true],
    ['application/xml', true],
    [undefined, true],
    ['multipart/form-data; boundary=x', false],
    ['application/x-www-form-urlencoded', false],
    ['application/octet-stream', false],
    ['image/png', false],
  ])('%s -> %s', (type, expected) => expect(isTextContentType(type)).toBe(expected));
});

describe('apiGatewayTime', () => {
  it('formats like API Gateway', () =>
    expect(apiGatewayTime(new Date('2025-01-05T03:04:05Z'))).toBe('05/Jan/2025:03:04:05 +0000'));
});
