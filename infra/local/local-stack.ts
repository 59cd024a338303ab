/**
 * The whole product on one machine, no AWS account. DynamoDB Local (Java), cognito-local and s3rver hold the data
 * under DATA_DIR; the API adapter runs the same handler modules Lambda runs; the in-process event bus and
 * scheduler run the event handlers; the built SPA is served from the same origin. `npm start` (start.ts) and the
 * tests' global setup call `startLocalStack`.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { EVENT_ROUTES, OPERATION_LIST, SCHEDULES } from '@skillway/shared';
import { createApiAdapter } from './api-adapter';
import { createLocalContentKey } from './content-files';
import { createContentOrigin } from './content-origin';
import { bootstrapServices } from './bootstrap-services';
import type { TDemoCredential } from './credentials-table';
import { acquireDataDirLock } from './data-dir-lock';
import { assertJavaAvailable, ensureDynamoDbLocal } from './dynamodb-local';
import { createAuditStream } from './audit-stream';
import { DEFAULT_TABLE_NAME } from '@skillway/functions/core/platform/definitions/table';
import { createEventBus } from './event-bus';
import { freePort } from './free-port';
import { createHandlerLoader } from './handler-loader';
import { createJwtAuthorizer } from './jwt-authorizer';
import {
  applyEnvironment,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  localEnvironment,
  userPoolTriggerEnvironment,
} from './local-environment';
import { LocalStackError } from './local-stack-error';
import { createLogger } from './log';
import { ensureLocalToolsToken } from './local-tools-access';
import { watchOutbox } from './mail-outbox';
import { dataPaths, DEFAULT_DATA_DIR, EVENTS_DIR, FUNCTIONS_DIR, WEB_DIST_DIR } from './paths';
import { createScheduler } from './scheduler';
import { startEmulators } from './start-emulators';
import type { TLocalIdpUrls } from './identity-providers/demo-idp-settings';
import { startLocalIdentityProviders } from './identity-providers/local-identity-providers';
import { LOCAL_STRIPE_SECRET_KEY, startFakeStripe } from './fake-stripe';
import { createStaticSite } from './static-site';
import { loadState, saveState } from './state-file';

export type { TDemoCredential };

/** How often LRS forwarding reads the table's stream while it finds records (it idles like the audit's). */
const FORWARDING_STREAM_POLL_MS = 1000;
/** web/dist's folder of the SCORM launch page (the web build's second entry, base `/launch/`). */
const LAUNCH_DIR = 'launch';

export interface TStartOptions {
  /** 0 picks a free port (the one this DATA_DIR used last when it is free). Default 3000. */
  port?: number;
  /**
   * The e-learning content origin's port (package files, their launch page and LRS): 0 picks a free one. Default the
   * app's port + 1 (a free one when the app's port was picked).
   */
  contentPort?: number;
  /**
   * The address the origin listens on: loopback by default (demo passwords, no TLS); `0.0.0.0` lets other machines
   * on the network open the product (links are signed for the host each browser used, see browser-origin.ts).
   */
  host?: string;
  dataDir?: string;
  /** Seed the demo data (idempotent). Default true. */
  seed?: boolean;
  /** Only warnings and errors on the console (tests). Default false. */
  quiet?: boolean;
  /** Delay before each schedule's first run. Default 5 s. */
  firstScheduleDelayMs?: number;
  /** How often the audit stream is read. Default 250 ms (the bench reads it only when it drains). */
  auditStreamPollMs?: number;
  /** The built SPA to serve. Default web/dist (the bench serves a build of its own). */
  webDistDir?: string;
  /** Serve the local tools (`/_local/mail`, schedules, fake Stripe console) to holders of the token. Default true. */
  localTools?: boolean;
  /**
   * Each API function's timeout times this. Default 1 (the manifest's, as on AWS). The test stacks give 3: four test
   * processes share two cores there, and a handler starved of CPU is not what those tests measure (the bench is).
   */
  timeoutScale?: number;
}

