import { config } from '../config';

/**
 * How many times an SDK call is tried in all (the first try and its retries). The SDK's `standard` retry mode
 * retries throttling (ProvisionedThroughputExceeded, ThrottlingException, RequestLimitExceeded, SlowDown …), 5xx
 * and network errors with exponential backoff and jitter (throttling from a 500 ms base), within a retry quota.
 * Bounded so an API call that still fails answers 503 well inside its Lambda's timeout (docs/security.md, Faults).
 */
export const SDK_MAX_ATTEMPTS = 3;

/** DynamoDB is on every request's path and its throttling is short-lived: one more try than the other services. */
export const DYNAMODB_MAX_ATTEMPTS = 4;

/**
 * Options every AWS SDK client shares: the region, the retry mode and bound, and locally the emulator endpoint
 * plus static credentials (the emulators accept any; s3rver's defaults are used when the environment names none)
 * so the SDK never probes the instance metadata service on a laptop.
 */
export function clientOptions(endpoint: string | undefined, maxAttempts: number = SDK_MAX_ATTEMPTS) {
  const local = config.isLocal;
  const hasEnvCredentials = Boolean(process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY);
  return {
    region: config.region,
    retryMode: 'standard' as const,
    maxAttempts,
    ...(endpoint ? { endpoint } : {}),
    ...(local && !hasEnvCredentials ? { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } } : {}),
  };
}

/** Builds a value on first use and keeps it for the life of the container (or the local process). */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
