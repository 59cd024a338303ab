import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE, ZPersonalDataExportRequestedDetail } from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { buildPersonalDataExport } from '@skillway/functions/core/people/privacy/export/build-export';
import { createNotification } from '@skillway/functions/core/oversight/notifications/notification-repository';

/**
 * `privacy.personal-data-export-requested`: builds the user's export zip, then notifies the requester in the app (the
 * bell, keyed by the export so a retry writes it once) and by email (idempotent per export).
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
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
  log.info('personal data export', { outcome, company_id: detail.company_id, export_id: detail.export_id });
}
