import type { TS3Bucket } from './s3-bucket';
import { isS3NotFound, S3RequestError } from './s3-errors';
import { errorFor, sendS3Request, xmlValue } from './s3-rest-request';

/**
 * The S3 object calls made on the learner's and manager's path, as signed REST requests (s3-rest-request.ts) rather
 * than the SDK's S3Client: the image route and the HLS playlist route read, the upload check heads and deletes,
 * a profile photo or an external-training certificate is copied under its owner, health heads the bucket. With the
 * S3Client these functions measured 568–725 KB and 1.63–2.15× a bare handler's cold init against budgets of 600 KB
 * and 1.5× (docs/architecture.md, "Hand-written clients and why"). Calls only administrative and worker functions
 * make (put, list, delete many) go through the SDK (s3-objects.ts).
 */

interface TS3Object {
  body: Uint8Array;
  /** The object's stored Content-Type. */
  contentType: string | undefined;
  /** Bytes in this answer (the range's length for a ranged read). */
  contentLength: number;
}

interface TS3Head {
  contentLength: number;
  contentType: string | undefined;
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function described(response: Response): TS3Head {
  const length = Number(response.headers.get('content-length') ?? 0);
  return {
    contentLength: Number.isFinite(length) ? length : 0,
    contentType: response.headers.get('content-type') ?? undefined,
  };
}

/**
 * The object's bytes (or bytes `start`…`end` inclusive of a ranged read). S3NotFoundError when it does not exist;
 * with `maxBytes`, an object larger than that is refused with S3RequestError `EntityTooLarge` before its body is read.
 */
export async function getObject(
  bucket: TS3Bucket,
  key: string,
  read: { range?: { start: number; end: number }; maxBytes?: number } = {},
): Promise<TS3Object> {
  const response = await sendS3Request(bucket, {
    operation: 'GetObject',
    method: 'GET',
    key,
    ...(read.range ? { headers: { Range: `bytes=${read.range.start}-${read.range.end}` } } : {}),
  });
  const head = described(response);
  if (read.maxBytes !== undefined && head.contentLength > read.maxBytes) {
    await discard(response);
    throw new S3RequestError({
      status: 413,
      code: 'EntityTooLarge',
      message: `${head.contentLength} bytes is over ${read.maxBytes}`,
      operation: 'GetObject',
    });
  }
  const body = new Uint8Array(await response.arrayBuffer());
  return { ...head, contentLength: body.byteLength, body };
}

/** The object's size and type; undefined when it does not exist. */
export async function headObject(bucket: TS3Bucket, key: string): Promise<TS3Head | undefined> {
  try {
    return described(await sendS3Request(bucket, { operation: 'HeadObject', method: 'HEAD', key }));
  } catch (error) {
    if (isS3NotFound(error)) return undefined;
    throw error;
  }
}

/** Copies `sourceKey` (same bucket) to `key`, replacing its metadata with `contentType`. */
export async function copyObject(
  bucket: TS3Bucket,
  sourceKey: string,
  key: string,
  copy: { contentType: string },
): Promise<void> {
  const response = await sendS3Request(bucket, {
    operation: 'CopyObject',
    method: 'PUT',
    key,
    headers: {
      // Percent-encoded as the SDK sends CopySource (s3rver reads it with decodeURI).
      'x-amz-copy-source': `${bucket.bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
      'x-amz-metadata-directive': 'REPLACE',
      'Content-Type': copy.contentType,
    },
  });
  // A copy can fail after S3 has answered 200: the error is then the body.
  const text = await response.text();
  if (text.includes('<Error>')) throw errorFor('CopyObject', xmlValue(text, 'Code') === 'SlowDown' ? 503 : 500, text);
}

/** Deletes the object; deleting a key that does not exist succeeds, as in S3. */
export async function deleteObject(bucket: TS3Bucket, key: string): Promise<void> {
  await discard(await sendS3Request(bucket, { operation: 'DeleteObject', method: 'DELETE', key }));
}

/** Succeeds when the bucket exists and the credentials may use it. */
export async function headBucket(bucket: TS3Bucket): Promise<void> {
  await discard(await sendS3Request(bucket, { operation: 'HeadBucket', method: 'HEAD' }));
}
