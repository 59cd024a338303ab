import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TOperation } from '@skillway/shared';
import { buildApiEvent } from './api-event';
import { closableServer } from './closable-server';
import { CONTENT_PATH_PREFIX, type TLocalContentKey } from './content-files';
import { originOnPort } from './local-origins';
import type { THandlerLoader } from './handler-loader';
import type { TJwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext, functionNameFor } from './lambda-context';
import { jsonResponse, toHttpResponse, writeHttpResponse, type THttpResponse } from './lambda-response';
import type { TLogger } from './log';
import { readOutbox, renderOutboxPage } from './mail-outbox';
import { readBody } from './request-body';
import { createRouteTable } from './route-table';
import { signingCredentials } from '@skillway/functions/core/platform/storage/s3-signing';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@skillway/functions/core/platform/http/edge-headers';
import { proxyToS3, S3_PROXY_PREFIX } from './s3-proxy';
import { LOCAL_DNS_PATH, serveLocalDns } from './local-dns-page';
import type { TSecretFor } from './s3-signature';
import { crossOrigin, SCHEDULES_PATH, serveSchedules, type TScheduleControl } from './schedule-routes';
import { STRIPE_LOCAL_PREFIX } from './fake-stripe';
import { localSecurityHeaders, type TStaticSite } from './static-site';
import {
  hasLocalToolsToken,
  LOCAL_TOOLS_HEADER,
  sameSecret,
  linkCarriesToken,
  localToolsCookie,
  LOCAL_TOOLS_PATH,
  renderLocalToolsIndex,
} from './local-tools-access';

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 256;

export interface TApiAdapterOptions {
  operations: readonly TOperation[];
  handlers: THandlerLoader;
  site: TStaticSite;
  outboxDir: string;
  log: TLogger;
  /** Each function's timeout times this (TStartOptions.timeoutScale). */
  timeoutScale?: number;
}

/** Serves `/_local/stripe/*` (the fake Stripe's card confirmation, invoice pages and renewal controls). */
export type TLocalStripeHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/** What the adapter needs from the emulators; given once they are up. */
export interface TAdapterRuntime {
  authorizer: TJwtAuthorizer;
}

/** `POST` waits until the background work queued so far (Stripe's webhooks, the bus's deliveries) is done. */
const EVENTS_DRAIN_PATH = '/_local/events/drain';

/** API Gateway's request ids look like `Jv3r3hPqLPEEJ0A=`; the shape tells them apart from Lambda's uuids. */
const newRequestId = () => randomBytes(10).toString('base64');

const hasPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The `/_local` paths a signed-in user's browser reaches in the product's own flows, each guarded by its own
 * capability as on AWS: the store's presigned links and POST policies (s3-proxy.ts), the fake Stripe's card
 * confirmation (the SetupIntent's client secret) and hosted invoices (unguessable ids, like Stripe's).
 */
function isPublicLocalPath(pathname: string, method: string): boolean {
  if (hasPrefix(pathname, S3_PROXY_PREFIX)) return true;
  if (pathname === `${STRIPE_LOCAL_PREFIX}/confirm`) return method === 'POST';
  return /^\/_local\/stripe\/invoices\/\w+$/.test(pathname) && (method === 'GET' || method === 'HEAD');
}

/** The store's proxy knows the one key the product signs links and policies with (s3-signing.ts). */
const productSigningSecret: TSecretFor = (accessKeyId) => {
  try {
    const credentials = signingCredentials();
    return credentials.accessKeyId === accessKeyId ? credentials.secretAccessKey : undefined;
  } catch {
    // Before the handlers' environment is applied nothing is signed yet.
    return undefined;
  }
};

/**
 * What CloudFront does to a /v1 request on AWS (the ApiPath function and the origin's custom header): the viewer's
 * address is named by the edge, replacing any the caller sent, and the origin secret is added. A caller holding the
 * local tools token (the tests, standing in for callers on many networks) may name the address instead.
 */
