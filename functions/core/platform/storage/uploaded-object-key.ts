import * as z from 'zod/mini';
import { config } from '../config';

/** The part of S3's "Object Created" EventBridge event the upload workers need. */
const ZObjectCreated = z.object({
  bucket: z.object({ name: z.string() }),
  object: z.object({ key: z.string() }),
});

/**
 * The decoded key of an S3 "Object Created" event's object when it landed in the uploads bucket, else undefined.
 * S3 URL-encodes keys in events, with `+` for spaces.
 */
export function uploadedObjectKey(detail: unknown): string | undefined {
  const created = z.parse(ZObjectCreated, detail);
  if (created.bucket.name !== config.uploadsBucket) return undefined;
  return decodeURIComponent(created.object.key.replace(/\+/g, ' '));
}
