import { config } from '../config';
import { once } from '../clients/client-options';
import { signingCredentials, type TSigningCredentials } from './s3-signing';

/** One bucket to call, with what the REST GetObject signs with (the SDK's calls take only its name). */
export interface TS3BucketOptions {
  bucket: string;
  /** Path-style base (s3rver, a proxy); undefined on AWS (`<bucket>.s3.<region>.amazonaws.com`). */
  endpoint: string | undefined;
  region: string;
  credentials: () => TSigningCredentials;
  retries?: number;
  retryBaseMs?: number;
}

export interface TS3Bucket extends TS3BucketOptions {
  /** Signing keys are derived once a day per credentials; kept across requests. */
  signingKeys: Map<string, ArrayBuffer>;
}

export function s3Bucket(options: TS3BucketOptions): TS3Bucket {
  return { ...options, signingKeys: new Map() };
}

/**
 * The uploads bucket, built on first use (the local stack sets the endpoint after modules load). Credentials are
 * read per request: Lambda's execution-role variables, locally s3rver's defaults.
 */
export const uploadsBucket = once(() =>
  s3Bucket({
    bucket: config.uploadsBucket,
    endpoint: config.s3Endpoint,
    region: config.region,
    credentials: signingCredentials,
  }),
);
