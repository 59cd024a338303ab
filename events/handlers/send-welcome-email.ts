import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZWelcomeEmailDetail } from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { sendWelcomeEmails } from '@skillway/functions/core/people/users/send-welcome-emails';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** `users.welcome-email-requested`: one batch of welcome emails (retried by EventBridge; each send is claimed once). */
export const handler = systemHandler(
  'handlers/send-welcome-email',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZWelcomeEmailDetail, event.detail);
    const counts = await sendWelcomeEmails(detail, log);
    log.info('welcome emails', { ...counts, company_id: detail.company_id, request_id: detail.request_id });
  },
);