function edgeRawHeaders(req: IncomingMessage, originSecret: string, toolsToken: string | null): string[] {
  const stripped = new Set([ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, LOCAL_TOOLS_HEADER]);
  const kept: string[] = [];
  let named: string | undefined;
  let fromTools = false;
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index]!;
    const value = req.rawHeaders[index + 1] ?? '';
    const lower = name.toLowerCase();
    if (lower === VIEWER_ADDRESS_HEADER) named = value.trim();
    if (lower === LOCAL_TOOLS_HEADER && toolsToken !== null) fromTools = sameSecret(value, toolsToken);
    if (!stripped.has(lower)) kept.push(name, value);
  }
  const socketAddress = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const viewer = fromTools && named ? named : socketAddress;
  return [...kept, ORIGIN_VERIFY_HEADER, originSecret, VIEWER_ADDRESS_HEADER, viewer];
}

const NOT_FOUND = () => jsonResponse(404, { message: 'Not Found' });

/**
 * The local API Gateway, and the rest of the local app origin: `/v1/*` runs the manifest's handler modules with
 * API Gateway HTTP API v2 events (JWT authorizer included), `/_local/s3/*` proxies to s3rver, `/_local/mail`
 * shows the outbox, `/_local/schedules` lists and runs the schedules, `/_local/stripe/*` is the fake Stripe's card form target,
 * invoice pages and renewal controls, `POST /_local/events/drain` waits for the background work (tests ask it instead
 * of sleeping), and everything else is the built SPA. E-learning packages are not served here: the content origin
 * (content-origin.ts, a port of its own) serves them and the few /v1 calls they make, through `serveApi`.
 * `/_local/*` exists only here, never on AWS.
 */
