import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZFilesDeleteRequestedDetail } from '@skillway/shared';
import { deleteCourseObject, deletePrefix } from '@skillway/functions/core/platform/storage/course-files';
import { isCompanyFile } from '@skillway/functions/core/platform/storage/request-file-deletion';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';

/**
 * `files.delete-requested`: deletes the stored files of something deleted (whole prefixes, single keys), each under
 * the company's own folder – anything else is refused and logged, never deleted. Safe to run twice.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
  const detail = z.parse(ZFilesDeleteRequestedDetail, event.detail);
  const own = (file: string) => {
    const ok = isCompanyFile(detail.company_id, file);
    if (!ok) log.error('file outside the company refused', { file, company_id: detail.company_id });
    return ok;
  };
  let deleted = 0;
  for (const prefix of detail.prefixes.filter(own)) deleted += await deletePrefix(prefix);
  for (const key of detail.keys.filter(own)) {
    await deleteCourseObject(key);
    deleted += 1;
  }
  log.info('files deleted', { prefixes: detail.prefixes.length, keys: detail.keys.length, deleted });
}
