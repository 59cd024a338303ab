/**
 * `npm start`: the whole product on one machine, no AWS account. DynamoDB Local (Java), cognito-local and
 * s3rver hold the data under DATA_DIR; the API adapter runs the same handler modules Lambda runs; the
 * in-process event bus and scheduler run the event handlers; the built SPA is served from the same origin.
 *
 * Library: `startLocalStack({ port, dataDir, seed, quiet })` (the tests' global setup uses it).
 * CLI: `tsx infra/local/start.ts` with PORT (default 3000) and DATA_DIR (default .local-data/).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUCKETS } from '@skillway/functions/core/platform/definitions/buckets';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { DEFAULT_TABLE_NAME } from '@skillway/functions/core/platform/definitions/table';
import { EVENT_ROUTES, OPERATION_LIST, SCHEDULES } from '@skillway/shared';
import { createApiAdapter } from './api-adapter';
import { bootstrapBuckets } from './bootstrap-buckets';
import { bootstrapTable } from './bootstrap-table';
import { bootstrapUserPool } from './bootstrap-user-pool';
import { startCognitoLocal } from './cognito-local';
import { formatCredentials, type TDemoCredential } from './credentials-table';
import { acquireDataDirLock } from './data-dir-lock';
import { assertJavaAvailable, ensureDynamoDbLocal, startDynamoDbLocal } from './dynamodb-local';
import { createEventBus } from './event-bus';
import { freePort } from './free-port';
import { createHandlerLoader } from './handler-loader';
import { createJwtAuthorizer } from './jwt-authorizer';
import { LocalStackError } from './local-stack-error';
import { createLogger } from './log';
import { watchOutbox } from './mail-outbox';
import { dataPaths, DEFAULT_DATA_DIR, EVENTS_DIR, FUNCTIONS_DIR, WEB_DIST_DIR } from './paths';
import { startS3Local } from './s3-local';
import { createScheduler } from './scheduler';
import { createStaticSite } from './static-site';
import { loadState, saveState } from './state-file';

export type { TDemoCredential };

const REGION = 'eu-west-2';
/** s3rver knows one key pair; DynamoDB Local and cognito-local accept any, so this one pair serves all. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TStartOptions {
  /** 0 picks a free port (the one this DATA_DIR used last when it is free). Default 3000. */
  port?: number;
  dataDir?: string;
  /** Seed the demo data (idempotent). Default true. */
  seed?: boolean;
  /** Only warnings and errors on the console (tests). Default false. */
  quiet?: boolean;
  /** Delay before each schedule's first run. Default 5 s. */
  firstScheduleDelayMs?: number;
}

export interface TLocalStack {
  url: string;
  dataDir: string;
  credentials: TDemoCredential[];
  /** The environment the handlers run with (also set on process.env). */
  env: Record<string, string>;
  /** Resolves when every event published so far has been handled (tests wait on it). */
  drainEvents(): Promise<void>;
  stop(): Promise<void>;
}

/** The environment variables of functions/core/platform/definitions/environment.ts, as the local stack sets them. */
function localEnvironment(values: {
  url: string;
  dynamodb: string;
  cognito: string;
  s3: string;
  userPoolId: string;
  userPoolClientId: string;
  imageSigningSecret: string;
  outbox: string;
}): Record<string, string> {
  return {
    [ENV.RUNTIME]: 'local',
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    // Never fall back to a real profile or the instance metadata service from a laptop.
    AWS_EC2_METADATA_DISABLED: 'true',
    [ENV.TABLE_NAME]: DEFAULT_TABLE_NAME,
    [ENV.USER_POOL_ID]: values.userPoolId,
    [ENV.USER_POOL_CLIENT_ID]: values.userPoolClientId,
    [ENV.UPLOADS_BUCKET]: BUCKETS.uploads.localName,
    [ENV.EVENT_BUS_NAME]: 'skillway-local',
    [ENV.APP_URL]: values.url,
    [ENV.MAIL_FROM]: 'Skillway <no-reply@skillway.test>',
    [ENV.IMAGE_SIGNING_SECRET]: values.imageSigningSecret,
    [ENV.DYNAMODB_ENDPOINT]: values.dynamodb,
    [ENV.COGNITO_ENDPOINT]: values.cognito,
    [ENV.S3_ENDPOINT]: values.s3,
    [ENV.S3_PUBLIC_ENDPOINT]: `${values.url}/_local/s3`,
    [ENV.MAIL_OUTBOX_DIR]: values.outbox,
    // Passed through only when set (tests point it at a fake BreatheHR); otherwise the handlers use the real API.
    ...(process.env[ENV.BREATHE_API_URL] ? { [ENV.BREATHE_API_URL]: process.env[ENV.BREATHE_API_URL] } : {}),
  };
}

function applyEnvironment(env: Record<string, string>) {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, env);
}

