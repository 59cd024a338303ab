import type { TOperation } from '@skillway/shared';
import { ORIGIN_VERIFY_HEADER } from '@skillway/functions/core/platform/http/edge-headers';
import type { TApiEvent, TApiResult } from '@skillway/functions/core/platform/http/types';

/**
 * An API Gateway v2 event for one manifest row, as the HTTP API (or the local adapter) hands it to the row's Lambda:
 * for calling a handler in-process, where a test controls the AWS clients it uses. Like every request through
 * CloudFront it carries the origin secret, when the environment has one (a stack's, in the stack project).
 */
export function apiEvent(
  row: Pick<TOperation, 'method' | 'path' | 'access'>,
  request: {
    requestId: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    claims?: Record<string, string>;
    headers?: Record<string, string>;
  },
): TApiEvent {
  const params = request.params ?? {};
  const query = request.query ?? {};
  const path = row.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => params[name] ?? 'probe');
  const rawQueryString = new URLSearchParams(query).toString();
  const routeKey = `${row.method} ${row.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'fault-test',
      'x-forwarded-for': '203.0.113.9',
      ...(process.env.ORIGIN_VERIFY_SECRET ? { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY_SECRET } : {}),
      ...request.headers,
    },
    isBase64Encoded: false,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    ...(rawQueryString ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: '0',
      apiId: 'fault-test',
      domainName: 'app.example.test',
      domainPrefix: 'app',
      requestId: request.requestId,
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: Date.now(),
      http: { method: row.method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'fault-test' },
      ...(row.access === 'public' || !request.claims
        ? {}
        : { authorizer: { jwt: { claims: request.claims, scopes: null } } }),
    },
  } as TApiEvent;
}

/** The claims the JWT authorizer passes for a bearer token (its payload, every value a string as API Gateway gives). */
export function claimsOf(token: string): Record<string, string> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)]));
}

export interface TAnswer {
  status: number;
  body:
    | { message?: unknown; request_id?: unknown; errors?: unknown; data?: unknown; schemas?: unknown; detail?: unknown }
    | undefined;
  retryAfter: string | undefined;
  /** The `x-request-id` header every answer carries (a SCIM error's body has no place for it). */
  requestId: string | undefined;
}

/** A handler's result as status, parsed JSON body and Retry-After. */
export function answerOf(result: TApiResult): TAnswer {
  const structured = result as { statusCode?: number; body?: string; headers?: Record<string, unknown> };
  let body: TAnswer['body'];
  try {
    body = JSON.parse(structured.body ?? 'null') as TAnswer['body'];
  } catch {
    body = undefined;
  }
  const retryAfter = structured.headers?.['retry-after'];
  const requestId = structured.headers?.['x-request-id'];
  return {
    status: structured.statusCode ?? 0,
    body,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  };
}
