import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/**
 * Runs cognito-local as a child process with its data under `dataDir/.cognito/db`. It issues tokens with
 * issuer `http://127.0.0.1:<port>/<userPoolId>`, so the port is worth keeping stable across restarts.
 */
export async function startCognitoLocal(options: {
  dataDir: string;
  port: number;
  logDir: string;
}): Promise<TCognitoLocal> {
  const configDir = join(options.dataDir, '.cognito');
  await mkdir(join(configDir, 'db'), { recursive: true });
  await writeFile(join(configDir, 'config.json'), `${JSON.stringify(COGNITO_LOCAL_CONFIG, null, 2)}\n`);

  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = await spawnManaged({
    name: 'cognito-local',
    command: process.execPath,
    args: [bin],
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DEBUG: '', COGNITO_LOCAL_DEVMODE: '' },
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
