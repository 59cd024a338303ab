import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (Powertools). One base logger per container; each request gets a child carrying its
 * request id and operation, so concurrent requests in the local adapter never share keys.
 */
export const baseLogger = new Logger({ serviceName: 'skillway' });

export type TLog = Logger;

export function requestLogger(keys: Record<string, string>): TLog {
  return baseLogger.createChild({ persistentKeys: keys });
}