async function withLogTail<T>(work: Promise<T>, tail: () => Promise<string>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const lines = await tail().catch(() => '');
    throw new Error(`${(error as Error).message}${lines ? `\n${lines}` : ''}`, { cause: error });
  }
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
    const emulatorDir = await ensureDynamoDbLocal(log.quiet);

    // 1. The origin first, so health answers 503 while the rest starts and APP_URL is known.
    const site = createStaticSite(WEB_DIST_DIR);
    if (!site.isBuilt())
      log.warn('web', 'web/dist is missing: run `npm run build:web` (npm start does it for you) to serve the app');
    const adapter = createApiAdapter({
      operations: OPERATION_LIST,
      handlers: createHandlerLoader(FUNCTIONS_DIR),
      site,
      outboxDir: paths.outbox,
      log,
    });
    const requestedPort = options.port ?? 3000;
    const appPort = await adapter
      .listen(requestedPort === 0 ? await freePort(state.ports.app) : requestedPort)
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE')
          throw new LocalStackError(
            `Port ${requestedPort} is in use: stop what uses it or start with PORT=<another port>.`,
          );
        throw error;
      });
    cleanups.push(() => adapter.close());
    const url = `http://localhost:${appPort}`;

    // 2. The emulators, side by side.
    const [dynamodbPort, cognitoPort, s3Port] = [
      await freePort(state.ports.dynamodb),
      await freePort(state.ports.cognito),
      await freePort(state.ports.s3),
    ];
    state.ports = { app: appPort, dynamodb: dynamodbPort, cognito: cognitoPort, s3: s3Port };
    const started = await Promise.allSettled([
      startDynamoDbLocal({ emulatorDir, dbDir: paths.dynamodb, port: dynamodbPort, logDir: paths.logs }),
      startCognitoLocal({ dataDir: paths.cognito, port: cognitoPort, logDir: paths.logs }),
      startS3Local({ directory: paths.s3, port: s3Port, quiet: log.quiet }),
    ]);
    // One step that stops them side by side: each takes a few hundred milliseconds to exit.
    cleanups.push(async () => {
      await Promise.all(
        started.map((result) => {
          if (result.status !== 'fulfilled') return undefined;
          const value = result.value;
          return 'process' in value ? value.process.stop() : value.stop();
        }),
      );
    });
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    const [dynamodb, cognito, s3] = started.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof startDynamoDbLocal>>,
      Awaited<ReturnType<typeof startCognitoLocal>>,
      Awaited<ReturnType<typeof startS3Local>>,
    ];
    adapter.setS3Endpoint(s3.endpoint);
    log.info('stack', `DynamoDB Local ${dynamodb.endpoint}, cognito-local ${cognito.endpoint}, s3rver ${s3.endpoint}`);

    // 3. Bootstrap (idempotent): table, user pool and client, buckets.
    const sdk = { region: REGION, credentials: LOCAL_CREDENTIALS };
    const dynamoClient = new DynamoDBClient({ ...sdk, endpoint: dynamodb.endpoint });
    const cognitoClient = new CognitoIdentityProviderClient({ ...sdk, endpoint: cognito.endpoint });
    const s3Client = new S3Client({ ...sdk, endpoint: s3.endpoint, forcePathStyle: true });
    try {
      const [table, pool, buckets] = await Promise.all([
        bootstrapTable(dynamoClient, DEFAULT_TABLE_NAME),
        withLogTail(bootstrapUserPool(cognitoClient, state), () => cognito.process.tail()),
        bootstrapBuckets(s3Client, [url]),
      ]);
      state.userPoolId = pool.userPoolId;
      state.userPoolClientId = pool.userPoolClientId;
      log.info(
        'stack',
        `table ${DEFAULT_TABLE_NAME} ${table}; user pool ${pool.userPoolId}${pool.created ? ' created' : ''}; buckets ${buckets.join(', ')}`,
      );
    } finally {
      dynamoClient.destroy();
      cognitoClient.destroy();
      s3Client.destroy();
    }
    await saveState(paths.state, state);

    // 4. The handlers' environment, before any handler module is imported.
    const env = localEnvironment({
      url,
      dynamodb: dynamodb.endpoint,
      cognito: cognito.endpoint,
      s3: s3.endpoint,
      userPoolId: state.userPoolId,
      userPoolClientId: state.userPoolClientId,
      imageSigningSecret: state.imageSigningSecret,
      outbox: paths.outbox,
    });
    // Quiet (tests) applies to the handlers' structured logs too, unless the caller chose a level.
    if (log.quiet) env.POWERTOOLS_LOG_LEVEL = process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN';
    applyEnvironment(env);

    // 5. The JWT authorizer, with cognito-local's published key.
    const issuer = `${cognito.endpoint}/${state.userPoolId}`;
    const jwksResponse = await fetch(`${issuer}/.well-known/jwks.json`);
    if (!jwksResponse.ok) throw new Error(`cognito-local JWKS answered ${jwksResponse.status}`);
    adapter.setRuntime({
      authorizer: createJwtAuthorizer({
        issuer,
        audience: state.userPoolClientId,
        jwks: (await jwksResponse.json()) as { keys: unknown[] },
      }),
    });

    // 6. Events and schedules go through the in-process bus instead of EventBridge.
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
    scheduler.start();
    cleanups.push(() => scheduler.stop());
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
    return {
      url,
      dataDir,
      credentials,
      env,
      drainEvents: () => bus.drain(),
      stop() {
        // Refuse new requests first, then let events drain while the emulators still answer, then stop them.
        stopping ??= adapter.close().then(cleanup);
        return stopping;
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function main() {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, not "${process.env.PORT}".`);
    process.exit(1);
  }
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;

  let stack: TLocalStack;
  try {
    stack = await startLocalStack({ port, dataDir });
  } catch (error) {
    console.error(error instanceof LocalStackError ? error.message : error);
    process.exit(1);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      `Skillway is running at ${stack.url}  (ready in ${seconds}s)`,
      `  API         ${stack.url}/v1   (health: ${stack.url}/v1/health)`,
      `  Local mail  ${stack.url}/_local/mail`,
      `  Data        ${stack.dataDir}`,
      '',
      formatCredentials(stack.credentials),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let firstSignalAt = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    if (firstSignalAt) {
      // A terminal's Ctrl-C reaches us twice (directly and relayed by tsx/npm): only a later one forces.
      if (Date.now() - firstSignalAt < 1500) return;
      console.error('Forced exit.');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    console.log(`\n${signal}: stopping the local stack (Ctrl-C again to force) ...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main();
}
