import { startCognitoLocal } from './cognito-local';
import { startDynamoDbLocal } from './dynamodb-local';
import { startS3Local } from './s3-local';

export interface TEmulators {
  dynamodb: Awaited<ReturnType<typeof startDynamoDbLocal>>;
  cognito: Awaited<ReturnType<typeof startCognitoLocal>>;
  s3: Awaited<ReturnType<typeof startS3Local>>;
}

/**
 * Starts DynamoDB Local, cognito-local and s3rver side by side. `stop` is pushed onto the caller's cleanups before
 * any failure is thrown, so the emulators that did start are stopped as well; it stops them side by side, as each
 * takes a few hundred milliseconds to exit.
 */
export async function startEmulators(
  options: {
    emulatorDir: string;
    paths: { dynamodb: string; cognito: string; s3: string; logs: string };
    ports: { dynamodb: number; cognito: number; s3: number };
    quiet: boolean;
    /** The environment cognito-local's triggers run with (userPoolTriggerEnvironment). */
    cognitoTriggerEnv: Record<string, string>;
  },
  onStop: (stop: () => Promise<void>) => void,
): Promise<TEmulators> {
  const { paths, ports } = options;
  const started = await Promise.allSettled([
    startDynamoDbLocal({
      emulatorDir: options.emulatorDir,
      dbDir: paths.dynamodb,
      port: ports.dynamodb,
      logDir: paths.logs,
    }),
    startCognitoLocal({
      dataDir: paths.cognito,
      port: ports.cognito,
      logDir: paths.logs,
      triggerEnv: options.cognitoTriggerEnv,
    }),
    startS3Local({ directory: paths.s3, port: ports.s3, quiet: options.quiet }),
  ]);
  onStop(async () => {
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
    TEmulators['dynamodb'],
    TEmulators['cognito'],
    TEmulators['s3'],
  ];
  return { dynamodb, cognito, s3 };
}
