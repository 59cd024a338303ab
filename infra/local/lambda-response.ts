import type { ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface THttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/**
 * What API Gateway makes of a handler's return value (payload v2): a structured result is used as given;
 * anything else is a 200 JSON body (a string is sent as is).
 */
export function toHttpResponse(result: unknown): THttpResponse {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const raw = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw),
  };
}

export function writeHttpResponse(
  res: ServerResponse,
  response: THttpResponse,
  extraHeaders: Record<string, string>,
  headOnly: boolean,
) {
  const headers: Record<string, string | string[]> = { ...extraHeaders, ...response.headers };
  if (response.cookies.length > 0) headers['set-cookie'] = response.cookies;
  headers['content-length'] = String(response.body.length);
  res.writeHead(response.statusCode, headers);
  res.end(headOnly ? undefined : response.body);
}

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): THttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    cookies: [],
    body: Buffer.from(JSON.stringify(body)),
  };
}
