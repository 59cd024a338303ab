/**
 * `npm start` / `npm run dev`: the local stack (local-stack.ts) on PORT (default 3000; e-learning content on
 * CONTENT_PORT, default PORT + 1) with DATA_DIR (default
 * .local-data/), listening on HOST (default 127.0.0.1; 0.0.0.0 for other machines on the network), until Ctrl-C.
 */
import { resolve } from 'node:path';
import { formatCredentials } from './credentials-table';
import { startLocalStack, type TLocalStack } from './local-stack';
import { LocalStackError } from './local-stack-error';
import { isLoopbackHost, LOCAL_TOOLS_PATH } from './local-tools-access';
import { DEFAULT_DATA_DIR } from './paths';

const started = Date.now();
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}
const contentPort = process.env.CONTENT_PORT === undefined ? undefined : Number(process.env.CONTENT_PORT);
if (contentPort !== undefined && (!Number.isInteger(contentPort) || contentPort < 0 || contentPort > 65535)) {
  console.error(`CONTENT_PORT must be a port number, not "${process.env.CONTENT_PORT}".`);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
// HOST=0.0.0.0 opens the product to other machines on the network; loopback only otherwise.
const host = process.env.HOST || undefined;
// The local tools show every company's mail: on the network only when asked for by name.
const localTools = isLoopbackHost(host) || process.env.LOCAL_TOOLS === 'on';

let stack: TLocalStack;
try {
  stack = await startLocalStack({
    port,
    dataDir,
    localTools,
    ...(contentPort !== undefined ? { contentPort } : {}),
    ...(host ? { host } : {}),
  });
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
    `  Content     ${stack.contentUrl}   (e-learning packages run on this origin of their own; CONTENT_PORT)`,
    stack.localToolsToken
      ? `  Local tools ${stack.url}${LOCAL_TOOLS_PATH}?token=${stack.localToolsToken}   (mail, schedules, fake Stripe; the link is the key)`
      : `  Local tools off: HOST=${host} is on the network (LOCAL_TOOLS=on turns them on, for holders of the link)`,
    `  SSO IdPs    OpenID Connect ${stack.identityProviders.oidc.issuer}, SAML ${stack.identityProviders.saml.metadataUrl}   (accounts: README, Single sign-on demo accounts)`,
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
