import type { EventBridgeEvent } from 'aws-lambda';
import { uploadedObjectKey } from '@skillway/functions/core/platform/storage/uploaded-object-key';
import { UPLOAD_KIND_NAMES, type TUploadKindName } from '@skillway/shared';
import { isAppError } from '@skillway/functions/core/platform/http/app-error';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { parseUploadKey } from '@skillway/functions/core/platform/uploads/upload-keys';
import { checkUploadKey } from '@skillway/functions/core/platform/uploads/verify-upload';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * S3 "Object Created" (via EventBridge) for a presigned upload (`c/<companyId>/<kind>/<uuid>/<name>`): the same
 * content check the verify call and every save run (size, stored type, magic bytes, zip and image structure), as the
 * file lands. A refused file and its upload record are deleted; a save naming it then answers 422. Keys are
 * URL-encoded in S3 events; anything else (course files, reports, keys never issued) is ignored.
 */
export const handler = systemHandler(
  'handlers/verify-upload',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const key = uploadedObjectKey(event.detail);
    const parsed = key === undefined ? undefined : parseUploadKey(key);
    if (key === undefined || !parsed || !UPLOAD_KIND_NAMES.includes(parsed.kind as TUploadKindName)) {
      log.info('not an upload', { key });
      return;
    }
    try {
      const verified = await checkUploadKey(parsed.companyId, key, parsed.kind as TUploadKindName);
      log.info(verified ? 'upload verified' : 'upload not issued or already used', { key });
    } catch (error) {
      if (!isAppError(error) || error.code !== 'VALIDATION') throw error;
      log.warn('upload refused and deleted', { key, problem: error.message });
    }
  },
);
