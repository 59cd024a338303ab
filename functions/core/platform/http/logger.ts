import { Logger } from '@aws-lambda-powertools/logger';

let base: Logger | undefined;

/**
 * Structured JSON logs (Powertools). One base logger per container, built on first use (about 1.3 ms of CPU, which
 * a Lambda would otherwise spend at import); each request gets a child carrying its request id and operation, so
 * concurrent requests in the local adapter never share keys.
 */
export function baseLogger(): Logger {
  return (base ??= new Logger({ serviceName: 'skillway' }));
}

export type TLog = Logger;

export function requestLogger(keys: Record<string, string>): TLog {
  return baseLogger().createChild({ persistentKeys: keys });
}
