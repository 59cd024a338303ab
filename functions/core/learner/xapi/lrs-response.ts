import { XAPI_HEADER, XAPI_VERSION } from '@skillway/shared';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { rawResponse, type RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';

/**
 * The LRS's answers as resources build them (JSON, no content, a stored document) and a request header read: apart
 * from lrs-request.ts, which runs every resource (and so imports them all through the alternate syntax), so that a
 * resource never imports its own runner.
 */

export function requestHeader(event: TApiEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

export const LRS_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The version header runLrs replaces with the negotiated one; for an answer built outside it. */
const DEFAULT_VERSION_HEADER = { [XAPI_HEADER.VERSION]: XAPI_VERSION };

export function lrsJson(status: number, body: unknown, headers: Record<string, string> = {}): RawResponse {
  return rawResponse({
    statusCode: status,
    headers: {
      ...DEFAULT_VERSION_HEADER,
      ...LRS_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

export function lrsNoContent(headers: Record<string, string> = {}): RawResponse {
  return rawResponse({ statusCode: 204, headers: { ...DEFAULT_VERSION_HEADER, ...LRS_HEADERS, ...headers } });
}

/** A stored document as it was sent: its content type, its bytes, its ETag. */
export function lrsDocument(contentType: string, base64: string, headers: Record<string, string>): RawResponse {
  const result: APIGatewayProxyStructuredResultV2 = {
    statusCode: 200,
    headers: { ...DEFAULT_VERSION_HEADER, ...LRS_HEADERS, 'content-type': contentType, ...headers },
    body: base64,
    isBase64Encoded: true,
  };
  return rawResponse(result);
}