export interface TLocalStack {
  url: string;
  /** The e-learning content origin (packages run there, never on `url`). */
  contentUrl: string;
  dataDir: string;
  credentials: TDemoCredential[];
  /** The environment the handlers run with (also set on process.env). */
  env: Record<string, string>;
  /** The secret the local tools require (also in `$DATA_DIR/local-tools-token`); null when they are off. */
  localToolsToken: string | null;
  /** The local identity providers (SSO): their URLs and the demo client (identity-providers/demo-idp-settings.ts). */
  identityProviders: TLocalIdpUrls;
  /**
   * Resolves when every event published so far has been handled, and every change written so far is in the audit
   * log (tests wait on it; `POST /_local/events/drain` calls it).
   */
  drainEvents(): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalStack(options: TStartOptions = {}): Promise<TLocalStack> {
  // The SDK warns on Node < 22 about releases after January 2027; this workplace runs Node 20 by design and the
  // lockfile pins the SDK, so on a local console the warning is only noise (set it to "false" to see it).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = createLogger(options.quiet ?? false);
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const paths = dataPaths(dataDir);
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => log.error('stack', 'cleanup step failed', error));
    }
  };

  try {
    assertJavaAvailable();
    await mkdir(paths.root, { recursive: true });
    cleanups.push(await acquireDataDirLock(dataDir));
    await Promise.all([mkdir(paths.outbox, { recursive: true }), mkdir(paths.logs, { recursive: true })]);
    const state = await loadState(paths.state);
    const localToolsToken = (options.localTools ?? true) ? await ensureLocalToolsToken(dataDir) : null;
    const emulatorDir = await ensureDynamoDbLocal(log.quiet);

    // 1. The origin first, so health answers 503 while the rest starts and APP_URL is known.
    const webDist = options.webDistDir ?? WEB_DIST_DIR;
    // The launch page is the content origin's: the app's origin never serves it.
    const site = createStaticSite(webDist, { exclude: [LAUNCH_DIR] });
    if (!site.isBuilt())
      log.warn('web', 'web/dist is missing: run `npm run build:web` (npm start does it for you) to serve the app');
    const adapter = createApiAdapter({
      operations: OPERATION_LIST,
      handlers: createHandlerLoader(FUNCTIONS_DIR),
      site,
      outboxDir: paths.outbox,
      log,
      timeoutScale: options.timeoutScale ?? 1,
    });
    adapter.setLocalToolsToken(localToolsToken);
    const requestedPort = options.port ?? 3000;
    const appPort = await adapter
      .listen(requestedPort === 0 ? await freePort(state.ports.app) : requestedPort, options.host)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE')
          throw new LocalStackError(
            `Port ${requestedPort} is in use: stop what uses it or start with PORT=<another port>.`,
          );
        throw error;
      });
    cleanups.push(() => adapter.close());
    const url = `http://localhost:${appPort}`;
    const contentOrigin = createContentOrigin({
      launchSite: createStaticSite(join(webDist, LAUNCH_DIR), { entry: 'scorm.html', spaFallback: false }),
      s3Endpoint: () => adapter.s3Endpoint,
      contentKey: () => adapter.contentKey,
      serveApi: adapter.serveApi,
      appPort,
    });
    const requestedContentPort = options.contentPort ?? (requestedPort === 0 ? 0 : requestedPort + 1);
    const contentPort = await contentOrigin
      .listen(requestedContentPort === 0 ? await freePort(state.ports.content) : requestedContentPort, options.host)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE')
          throw new LocalStackError(
            `Port ${requestedContentPort} (the e-learning content origin) is in use: stop what uses it or start with CONTENT_PORT=<another port>.`,
          );
        throw error;
      });
    cleanups.push(() => contentOrigin.close());
    adapter.setContentPort(contentPort);
    const contentUrl = `http://localhost:${contentPort}`;

    // 2. The emulators, side by side.
    const ports = {
      dynamodb: await freePort(state.ports.dynamodb),
      cognito: await freePort(state.ports.cognito),
      s3: await freePort(state.ports.s3),
    };
    state.ports = { app: appPort, content: contentPort, ...ports };
    // cognito-local runs the pool's triggers (CUSTOM_AUTH for SSO sign-ins): the verify trigger claims proofs in the
    // table on DynamoDB Local, whose port is already chosen, and checks them with the ssoSealing value.
    const cognitoTriggerEnv = userPoolTriggerEnvironment({
      dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
      ssoSealingSecret: state.ssoSealingSecret,
    });
    const emulators = await startEmulators({ emulatorDir, paths, ports, quiet: log.quiet, cognitoTriggerEnv }, (stop) =>
      cleanups.push(stop),
    );
    const { dynamodb, cognito, s3 } = emulators;
    adapter.setS3Endpoint(s3.endpoint);
    log.info('stack', `DynamoDB Local ${dynamodb.endpoint}, cognito-local ${cognito.endpoint}, s3rver ${s3.endpoint}`);

    // The local identity providers (SSO): an OpenID Connect provider and a SAML 2.0 IdP, each on a loopback port of
    // its own (the one this DATA_DIR used last when free: the demo connections keep their URLs), keys in DATA_DIR.
    const identityProviders = await startLocalIdentityProviders({
      appUrl: url,
      keyDir: join(paths.root, 'identity-providers'),
      ports: { oidc: await freePort(state.ports.oidc), saml: await freePort(state.ports.saml) },
      log: (line) => log.warn('idp', line),
    });
    cleanups.push(() => identityProviders.close());
    Object.assign(state.ports, identityProviders.ports);
    const { oidc: oidcIdp, saml: samlIdp } = identityProviders.urls;
    log.info('stack', `OpenID Connect provider ${oidcIdp.issuer}, SAML 2.0 IdP ${samlIdp.metadataUrl}`);

    // 3. Bootstrap (idempotent): table, user pool and client, buckets.
    const pool = await bootstrapServices({ emulators, state, appUrl: url });
    state.userPoolId = pool.userPoolId;
    state.userPoolClientId = pool.userPoolClientId;
    log.info('stack', pool.summary);
    await saveState(paths.state, state);

    // The fake Stripe (billing): the Stripe client talks to it; it sends its signed webhooks to this origin.
    const stripe = await startFakeStripe({
      stateFile: join(paths.root, 'stripe.json'),
      appUrl: url,
      log: (line) => log.warn('stripe', line),
    });
    cleanups.push(() => stripe.close());
    adapter.setStripe(stripe.handleLocal);

    // 4. The handlers' environment, before any handler module is imported.
    const contentKey = createLocalContentKey();
    adapter.setContentKey(contentKey);
    const env = localEnvironment({
      contentKey,
      stripe: { url: stripe.url, secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: stripe.webhookSecret },
      url,
      contentUrl,
      dynamodb: dynamodb.endpoint,
      cognito: cognito.endpoint,
      s3: s3.endpoint,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      imageSigningSecret: state.imageSigningSecret,
      ssoSealingSecret: state.ssoSealingSecret,
      originVerifySecret: adapter.originSecret,
      outbox: paths.outbox,
      identityProviders: identityProviders.env,
    });
    // Quiet (tests) applies to the handlers' structured logs too, unless the caller chose a level.
    if (log.quiet) env.POWERTOOLS_LOG_LEVEL = process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN';
    applyEnvironment(env);

    // 5. The JWT authorizer, with cognito-local's published key.
    const issuer = `${cognito.endpoint}/${pool.userPoolId}`;
    const jwksResponse = await fetch(`${issuer}/.well-known/jwks.json`);
    if (!jwksResponse.ok) throw new Error(`cognito-local JWKS answered ${jwksResponse.status}`);
    adapter.setRuntime({
      authorizer: createJwtAuthorizer({
        issuer,
        audience: pool.userPoolClientId,
        jwks: (await jwksResponse.json()) as { keys: unknown[] },
      }),
    });

    // 6. The table's stream feeds the audit log, as the stream's Lambda does on AWS (events/streams/audit-log.ts).
    // Made before the bus, so on stop it goes after it: what the last events change is in the log too.
    const { consumeAuditStream } = await import('@skillway/functions/core/oversight/audit/consume-stream');
    const { requestLogger } = await import('@skillway/functions/core/platform/http/logger');
    const auditLog = requestLogger({ stream: 'audit-log' });
    const auditStream = createAuditStream({
      endpoint: dynamodb.endpoint,
      tableName: DEFAULT_TABLE_NAME,
      credentials: LOCAL_CREDENTIALS,
      region: LOCAL_REGION,
      consume: (records) => consumeAuditStream(records, { log: auditLog }),
      log,
      deadLetterFile: paths.deadLetters,
      pollMs: options.auditStreamPollMs,
    });
    auditStream.start();
    cleanups.push(() => auditStream.stop());
    // LRS forwarding is the stream's second consumer (events/streams/xapi-forwarding.ts on AWS): new statements into
    // each external LRS's queue, and a first delivery run. Locally the poller reads every record and the consumer
    // takes the statements' INSERTs (AWS's event source mapping filters them).
    const { consumeForwardingStream } = await import('@skillway/functions/core/learner/xapi/forwarding/consume-stream');
    const forwardingLog = requestLogger({ stream: 'xapi-forwarding' });
    const forwardingStream = createAuditStream({
      endpoint: dynamodb.endpoint,
      tableName: DEFAULT_TABLE_NAME,
      credentials: LOCAL_CREDENTIALS,
      region: LOCAL_REGION,
      consume: (records) => consumeForwardingStream(records, { log: forwardingLog }),
      log,
      deadLetterFile: paths.deadLetters,
      // A second of delay is nothing to an external LRS, and a second poller costs the test stacks CPU; whatever
      // must see the forwarding done drains it.
      pollMs: Math.max(options.auditStreamPollMs ?? 0, FORWARDING_STREAM_POLL_MS),
    });
    forwardingStream.start();
    cleanups.push(() => forwardingStream.stop());

    // Events and schedules go through the in-process bus instead of EventBridge.
    const bus = createEventBus({
      routes: EVENT_ROUTES,
      handlers: createHandlerLoader(EVENTS_DIR),
      deadLetterFile: paths.deadLetters,
      log,
    });
    const { setEventTransport } = await import('@skillway/functions/core/platform/events/publish-event');
    setEventTransport((detailType, detail) => bus.publish(detailType, detail));
    cleanups.push(() => bus.stop());
    const scheduler = createScheduler({
      schedules: SCHEDULES,
      bus,
      log,
      firstRunDelayMs: options.firstScheduleDelayMs,
    });
    cleanups.push(() => scheduler.stop());
    adapter.setScheduler(scheduler);
    // Stripe's webhooks first (they may publish events), then the bus, then the audit log of what they all changed.
    const drainEvents = async () => {
      await stripe.drain();
      await bus.drain();
      await auditStream.drain();
      await forwardingStream.drain();
    };
    adapter.setDrain(drainEvents);
    const watcher = await watchOutbox(paths.outbox, (line) => log.info('mail', line));
    cleanups.push(() => watcher?.close());

    // 7. Demo data, then open the doors.
    let credentials: TDemoCredential[] = [];
    if (options.seed ?? true) {
      const { seedDemoData } = await import('@skillway/functions/core/workflows/seed/seed-demo');
      credentials = await seedDemoData();
    }
    adapter.markReady();
    let stopping: Promise<void> | undefined;
    // The schedules' timers start once the demo data and the events it raised are handled: a first run on a
    // half-seeded table renewed a certification before its certificate was made (a slow start under load).
    void drainEvents()
      .catch((error: unknown) => log.warn('scheduler', `the start's events were not all handled: ${String(error)}`))
      .finally(() => {
        if (!stopping) scheduler.start();
      });

    return {
      url,
      contentUrl,
      dataDir,
      credentials,
      env,
      localToolsToken,
      identityProviders: identityProviders.urls,
      drainEvents,
      stop() {
        // Refuse new requests first, then let events drain while the emulators still answer, then stop them.
        stopping ??= Promise.all([adapter.close(), contentOrigin.close()]).then(cleanup);
        return stopping;
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
