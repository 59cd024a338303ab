import { config } from '../config';

/**
 * Options every AWS SDK client shares: the region, and locally the emulator endpoint plus static credentials
 * (the emulators accept any; s3rver's defaults are used when the environment names none) so the SDK never probes
 * the instance metadata service on a laptop.
 */
export function clientOptions(endpoint: string | undefined) {
  const local = config.isLocal;
  const hasEnvCredentials = Boolean(process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY);
  return {
    region: config.region,
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
