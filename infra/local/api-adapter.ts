import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TOperation } from '@skillway/shared';
import { signingCredentials } from '@skillway/functions/core/platform/storage/s3-signing';
import { closableServer } from './closable-server';
import { appEdgeCompresses, compressAtEdge } from './edge-compression';
import { CONTENT_PATH_PREFIX, type TLocalContentKey } from './content-files';
import { STRIPE_LOCAL_PREFIX } from './fake-stripe';
import type { THandlerLoader } from './handler-loader';
import { invokeOperation } from './invoke-operation';
import type { TJwtAuthorizer } from './jwt-authorizer';
import { jsonResponse, writeHttpResponse, type THttpResponse } from './lambda-response';
import { LOCAL_DNS_PATH, serveLocalDns } from './local-dns-page';
import { originOnPort } from './local-origins';
import { guardLocalTools, underPath } from './local-tools-gate';
import type { TLogger } from './log';
import { MAIL_JSON_PATH, MAIL_PATH, serveMail } from './mail-routes';
import { createRouteTable } from './route-table';
import { proxyToS3, S3_PROXY_PREFIX } from './s3-proxy';
import type { TSecretFor } from './s3-signature';
import { crossOrigin, SCHEDULES_PATH, serveSchedules, type TScheduleControl } from './schedule-routes';
import { localSecurityHeaders, type TStaticSite } from './static-site';

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
  const invoker = { routes: createRouteTable(options.operations), handlers, log, timeoutScale: options.timeoutScale };
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
    // Until the emulators, bootstrap and seed are done, nothing behind /v1 can answer truthfully.
    if (!ready || !runtime) return jsonResponse(503, { message: 'Service Unavailable' }, { 'retry-after': '1' });
    return invokeOperation(invoker, req, pathname, requestId, {
      authorizer: runtime.authorizer,
      originSecret,
      toolsToken: localToolsToken,
    });
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

    if (guardLocalTools(req, res, url, localToolsToken)) return;
    if (underPath(pathname, S3_PROXY_PREFIX)) {
      if (!s3Endpoint) {
        writeHttpResponse(res, jsonResponse(503, { message: 'Service Unavailable' }), {}, false);
        return;
      }
      await proxyToS3(req, res, { s3Endpoint, secretFor: productSigningSecret });
      return;
    }
    if (underPath(pathname, CONTENT_PATH_PREFIX)) {
      // Package files live on the content origin only: here they would run with the app's session in reach.
      writeHttpResponse(res, NOT_FOUND(), appHeaders(req), method === 'HEAD');
      return;
    }
    if ((pathname === MAIL_PATH || pathname === MAIL_JSON_PATH) && (method === 'GET' || method === 'HEAD')) {
      await serveMail(res, pathname, url, options.outboxDir);
      return;
    }
    if (underPath(pathname, SCHEDULES_PATH)) {
      writeHttpResponse(res, await serveSchedules(req, url, scheduler), {}, method === 'HEAD');
      return;
    }
    if (underPath(pathname, LOCAL_DNS_PATH) || pathname === `${LOCAL_DNS_PATH}.json`) {
      await serveLocalDns(req, res, pathname, ready);
      return;
    }
    if (pathname === EVENTS_DRAIN_PATH) {
      writeHttpResponse(res, await serveDrain(req, method), {}, false);
      return;
    }
    if (underPath(pathname, STRIPE_LOCAL_PREFIX)) {
      if (!stripe) writeHttpResponse(res, jsonResponse(503, { message: 'Service Unavailable' }), {}, false);
      else await stripe(req, res, url);
      return;
    }
    if (underPath(pathname, '/v1')) {
      await serveApi(req, res, pathname, appHeaders(req), appEdgeCompresses(pathname));
      return;
    }
    if (underPath(pathname, '/_local') || (method !== 'GET' && method !== 'HEAD')) {
      writeHttpResponse(res, jsonResponse(404, { message: 'Not Found' }), {}, method === 'HEAD');
      return;
    }
    await site.serve(req, res, pathname, appHeaders(req));
  }

  /**
   * One /v1 call, answered with the calling origin's security headers (`security`) and, where that origin's CloudFront
   * behaviour compresses (`compress`), encoded as the caller accepts (./edge-compression.ts).
   */
  async function serveApi(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    security: Record<string, string>,
    compress = false,
  ) {
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
    writeHttpResponse(res, compress ? compressAtEdge(req, response) : response, extra, method === 'HEAD');
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
