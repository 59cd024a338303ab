import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCompanyRegisteredDetail } from '@skillway/shared';
import { sendRegistrationEmail } from '@skillway/functions/core/workflows/send-registration-email';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** `company.registered`: welcome and verification email to the new administrator (retried by EventBridge on failure). */
export const handler = systemHandler(
  'handlers/send-registration-email',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZCompanyRegisteredDetail, event.detail);
    const result = await sendRegistrationEmail(
      { companyId: detail.company_id, userId: detail.user_id, language: detail.language },
      log,
    );
    log.info('registration email', { result, company_id: detail.company_id });
  },
);
