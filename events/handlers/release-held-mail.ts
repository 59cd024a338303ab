import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZMailHoldLiftedDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { publishEvent } from '@skillway/functions/core/platform/events/publish-event';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { releaseHeldMail } from '@skillway/functions/core/people/mail-hold/release-held-mail';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * `companies.mail-hold-lifted`: sends the company's held mail, a batch a run; while more is left it publishes the same
 * event for the next batch (retried by EventBridge on failure; each mail is taken once).
 */
export const handler = systemHandler(
  'handlers/release-held-mail',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZMailHoldLiftedDetail, event.detail);
    const result = await releaseHeldMail(detail.company_id, log);
    log.info('held mail released', { ...result, company_id: detail.company_id });
    if (result.more) await publishEvent(DETAIL_TYPE.MAIL_HOLD_LIFTED, detail);
  },
);
