import { MSG } from '@skillway/shared';
import { messageCode, type TMessageCode } from '@skillway/shared/rules/message-codes';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ERROR_STATUS, isAppError } from './app-error';

const REQUEST_ID_HEADER = 'x-request-id';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * A response the handler builds itself (an image, a redirect). The middleware still adds the request id;
 * it skips JSON encoding and response validation.
 */
export class RawResponse {
  constructor(readonly result: APIGatewayProxyStructuredResultV2) {}
}

export function rawResponse(result: APIGatewayProxyStructuredResultV2): RawResponse {
  return new RawResponse(result);
}

/**
 * A JSON answer that also sets cookies (the payload 2.0 `cookies`, sent as Set-Cookie headers): the body is still
 * checked against the row's response schema and sent with the row's status.
 */
export class CookieResponse<T = unknown> {
  constructor(
    readonly body: T,
    readonly cookies: readonly string[],
  ) {}
}

export function withCookies<T>(body: T, cookies: readonly string[]): CookieResponse<T> {
  return new CookieResponse(body, cookies);
}

export function redirect(location: string): RawResponse {
  return new RawResponse({ statusCode: 302, headers: { location, 'cache-control': 'no-store' } });
}

export function jsonResponse(statusCode: number, body: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...JSON_HEADERS, [REQUEST_ID_HEADER]: requestId },
    body: JSON.stringify(body),
  };
}

export function withRequestId(
  result: APIGatewayProxyStructuredResultV2,
  requestId: string,
): APIGatewayProxyStructuredResultV2 {
  return { ...result, headers: { ...result.headers, [REQUEST_ID_HEADER]: requestId } };
}

/** `errors`' messages as codes (issue 34), field by field; messages without one are left out. */
function errorCodes(errors: Record<string, string[]>): Record<string, TMessageCode[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.flatMap((message) => messageCode(message) ?? []),
    ]),
  );
}

/**
 * The error body: `{message, code, params?, errors?, error_codes?, request_id}` (codes: rules/message-codes.ts, so a
 * client can show the message in the user's language). Anything that is not an AppError is a 500 whose body carries
 * only the generic message and the request id; the cause goes to the log, never to the client.
 */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (isAppError(error)) {
    const known = messageCode(error.message);
    const body: Record<string, unknown> = { message: error.message, code: known?.code ?? error.code };
    if (known?.params) body.params = known.params;
    if (error.errors) {
      body.errors = error.errors;
      body.error_codes = errorCodes(error.errors);
    }
    body.request_id = requestId;
    const response = jsonResponse(error.status, body, requestId);
    if (error.code === 'UNAUTHENTICATED') response.headers = { ...response.headers, 'www-authenticate': 'Bearer' };
    if (error.retryAfterSeconds !== undefined) {
      response.headers = { ...response.headers, 'retry-after': String(error.retryAfterSeconds) };
    }
    return response;
  }
  return jsonResponse(
    ERROR_STATUS.INTERNAL,
    { message: MSG.GENERIC_ERROR, code: 'GENERIC_ERROR', request_id: requestId },
    requestId,
  );
}
