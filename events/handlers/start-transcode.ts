import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { config } from '@skillway/functions/core/platform/config';
import { parseCourseAssetKey } from '@skillway/functions/core/platform/storage/course-files';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { startTranscodeForKey } from '@skillway/functions/core/content/courses/media/start-transcode';

/** The part of S3's "Object Created" EventBridge event this needs. */
const ZObjectCreated = z.object({
  bucket: z.object({ name: z.string() }),
  object: z.object({ key: z.string() }),
});

/**
 * S3 "Object Created" (via EventBridge) for an MP4 under a course's material prefix: start its MediaConvert job.
 * Keys are URL-encoded in S3 events; anything that is not a course video of the uploads bucket is ignored.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
  const detail = z.parse(ZObjectCreated, event.detail);
  const key = decodeURIComponent(detail.object.key.replace(/\+/g, ' '));
  const ids = parseCourseAssetKey(key);
  if (detail.bucket.name !== config.uploadsBucket || !ids || !key.endsWith('.mp4')) {
    log.info('not a course video', { key });
    return;
  }
  const outcome = await startTranscodeForKey(ids, key, `claim-${event.id}`);
  log.info('transcode', { outcome, asset_id: ids.assetId });
}
