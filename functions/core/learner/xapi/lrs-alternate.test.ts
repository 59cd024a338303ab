import { describe, expect, it } from 'vitest';
import { isAppError } from '../../platform/http/app-error';
import type { TApiEvent } from '../../platform/http/types';
import { isAlternateRequest, unwrapAlternate } from './lrs-alternate';

const FORM = 'application/x-www-form-urlencoded';

function post(
  query: Record<string, string> | undefined,
  body: string | undefined,
  headers: Record<string, string> = {},
) {
  return {
    version: '2.0',
    routeKey: 'POST /v1/xapi/statements',
    rawPath: '/v1/xapi/statements',
    rawQueryString: new URLSearchParams(query).toString(),
    headers: { 'content-type': FORM, 'content-length': String(body?.length ?? 0), ...headers },
    ...(query ? { queryStringParameters: query } : {}),
    requestContext: { http: { method: 'POST', path: '/v1/xapi/statements' }, routeKey: 'POST /v1/xapi/statements' },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
  } as unknown as TApiEvent;
}

function refusal(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    if (isAppError(error) && error.status === 400) return error.errors;
    throw error;
  }
  throw new Error('not refused');
}

describe('isAlternateRequest', () => {
  it('is a POST with a method parameter', () => {
    expect(isAlternateRequest(post({ method: 'PUT' }, ''))).toBe(true);
    expect(isAlternateRequest(post({ method: '' }, ''))).toBe(true);
    expect(isAlternateRequest(post({ Method: 'PUT' }, ''))).toBe(false);
    expect(isAlternateRequest(post(undefined, ''))).toBe(false);
    const put = post({ method: 'POST' }, '');
    expect(
      isAlternateRequest({
        ...put,
        requestContext: { ...put.requestContext, http: { ...put.requestContext.http, method: 'PUT' } },
      }),
    ).toBe(false);
  });
});

describe('unwrapAlternate', () => {
  it('turns the form into the headers, parameters and body of the intended request', () => {
    const statement = JSON.stringify({ id: 'x', verb: { display: { 'en-GB': 'a&b=c ü' } } });
    const form = new URLSearchParams({
      statementId: 'abc',
      content: statement,
      'X-Experience-API-Version': '1.0.3',
      Authorization: 'Basic Zm9vOmJhcg==',
      'If-Match': '"etag"',
      'Content-Length': '12',
    }).toString();
    const { method, event } = unwrapAlternate(
      post({ method: 'put' }, form, { authorization: 'Basic other', accept: 'application/json' }),
    );
    expect(method).toBe('PUT');
    expect(event.requestContext.http.method).toBe('PUT');
    expect(event.routeKey).toBe('PUT /v1/xapi/statements');
    expect(event.queryStringParameters).toEqual({ statementId: 'abc' });
    expect(event.rawQueryString).toBe('statementId=abc');
    expect(event.body).toBe(statement);
    expect(event.isBase64Encoded).toBe(false);
    // Form fields win over the request's own headers; the form's own type and length are gone.
    expect(event.headers).toEqual({
      authorization: 'Basic Zm9vOmJhcg==',
      accept: 'application/json',
      'x-experience-api-version': '1.0.3',
      'if-match': '"etag"',
      'content-type': 'application/json',
    });
  });

  it('keeps the content type the form names, and leaves a request without content bodiless', () => {
    const typed = unwrapAlternate(post({ method: 'PUT' }, 'content=hello&Content-Type=text%2Fplain&stateId=s'));
    expect(typed.event.headers['content-type']).toBe('text/plain');
    expect(typed.event.body).toBe('hello');
    const get = unwrapAlternate(post({ method: 'GET' }, 'limit=1', { 'x-experience-api-version': '1.0.3' }));
    expect(get.method).toBe('GET');
    expect(get.event.body).toBeUndefined();
    expect(get.event.headers).toEqual({ 'x-experience-api-version': '1.0.3' });
    expect(get.event.queryStringParameters).toEqual({ limit: '1' });
    expect(unwrapAlternate(post({ method: 'DELETE' }, '')).event.queryStringParameters).toBeUndefined();
  });

  it('reads a base64 body as API Gateway hands it', () => {
    const event = { ...post({ method: 'GET' }, Buffer.from('limit=2').toString('base64')), isBase64Encoded: true };
    expect(unwrapAlternate(event).event.queryStringParameters).toEqual({ limit: '2' });
  });

  it('refuses other query parameters, an unknown method, and a body that is not a form', () => {
    expect(refusal(() => unwrapAlternate(post({ method: 'PUT', statementId: 'x' }, 'content=%7B%7D')))).toHaveProperty(
      'statementId',
    );
    expect(refusal(() => unwrapAlternate(post({ method: 'PATCH' }, '')))).toHaveProperty('method');
    expect(refusal(() => unwrapAlternate(post({ method: 'HEAD' }, '')))).toHaveProperty('method');
    expect(
      refusal(() =>
        unwrapAlternate(post({ method: 'PUT' }, '{"content":"x"}', { 'content-type': 'application/json' })),
      ),
    ).toHaveProperty('body');
    const bare = post({ method: 'PUT' }, undefined);
    delete bare.headers['content-type'];
    expect(refusal(() => unwrapAlternate(bare))).toHaveProperty('body');
  });

  it('takes a form content type with a charset', () => {
    const { event } = unwrapAlternate(post({ method: 'GET' }, 'limit=1', { 'content-type': `${FORM}; charset=UTF-8` }));
    expect(event.queryStringParameters).toEqual({ limit: '1' });
  });
});
