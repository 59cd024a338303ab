import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { clientOptions, once } from './client-options';

/**
 * Server-side S3 calls (HeadObject, GetObject, DeleteObject). s3rver needs path-style addressing. Links for the
 * browser (presigned GETs and POSTs) are signed without the SDK: platform/storage/presign-download.ts, presign-upload.ts.
 */
export const s3Client = once(
  () => new S3Client({ ...clientOptions(config.s3Endpoint), forcePathStyle: Boolean(config.s3Endpoint) }),
);
