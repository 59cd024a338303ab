import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

export const LOCAL_ACCOUNT_ID = '000000000000';
const LOCAL_API_ID = 'local';

export type TApiEvent = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;

export interface TRequestFacts {
  method: string;
  /** Path and query exactly as received (still percent-encoded). */
  url: string;
  /** Node's `rawHeaders`: name, value, name, value, ... (keeps duplicates, which API Gateway joins). */
  rawHeaders: readonly string[];
  body: Buffer;
  sourceIp: string;
  protocol: string;
  routeKey: string;
  pathParameters?: Record<string, string>;
  requestId: string;
  now: Date;
  /** Verified JWT claims, already stringified; only for routes behind the authorizer. */
  claims?: Record<string, string>;
  scopes?: string[] | null;
}

/**
 * Content types API Gateway passes as text; any other body arrives base64-encoded with isBase64Encoded (HTTP
 * APIs encode form posts and multipart too, so handlers must cope locally as on AWS).
 */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    /^application\/([\w.-]+\+)?(json|xml)$/.test(type) ||
    type === 'application/javascript' ||
    type === 'application/graphql'
  );
}

/** Lower-cased names, duplicates joined with a comma, cookies split out: what API Gateway v2 hands Lambda. */
export function collectHeaders(rawHeaders: readonly string[]): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!;
    if (name === 'cookie') {
      for (const cookie of value.split(';')) if (cookie.trim()) cookies.push(cookie.trim());
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return { headers, cookies };
}

/** Decoded values (`+` is a space), repeated names joined with a comma as API Gateway v2 does. */
export function parseQuery(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    params[name] = name in params ? `${params[name]},${value}` : value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

function safeDecodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** `22/Nov/2025:10:12:13 +0000`, the format of requestContext.time. */
export function apiGatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}

/**
 * An API Gateway HTTP API payload v2.0 event for one request: the same shape Lambda receives on AWS, so the
 * handler modules run unchanged. Optional fields are left out when empty, as API Gateway leaves them out.
 */
export function buildApiEvent(facts: TRequestFacts): TApiEvent {
  const queryIndex = facts.url.indexOf('?');
  const rawPath = queryIndex === -1 ? facts.url : facts.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : (facts.url.slice(queryIndex + 1).split('#')[0] ?? '');
  const { headers, cookies } = collectHeaders(facts.rawHeaders);

  // API Gateway tells the function who called and how, whatever the client sent.
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${facts.sourceIp}`
    : facts.sourceIp;
  headers['x-forwarded-proto'] = facts.protocol;
  const host = headers.host ?? 'localhost';
  const domainName = host.replace(/:\d+$/, '');
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port) headers['x-forwarded-port'] = port;

  const queryStringParameters = parseQuery(rawQueryString);
  const hasBody = facts.body.length > 0;
  const isText = isTextContentType(headers['content-type']);

  const event: TApiEvent = {
    version: '2.0',
    routeKey: facts.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(facts.pathParameters ? { pathParameters: facts.pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: facts.method,
        path: safeDecodePath(rawPath),
        protocol: 'HTTP/1.1',
        sourceIp: facts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: facts.requestId,
      routeKey: facts.routeKey,
      stage: '$default',
      time: apiGatewayTime(facts.now),
      timeEpoch: facts.now.getTime(),
      ...(facts.claims ? { authorizer: { jwt: { claims: facts.claims, scopes: facts.scopes ?? null } } } : {}),
    },
    ...(hasBody ? { body: isText ? facts.body.toString('utf8') : facts.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !isText,
  };
  return event;
}
