import { config } from '../config';

export interface TSigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * Credentials for signing S3 links without the SDK: Lambda's execution-role credentials from the environment (what
 * the bundled SDK clients read too, see infra/lib/bundling/lambda-credentials-plugin.ts); locally s3rver's defaults
 * when the environment names none, as `clientOptions` gives the SDK clients.
 */
export function signingCredentials(): TSigningCredentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (accessKeyId && secretAccessKey) {
    const sessionToken = process.env.AWS_SESSION_TOKEN;
    return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
  }
  if (config.isLocal) return { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  throw new Error('Unable to find environment variable credentials.');
}

/**
 * The bucket's URL, no trailing slash, as the SDK addresses it: path-style under a custom endpoint (s3rver, the
 * local same-origin proxy; keeping any path the endpoint has), the regional virtual-hosted endpoint on AWS.
 */
export function bucketUrl(endpoint: string | undefined, bucket: string): string {
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}`;
  return `https://${bucket}.s3.${config.region}.amazonaws.com`;
}
