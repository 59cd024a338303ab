import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { clientOptions } from '../../clients/client-options';
import { s3Client } from '../../clients/s3';
import { config } from '../../config';
import { browserS3Endpoint } from '../../http/browser-origin';

/**
 * S3 multipart upload through the AWS SDK (issue 33): the server creates, lists, completes and aborts; the browser
 * only PUTs parts, each on a URL presigned here. Administrative functions only, so the S3Client's size is no
 * learner-path budget's concern (docs/architecture.md, "Hand-written clients and why").
 */

export interface TStoredPart {
  partNumber: number;
  /** As S3 gives it, quoted. */
  etag: string;
  size: number;
}

/** Whether S3 no longer knows the upload (aborted, completed, or cleaned up by the lifecycle rule). */
export function isNoSuchUpload(error: unknown): boolean {
  return error instanceof Error && error.name === 'NoSuchUpload';
}

export async function createUpload(key: string, contentType: string): Promise<string> {
  const { UploadId } = await s3Client().send(
    new CreateMultipartUploadCommand({ Bucket: config.uploadsBucket, Key: key, ContentType: contentType }),
  );
  if (!UploadId) throw new Error('CreateMultipartUpload answered no upload id');
  return UploadId;
}

/** Every stored part, all pages of ListParts (at most 1000 a page), in part order. */
export async function listStoredParts(key: string, uploadId: string): Promise<TStoredPart[]> {
  const parts: TStoredPart[] = [];
  let marker: string | undefined;
  for (;;) {
    const page = await s3Client().send(
      new ListPartsCommand({
        Bucket: config.uploadsBucket,
        Key: key,
        UploadId: uploadId,
        ...(marker ? { PartNumberMarker: marker } : {}),
      }),
    );
    for (const part of page.Parts ?? []) {
      if (part.PartNumber === undefined || part.ETag === undefined) continue;
      parts.push({ partNumber: part.PartNumber, etag: part.ETag, size: part.Size ?? 0 });
    }
    if (!page.IsTruncated || !page.NextPartNumberMarker || page.NextPartNumberMarker === marker) break;
    marker = page.NextPartNumberMarker;
  }
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** Assembles the object from exactly these parts (S3 deletes any other stored part). */
export async function completeUpload(key: string, uploadId: string, parts: readonly TStoredPart[]): Promise<void> {
  await s3Client().send(
    new CompleteMultipartUploadCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
    }),
  );
}

/** Deletes the upload's stored parts; an upload S3 no longer knows is already gone. */
export async function abortUpload(key: string, uploadId: string): Promise<void> {
  try {
    await s3Client().send(
      new AbortMultipartUploadCommand({ Bucket: config.uploadsBucket, Key: key, UploadId: uploadId }),
    );
  } catch (error) {
    if (!isNoSuchUpload(error)) throw error;
  }
}

/**
 * One presigning client per browser S3 origin (locally the same-origin proxy on the host the browser used; on AWS
 * the regional endpoint). `WHEN_REQUIRED`: the default (`WHEN_SUPPORTED`) would sign a CRC32 of the empty body the
 * presigner sees into every part URL, and S3 would refuse every real part.
 */
const presigners = new Map<string, S3Client>();
function presigningClient(endpoint: string | undefined): S3Client {
  const name = endpoint ?? '';
  let client = presigners.get(name);
  if (!client) {
    client = new S3Client({
      ...clientOptions(endpoint),
      forcePathStyle: Boolean(endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    presigners.set(name, client);
  }
  return client;
}

/**
 * A presigned UploadPart PUT for the browser, valid `expiresIn` seconds. Content-Length is a signed header
 * (X-Amz-SignedHeaders `content-length;host`), so S3 refuses a part of any other length than the plan's.
 */
export function presignPart(input: {
  key: string;
  uploadId: string;
  partNumber: number;
  contentLength: number;
  expiresIn: number;
}): Promise<string> {
  return getSignedUrl(
    presigningClient(browserS3Endpoint()),
    new UploadPartCommand({
      Bucket: config.uploadsBucket,
      Key: input.key,
      UploadId: input.uploadId,
      PartNumber: input.partNumber,
      ContentLength: input.contentLength,
    }),
    { expiresIn: input.expiresIn, signableHeaders: new Set(['content-length']) },
  );
}
