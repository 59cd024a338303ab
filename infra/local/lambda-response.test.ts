import { describe, expect, it } from 'vitest';
import { toHttpResponse } from './lambda-response';

describe('toHttpResponse', () => {
  it('uses a structured result as given', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
      body: '{"a":1}',
      cookies: ['s=1; HttpOnly'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'application/json', 'x-count': '3' });
    expect(response.cookies).toEqual(['s=1; HttpOnly']);
    expect(response.body.toString()).toBe('{"a":1}');
  });

  it('decodes a base64 body', () => {
    const response = toHttpResponse({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...response.body]).toEqual([1, 2, 3]);
  });

  it('turns anything else into a 200 JSON body, as API Gateway infers', () => {
    const response = toHttpResponse({ data: { id: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ data: { id: 1 } });
    expect(toHttpResponse('plain').body.toString()).toBe('plain');
  });
});
