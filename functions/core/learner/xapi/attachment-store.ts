import { AwsClient } from 'aws4fetch';
import { keys } from '../../platform/db/keys';
import { markHeld } from '../../platform/lrs/attachment-counts';
import { uploadsBucket } from '../../platform/storage/s3-bucket';
import { isS3NotFound } from '../../platform/storage/s3-errors';
import { getObject, headObject } from '../../platform/storage/s3-rest-objects';
import { errorFor } from '../../platform/storage/s3-rest-request';
import { bucketUrl } from '../../platform/storage/s3-signing';

/**
 * Statement attachments' content in the uploads bucket, under the company's prefix and addressed by content:
 * `c/<companyId>/xapi/attachments/<sha2>` (keys.lrsAttachmentKey), written once per sha2 (the same bytes sent again,
 * by another statement or a retried request, are already there). Content put here is marked held
 * (platform/lrs/attachment-counts.ts): once no stored statement names it, it is deleted; content found already here
 * may be named by statements stored before counting began and is left to the company's deletion.
 * Requests and reads are S3 REST calls on aws4fetch: the statements functions are on the learner's path, where no
 * bundle carries the SDK's S3Client (docs/architecture.md, "Hand-written clients and why").
 */

/** Attempts after the first for a PUT that S3 answers 5xx or 429 (as s3-rest-request.ts retries its calls). */
const PUT_RETRIES = 3;
/** Parallel S3 calls of one request. */
const CONCURRENCY = 8;

async function putObject(key: string, body: Buffer, contentType: string): Promise<void> {
  const bucket = uploadsBucket();
  const client = new AwsClient({
    ...bucket.credentials(),
    service: 's3',
    region: bucket.region,
    cache: bucket.signingKeys,
    retries: PUT_RETRIES,
  });
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await client.fetch(`${bucketUrl(bucket.endpoint, bucket.bucket)}/${path}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw errorFor('PutObject', response.status, text);
}

/** Runs `fn` over `items`, at most CONCURRENCY at a time, answers in order. */
async function pooled<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return out;
}

/** Stores each attachment's content the company does not hold yet, and marks what it put held. */
export async function storeAttachments(
  companyId: string,
  parts: ReadonlyMap<string, { contentType: string | undefined; body: Buffer }>,
): Promise<void> {
  const bucket = uploadsBucket();
  const put = await pooled([...parts], async ([sha2, part]) => {
    const key = keys.lrsAttachmentKey(companyId, sha2);
    if (await headObject(bucket, key)) return undefined;
    await putObject(key, part.body, part.contentType ?? 'application/octet-stream');
    return sha2;
  });
  await markHeld(
    companyId,
    put.filter((sha2): sha2 is string => sha2 !== undefined),
  );
}

/** The content of each attachment (by sha2, in order); undefined for one the company does not hold. */
export async function readAttachments(companyId: string, sha2s: readonly string[]): Promise<(Buffer | undefined)[]> {
  const bucket = uploadsBucket();
  return pooled(sha2s, async (sha2) => {
    try {
      const object = await getObject(bucket, keys.lrsAttachmentKey(companyId, sha2));
      return Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength);
    } catch (error) {
      if (isS3NotFound(error)) return undefined;
      throw error;
    }
  });
}
