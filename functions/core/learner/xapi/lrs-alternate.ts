import { XAPI_ALTERNATE, XAPI_PROTOCOL_MSG, type TXapiResourceMethod } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TApiEvent } from '../../platform/http/types';
import { rawBody } from './lrs-body';

/**
 * xAPI 1.0.3 Communication 1.3, the alternate request syntax: `POST <resource>?method=PUT` with a form body that
 * holds the headers (Authorization, X-Experience-API-Version, Content-Type, If-Match…), the request body as
 * `content` and the resource's parameters. unwrapAlternate turns it into the request it stands for, before the
 * credentials (which it may carry) are read; lrs-request.ts refuses it for xAPI 2.0, which dropped it.
 */

const HEADER_FIELDS: ReadonlySet<string> = new Set(Object.keys(XAPI_ALTERNATE.HEADERS));
const METHODS: readonly string[] = XAPI_ALTERNATE.METHODS;

/** A POST naming an intended method in its query string. */
export function isAlternateRequest(event: Pick<TApiEvent, 'queryStringParameters' | 'requestContext'>): boolean {
  return (
    (event.requestContext?.http?.method ?? '').toUpperCase() === 'POST' &&
    event.queryStringParameters?.[XAPI_ALTERNATE.METHOD_PARAM] !== undefined
  );
}

function refuse(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [field]: [message] });
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface TAlternateRequest {
  method: TXapiResourceMethod;
  /** The request it stands for: its method, headers, query parameters and body (the `content`, UTF-8 text). */
  event: TApiEvent;
}

/**
 * The request an alternate-syntax POST stands for; 400 when the query holds more than `method`, the method is not
 * one of GET, PUT, POST, DELETE, or the body is not a form. Form fields named like the headers above replace the
 * request's own headers (names case-insensitive); `content` becomes the body, typed by the Content-Type field or as
 * JSON; every other field is a query parameter (checked as such afterwards, case-exact).
 */
export function unwrapAlternate(event: TApiEvent): TAlternateRequest {
  const query = event.queryStringParameters ?? {};
  const extra = Object.keys(query).find((name) => name !== XAPI_ALTERNATE.METHOD_PARAM);
  if (extra !== undefined) throw refuse(extra, XAPI_PROTOCOL_MSG.ALTERNATE_QUERY);
  const method = (query[XAPI_ALTERNATE.METHOD_PARAM] ?? '').toUpperCase();
  if (!METHODS.includes(method)) throw refuse(XAPI_ALTERNATE.METHOD_PARAM, XAPI_PROTOCOL_MSG.ALTERNATE_METHOD);

  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
  if (mediaType(headers['content-type']) !== XAPI_ALTERNATE.FORM_CONTENT_TYPE)
    throw refuse('body', XAPI_PROTOCOL_MSG.ALTERNATE_FORM);
  // The request's own Content-Type and Content-Length describe the form, not the content.
  delete headers['content-type'];
  delete headers['content-length'];

  const params: Record<string, string> = {};
  let content: string | undefined;
  for (const [name, value] of new URLSearchParams(rawBody(event).toString('utf8'))) {
    const headerName = name.toLowerCase();
    if (name === XAPI_ALTERNATE.CONTENT_PARAM) content = value;
    else if (HEADER_FIELDS.has(headerName)) {
      if (headerName !== 'content-length') headers[headerName] = value;
    } else params[name] = value;
  }
  if (content !== undefined) headers['content-type'] ??= XAPI_ALTERNATE.DEFAULT_CONTENT_TYPE;

  const rawQueryString = new URLSearchParams(params).toString();
  const { body: _body, queryStringParameters: _query, ...rest } = event;
  const routePath = event.routeKey?.split(' ')[1] ?? event.rawPath;
  const unwrapped: TApiEvent = {
    ...rest,
    routeKey: `${method} ${routePath}`,
    rawQueryString,
    headers,
    ...(Object.keys(params).length > 0 ? { queryStringParameters: params } : {}),
    requestContext: {
      ...event.requestContext,
      routeKey: `${method} ${routePath}`,
      http: { ...event.requestContext.http, method },
    },
    ...(content !== undefined ? { body: content } : {}),
    isBase64Encoded: false,
  };
  return { method: method as TXapiResourceMethod, event: unwrapped };
}
