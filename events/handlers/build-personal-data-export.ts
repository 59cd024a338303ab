import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import {
  AUDIT_TARGET_TYPE,
  PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE,
  PERSONAL_DATA_EXPORT_STATUS,
  SYSTEM_AUDIT_ACTION,
  ZPersonalDataExportRequestedDetail,
  type TPersonalDataExportRequestedDetail,
} from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { buildPersonalDataExport } from '@skillway/functions/core/people/privacy/export/build-export';
import { findExport } from '@skillway/functions/core/people/privacy/export/export-jobs';
import { findUser } from '@skillway/functions/core/people/users/user-repository';
import { createNotification } from '@skillway/functions/core/oversight/notifications/notification-repository';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';
import { recordSystemRead } from '@skillway/functions/core/platform/audit/system-read';

/**
 * The built export is a read of the user's personal data by the system (issue 31): one event in the company's log,
 * its target the user whose data it is, its values who asked. Keyed by the export, so the run that built it and any
 * redelivery after record it once; an export that failed (nothing built) records nothing.
 */
async function recordExported(detail: TPersonalDataExportRequestedDetail): Promise<void> {
  const item = await findExport(detail.company_id, detail.export_id);
  if (item?.status !== PERSONAL_DATA_EXPORT_STATUS.READY) return;
  const requester = await findUser(item.company_id, item.requested_by);
  await recordSystemRead({
    action: SYSTEM_AUDIT_ACTION.PERSONAL_DATA_EXPORTED,
    companyId: item.company_id,
    runId: `personal-data-${item.export_id}`,
    target: { type: AUDIT_TARGET_TYPE.PERSONAL_DATA, id: item.user_id, name: item.user_name },
    detail: {
      requested_by: item.requested_by,
      requested_by_name: requester ? `${requester.first_name} ${requester.last_name}` : '',
      requested_as: item.requested_as,
      export_id: item.export_id,
      file: item.file_name ?? '',
    },
  });
}

/**
 * `privacy.personal-data-export-requested`: builds the user's export zip, then notifies the requester in the app (the
 * bell, keyed by the export so a retry writes it once) and by email (idempotent per export), and records the export.
 */
export const handler = systemHandler(
  'handlers/build-personal-data-export',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZPersonalDataExportRequestedDetail, event.detail);
    const outcome = await buildPersonalDataExport(
      detail,
      async ({ companyId, userId, title, notificationId }) => {
        await createNotification(
          companyId,
          userId,
          { title, notification_type: PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE },
          { notificationId },
        );
      },
      log,
    );
    if (outcome !== 'failed') await recordExported(detail);
    log.info('personal data export', { outcome, company_id: detail.company_id, export_id: detail.export_id });
  },
);
