import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../clients/s3';
import type { TS3Bucket } from './s3-bucket';
import { S3RequestError } from './s3-errors';

/**
 * The S3 calls only administrative and worker functions make (writing an object, listing and deleting a prefix),
 * through the AWS SDK's S3Client (path-style under s3rver locally, clients/s3.ts): those functions carry the SDK
 * their job needs. The learner's path calls S3 over REST (s3-rest-objects.ts); both take the same bucket.
 */

/** DeleteObjects takes at most this many keys per call. */
const S3_DELETE_BATCH = 1000;

export async function putObject(
  bucket: TS3Bucket,
  key: string,
  body: Uint8Array | string,
  put: { contentType: string; tagging?: string },
): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: bucket.bucket,
      Key: key,
      Body: body,
      ContentType: put.contentType,
      ...(put.tagging ? { Tagging: put.tagging } : {}),
    }),
  );
}

/** Deletes up to 1000 keys in one call; refuses with the first key S3 could not delete. */
export async function deleteObjects(bucket: TS3Bucket, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  if (keys.length > S3_DELETE_BATCH) throw new Error(`DeleteObjects takes at most ${S3_DELETE_BATCH} keys`);
  const result = await s3Client().send(
    new DeleteObjectsCommand({
      Bucket: bucket.bucket,
      Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
    }),
  );
  const failed = result.Errors?.[0];
  if (failed) {
    throw new S3RequestError({
      status: 200,
      code: failed.Code ?? 'DeleteFailed',
      message: `${failed.Key ?? ''}: ${failed.Message ?? ''}`,
      operation: 'DeleteObjects',
    });
  }
}

/** One page (≤ 1000 keys) of the keys under `prefix`, and the token of the next page if there is one. */
export async function listObjects(
  bucket: TS3Bucket,
  prefix: string,
  continuationToken?: string,
): Promise<{ keys: string[]; nextToken: string | undefined }> {
  const page = await s3Client().send(
    new ListObjectsV2Command({
      Bucket: bucket.bucket,
      Prefix: prefix,
      ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
    }),
  );
  const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key]));
  return { keys, nextToken: page.IsTruncated ? page.NextContinuationToken : undefined };
}
