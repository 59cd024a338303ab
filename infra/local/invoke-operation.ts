import type { IncomingMessage } from 'node:http';
import { buildApiEvent } from './api-event';
import type { THandlerLoader } from './handler-loader';
import type { TJwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext, functionNameFor } from './lambda-context';
import { jsonResponse, toHttpResponse, type THttpResponse } from './lambda-response';
import { edgeRawHeaders } from './local-edge';
import type { TLogger } from './log';
import { readBody } from './request-body';
import type { createRouteTable } from './route-table';

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 256;

/** What runs the manifest's handlers: the routes, the handler modules, the log, and the timeouts' scale. */
export interface TOperationInvoker {
  routes: ReturnType<typeof createRouteTable>;
  handlers: THandlerLoader;
  log: TLogger;
  /** Each function's timeout times this (TStartOptions.timeoutScale). */
  timeoutScale?: number;
}

/** What API Gateway and CloudFront stand for on the way in: the JWT authorizer and the edge's headers. */
export interface TInvokeEdge {
  authorizer: TJwtAuthorizer;
  originSecret: string;
  toolsToken: string | null;
}

/**
 * One /v1 request as API Gateway and Lambda answer it: the route (404), the body (413), the JWT authorizer (401), an
 * HTTP API v2 event, the handler within its timeout, and a bare 500 for a handler that throws or times out.
 */
export async function invokeOperation(
  invoker: TOperationInvoker,
  req: IncomingMessage,
  pathname: string,
  requestId: string,
  edge: TInvokeEdge,
): Promise<THttpResponse> {
  const { routes, handlers, log } = invoker;
  const method = (req.method ?? 'GET').toUpperCase();

  const match = routes.match(method, pathname);
  if (!match) return jsonResponse(404, { message: 'Not Found' });

  const body = await readBody(req);
  if (body === 'too-large') return jsonResponse(413, { message: 'Request Entity Too Large' }, { connection: 'close' });

  const { operation } = match;
  let claims: Record<string, string> | undefined;
  let scopes: string[] | null = null;
  if (operation.access !== 'public') {
    const verdict = edge.authorizer.authorize(req.headers.authorization);
    if (!verdict.ok) {
      log.info('authorizer', `${method} ${pathname} refused: ${verdict.reason}`);
      return jsonResponse(401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
    claims = verdict.claims;
    scopes = verdict.scopes;
  }

  const socket = req.socket;
  const event = buildApiEvent({
    method,
    url: req.url ?? pathname,
    rawHeaders: edgeRawHeaders(req, edge.originSecret, edge.toolsToken),
    body,
    sourceIp: (socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    protocol: 'http',
    routeKey: match.routeKey,
    ...(match.pathParameters ? { pathParameters: match.pathParameters } : {}),
    requestId,
    now: new Date(),
    ...(claims ? { claims, scopes } : {}),
  });

  try {
    const handler = await handlers.get(operation.handler);
    const timeoutMs = (operation.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000 * (invoker.timeoutScale ?? 1);
    const context = createLambdaContext(functionNameFor(operation.handler), {
      memoryMb: operation.memoryMb ?? DEFAULT_MEMORY_MB,
      timeoutMs,
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Task timed out after ${timeoutMs / 1000} seconds`)), timeoutMs);
    });
    try {
      return toHttpResponse(await Promise.race([handler(event, context), timedOut]));
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    // On AWS a throwing or timed-out function is a bare 500 from API Gateway; the details stay in the log.
    log.error('api', `${match.routeKey} (${operation.handler}) failed`, error);
    return jsonResponse(500, { message: 'Internal Server Error' });
  }
}
