import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { clientOptions, once } from './client-options';

/** Server-side S3 calls (HeadObject, GetObject, DeleteObject). s3rver needs path-style addressing. */
export const s3Client = once(
  () => new S3Client({ ...clientOptions(config.s3Endpoint), forcePathStyle: Boolean(config.s3Endpoint) }),
);

/**
 * Signs presigned POSTs whose URL the browser uses: locally the adapter's same-origin proxy
 * (S3_PUBLIC_ENDPOINT), on AWS the regional bucket endpoint. Only used for signing, never for calls.
 */
export const s3SigningClient = once(() => {
  const endpoint = config.s3PublicEndpoint ?? config.s3Endpoint;
  return new S3Client({ ...clientOptions(endpoint), forcePathStyle: Boolean(endpoint) });
});
