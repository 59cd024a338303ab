import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnManaged, waitUntilReady, type TManagedProcess } from './child-process';

const require = createRequire(import.meta.url);

/**
 * cognito-local's own settings, in `<cwd>/.cognito/config.json`. Its default pool options make `email` a
 * username alias; ours are user ids with email as a plain attribute (as in the CDK pool), so we clear it.
 */
const COGNITO_LOCAL_CONFIG = {
  UserPoolDefaults: { UsernameAttributes: [] as string[] },
};

export interface TCognitoLocal {
  endpoint: string;
  process: TManagedProcess;
}

/** The triggers reach DynamoDB Local with the local keys only, never a developer's profile or session. */
function withoutProfile(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { AWS_PROFILE: _profile, AWS_SESSION_TOKEN: _session, ...rest } = env;
  return rest;
}

/** Our launcher of cognito-local's server, with CUSTOM_AUTH and the pool's triggers (cognito-local-launcher.ts). */
const LAUNCHER = join(dirname(fileURLToPath(import.meta.url)), 'cognito-local-launcher.ts');

/**
 * Runs cognito-local as a child process with its data under `dataDir/.cognito/db`. It issues tokens with
 * issuer `http://127.0.0.1:<port>/<userPoolId>`, so the port is worth keeping stable across restarts. It runs through
 * our launcher (TypeScript, loaded with tsx), which adds CUSTOM_AUTH and invokes the pool's trigger modules with
 * `triggerEnv` (userPoolTriggerEnvironment in local-environment.ts).
 */
export async function startCognitoLocal(options: {
  dataDir: string;
  port: number;
  logDir: string;
  triggerEnv: Record<string, string>;
}): Promise<TCognitoLocal> {
  const configDir = join(options.dataDir, '.cognito');
  await mkdir(join(configDir, 'db'), { recursive: true });
  await writeFile(join(configDir, 'config.json'), `${JSON.stringify(COGNITO_LOCAL_CONFIG, null, 2)}\n`);

  // By absolute URL: the child's working directory (DATA_DIR) may be outside the repository.
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const child = await spawnManaged({
    name: 'cognito-local',
    command: process.execPath,
    args: ['--import', tsx, LAUNCHER],
    cwd: options.dataDir,
    env: {
      ...withoutProfile(process.env),
      ...options.triggerEnv,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DEBUG: '',
      COGNITO_LOCAL_DEVMODE: '',
    },
    logDir: options.logDir,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(child, async () => (await fetch(`${endpoint}/health`)).ok, 30_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { endpoint, process: child };
}
