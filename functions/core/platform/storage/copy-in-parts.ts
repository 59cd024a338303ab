import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { s3Client } from '../clients/s3';
import type { TS3Bucket } from './s3-bucket';

/** Above this an upload is copied in parts: one CopyObject of a multi-gigabyte video outlasts an API request. */
export const COPY_IN_PARTS_ABOVE_BYTES = 1024 * 1024 * 1024;
/** Each UploadPartCopy's range (S3 allows 5 MiB to 5 GiB a part). */
export const COPY_PART_BYTES = 256 * 1024 * 1024;
/** Part copies at once: S3 copies each part server-side, so the copy takes about one part's time per wave. */
const COPIES_AT_ONCE = 8;

/** `bytes=first-last` ranges of `size` bytes in COPY_PART_BYTES steps. */
export function copyRanges(size: number, partBytes = COPY_PART_BYTES): string[] {
  const ranges: string[] = [];
  for (let start = 0; start < size; start += partBytes) {
    ranges.push(`bytes=${start}-${Math.min(start + partBytes, size) - 1}`);
  }
  return ranges;
}

/**
 * Copies a large object within the bucket with S3's multipart copy (UploadPartCopy, several ranges at once), so a
 * 5 GB course video is copied in seconds inside the request that adopts it, where one CopyObject of it would take
 * about a minute. The AWS SDK has no helper for a multipart copy (lib-storage uploads only). A failed part aborts the
 * upload, so no half-copied object is ever left.
 */
export async function copyObjectInParts(
  bucket: TS3Bucket,
  sourceKey: string,
  key: string,
  copy: { size: number; contentType: string },
): Promise<void> {
  const client = s3Client();
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({ Bucket: bucket.bucket, Key: key, ContentType: copy.contentType }),
  );
  if (!UploadId) throw new Error('CreateMultipartUpload answered no upload id');
  const source = `${bucket.bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`;
  const ranges = copyRanges(copy.size);
  const etags: string[] = new Array<string>(ranges.length);
  try {
    let next = 0;
    const worker = async () => {
      while (next < ranges.length) {
        const index = next;
        next += 1;
        const answer = await client.send(
          new UploadPartCopyCommand({
            Bucket: bucket.bucket,
            Key: key,
            UploadId,
            PartNumber: index + 1,
            CopySource: source,
            CopySourceRange: ranges[index],
          }),
        );
        const etag = answer.CopyPartResult?.ETag;
        if (!etag) throw new Error(`UploadPartCopy answered no ETag for part ${index + 1}`);
        etags[index] = etag;
      }
    };
    await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, ranges.length) }, worker));
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket.bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: etags.map((ETag, index) => ({ ETag, PartNumber: index + 1 })) },
      }),
    );
  } catch (error) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket.bucket, Key: key, UploadId }))
      .catch(() => undefined);
    throw error;
  }
}
