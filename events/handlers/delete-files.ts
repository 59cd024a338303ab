import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZFilesDeleteRequestedDetail } from '@skillway/shared';
import { deleteCourseObject, deletePrefix } from '@skillway/functions/core/platform/storage/course-files';
import { isCompanyFile } from '@skillway/functions/core/platform/storage/request-file-deletion';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { deletePackageRecords } from '@skillway/functions/core/delivery/progress/package-records';
import { deletePackageXapiData } from '@skillway/functions/core/learner/xapi/delete-user-data';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * `files.delete-requested`: deletes the stored files of something deleted (whole prefixes, single keys), each under
 * the company's own folder – anything else is refused and logged, never deleted – and the learners' data of deleted
 * packages: their LRS registrations (with statements and states; their launch sessions stop), SCORM data and
 * package progress. Safe to run twice.
 */
export const handler = systemHandler(
  'handlers/delete-files',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
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
    for (const { course_id, asset_id } of detail.packages ?? []) {
      await deletePackageXapiData(detail.company_id, asset_id);
      await deletePackageRecords(detail.company_id, course_id, asset_id);
    }
    log.info('files deleted', {
      prefixes: detail.prefixes.length,
      keys: detail.keys.length,
      deleted,
      packages: detail.packages?.length ?? 0,
    });
  },
);
