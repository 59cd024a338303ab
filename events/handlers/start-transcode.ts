import type { EventBridgeEvent } from 'aws-lambda';
import { uploadedObjectKey } from '@skillway/functions/core/platform/storage/uploaded-object-key';
import { parseCourseAssetKey } from '@skillway/functions/core/platform/storage/course-files';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { startTranscodeForKey } from '@skillway/functions/core/content/courses/media/start-transcode';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * S3 "Object Created" (via EventBridge) for an MP4 under a course's material prefix: start its MediaConvert job.
 * Keys are URL-encoded in S3 events; anything that is not a course video of the uploads bucket is ignored.
 */
export const handler = systemHandler(
  'handlers/start-transcode',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const key = uploadedObjectKey(event.detail);
    const ids = key === undefined ? undefined : parseCourseAssetKey(key);
    if (key === undefined || !ids || !key.endsWith('.mp4')) {
      log.info('not a course video', { key });
      return;
    }
    const outcome = await startTranscodeForKey(ids, key, `claim-${event.id}`);
    log.info('transcode', { outcome, asset_id: ids.assetId });
  },
);