export function createApiAdapter(options: TApiAdapterOptions) {
  const { handlers, site, log } = options;
  const routes = createRouteTable(options.operations);
  let runtime: TAdapterRuntime | undefined;
  let s3Endpoint: string | undefined;
  let scheduler: TScheduleControl | undefined;
  let stripe: TLocalStripeHandler | undefined;
  let contentKey: TLocalContentKey | undefined;
  let drainEvents: (() => Promise<void>) | undefined;
  /** The data folder's local tools token; null: the tools are off (a network host without LOCAL_TOOLS=on). */
  let localToolsToken: string | null = null;
  /** What the local edge adds to every /v1 request (ORIGIN_VERIFY_SECRET of the handlers' environment). */
  let originSecret = randomBytes(32).toString('base64url');
  /** The content origin's port: the app's pages may frame it (frame-src). */
  let contentPort: number | undefined;
  const appHeaders = (req: IncomingMessage) =>
    localSecurityHeaders(req, contentPort === undefined ? undefined : originOnPort(req, contentPort));
  let ready = false;

  async function invoke(req: IncomingMessage, pathname: string, requestId: string): Promise<THttpResponse> {
    const method = (req.method ?? 'GET').toUpperCase();
    // Until the emulators, bootstrap and seed are done, nothing behind /v1 can answer truthfully.
    if (!ready || !runtime) return jsonResponse(503, { message: 'Service Unavailable' }, { 'retry-after': '1' });

    const match = routes.match(method, pathname);
    if (!match) return jsonResponse(404, { message: 'Not Found' });

    const body = await readBody(req);
    if (body === 'too-large')
      return jsonResponse(413, { message: 'Request Entity Too Large' }, { connection: 'close' });

    const { operation } = match;
    let claims: Record<string, string> | undefined;
    let scopes: string[] | null = null;
    if (operation.access !== 'public') {
      const verdict = runtime.authorizer.authorize(req.headers.authorization);
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
      rawHeaders: edgeRawHeaders(req, originSecret, localToolsToken),
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
      const timeoutMs = (operation.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000 * (options.timeoutScale ?? 1);
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

  async function serveMail(res: ServerResponse, pathname: string, url: URL) {
    // `?to=<address>` keeps one person's messages (the page and its JSON): a test run's outbox holds hundreds.
    const to = url.searchParams.get('to')?.toLowerCase();
    const all = await readOutbox(options.outboxDir);
    const mails = to ? all.filter((mail) => mail.to.some((address) => address.toLowerCase() === to)) : all;
    if (pathname === '/_local/mail.json') {
      writeHttpResponse(res, jsonResponse(200, { data: mails }, { 'cache-control': 'no-store' }), {}, false);
      return;
    }
    const html = Buffer.from(renderOutboxPage(mails));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.length,
      'cache-control': 'no-store',
      // Frames inherit this policy: message HTML may show images but never run script.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; base-uri 'self'; form-action 'none'",
      'x-content-type-options': 'nosniff',
    });
    res.end(html);
  }

  async function serveDrain(req: IncomingMessage, method: string) {
    if (method !== 'POST') return jsonResponse(405, { message: 'Method Not Allowed' }, { allow: 'POST' });
    if (crossOrigin(req)) return jsonResponse(403, { message: 'Forbidden' });
    if (!drainEvents) return jsonResponse(503, { message: 'Service Unavailable' }, { 'retry-after': '1' });
    await drainEvents();
    return jsonResponse(200, { drained: true }, { 'cache-control': 'no-store' });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const pathname = url.pathname;
    const method = req.method ?? 'GET';

    if (hasPrefix(pathname, LOCAL_TOOLS_PATH) && !isPublicLocalPath(pathname, method)) {
      const token = localToolsToken;
      if (token === null) return writeHttpResponse(res, NOT_FOUND(), {}, method === 'HEAD');
      const index = pathname === LOCAL_TOOLS_PATH || pathname === `${LOCAL_TOOLS_PATH}/`;
      if (index && method === 'GET' && linkCarriesToken(url, token)) {
        // The printed link: the cookie, then the same page without the token in the address bar and history.
        const https = 'encrypted' in req.socket && req.socket.encrypted === true;
        res.writeHead(303, {
          location: `${LOCAL_TOOLS_PATH}/`,
          'set-cookie': localToolsCookie(token, https),
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        });
        res.end();
        return;
      }
      if (!hasLocalToolsToken(req, token)) return writeHttpResponse(res, NOT_FOUND(), {}, method === 'HEAD');
      if (index && (method === 'GET' || method === 'HEAD')) {
        const html = Buffer.from(renderLocalToolsIndex());
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-length': html.length,
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
          'x-content-type-options': 'nosniff',
        });
        res.end(method === 'HEAD' ? undefined : html);
        return;
      }
    }
    if (hasPrefix(pathname, S3_PROXY_PREFIX)) {
      if (!s3Endpoint) {
        writeHttpResponse(res, jsonResponse(503, { message: 'Service Unavailable' }), {}, false);
        return;
      }
      await proxyToS3(req, res, { s3Endpoint, secretFor: productSigningSecret });
      return;
    }
    if (hasPrefix(pathname, CONTENT_PATH_PREFIX)) {
      // Package files live on the content origin only: here they would run with the app's session in reach.
      writeHttpResponse(res, NOT_FOUND(), appHeaders(req), method === 'HEAD');
      return;
    }
    if ((pathname === '/_local/mail' || pathname === '/_local/mail.json') && (method === 'GET' || method === 'HEAD')) {
      await serveMail(res, pathname, url);
      return;
    }
    if (hasPrefix(pathname, SCHEDULES_PATH)) {
      writeHttpResponse(res, await serveSchedules(req, url, scheduler), {}, method === 'HEAD');
      return;
    }
    if (hasPrefix(pathname, LOCAL_DNS_PATH) || pathname === `${LOCAL_DNS_PATH}.json`) {
      await serveLocalDns(req, res, pathname, ready);
      return;
    }
    if (pathname === EVENTS_DRAIN_PATH) {
      writeHttpResponse(res, await serveDrain(req, method), {}, false);
      return;
    }
    if (hasPrefix(pathname, STRIPE_LOCAL_PREFIX)) {
      if (!stripe) writeHttpResponse(res, jsonResponse(503, { message: 'Service Unavailable' }), {}, false);
      else await stripe(req, res, url);
      return;
    }
    if (hasPrefix(pathname, '/v1')) {
      await serveApi(req, res, pathname, appHeaders(req));
      return;
    }
    if (hasPrefix(pathname, '/_local') || (method !== 'GET' && method !== 'HEAD')) {
      writeHttpResponse(res, jsonResponse(404, { message: 'Not Found' }), {}, method === 'HEAD');
      return;
    }
    await site.serve(req, res, pathname, appHeaders(req));
  }

  /** One /v1 call, answered with the calling origin's security headers (`security`). */
  async function serveApi(req: IncomingMessage, res: ServerResponse, pathname: string, security: Record<string, string>) {
    const started = Date.now();
    const requestId = newRequestId();
    const method = req.method ?? 'GET';
    const response = await invoke(req, pathname, requestId);
    // API Gateway stamps every response with its request id; the middleware adds x-request-id to handler
    // responses, and the adapter's own answers (401, 404, 413, 503) get it here.
    const extra: Record<string, string> = { 'apigw-requestid': requestId };
    if (!response.headers['x-request-id']) extra['x-request-id'] = requestId;
    // CloudFront's response headers policy covers /v1/* too and overrides what the origin sent.
    Object.assign(response.headers, security);
    writeHttpResponse(res, response, extra, method === 'HEAD');
    // Polls of a starting stack (503) would flood the console; everything after that is worth a line.
    if (ready && (!log.quiet || response.statusCode >= 500)) {
      log.info('api', `${method} ${pathname} ${response.statusCode} ${Date.now() - started}ms`);
    }
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      log.error('adapter', `${req.method} ${req.url} failed`, error);
      if (!res.headersSent) writeHttpResponse(res, jsonResponse(500, { message: 'Internal Server Error' }), {}, false);
      else res.destroy();
    });
  });
  const lifecycle = closableServer(server);

  return {
    server,
    /** Loopback only by default: the local stack has demo passwords and no TLS, it is not for the network. */
    listen: lifecycle.listen,
    setS3Endpoint(endpoint: string) {
      // Where /_local/s3/* goes: browsers read and post uploads through that same-origin proxy, never s3rver itself.
      s3Endpoint = endpoint;
    },
    /** The key pair the content access cookies are signed with (until set, `/content/*` answers 503). */
    setContentKey(value: TLocalContentKey) {
      contentKey = value;
    },
    /** What the content origin needs from here: the emulators and key once set, and the API. */
    get contentKey(): TLocalContentKey | undefined {
      return contentKey;
    },
    get s3Endpoint(): string | undefined {
      return s3Endpoint;
    },
    serveApi,
    /** The content origin's port, which the app's pages may frame. */
    setContentPort(port: number) {
      contentPort = port;
    },
    setRuntime(value: TAdapterRuntime) {
      runtime = value;
    },
    /** The secret the local edge adds to /v1 requests, as the handlers' ORIGIN_VERIFY_SECRET. */
    get originSecret(): string {
      return originSecret;
    },
    setOriginSecret(value: string) {
      originSecret = value;
    },
    /** The data folder's local tools token, or null to turn the tools off (every `/_local` tool answers 404). */
    setLocalToolsToken(value: string | null) {
      localToolsToken = value;
    },
    /** The in-process scheduler, for `/_local/schedules` (until it is set those answer 503). */
    setScheduler(value: TScheduleControl) {
      scheduler = value;
    },
    /** What `POST /_local/events/drain` waits for (until set it answers 503). */
    setDrain(value: () => Promise<void>) {
      drainEvents = value;
    },
    /** The fake Stripe's local routes (until set they answer 503). */
    setStripe(value: TLocalStripeHandler) {
      stripe = value;
    },
    markReady() {
      ready = true;
    },
    get ready() {
      return ready;
    },
    close(): Promise<void> {
      ready = false;
      return lifecycle.close();
    },
  };
}
