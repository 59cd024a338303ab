import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCompanyDeleteRequestedDetail } from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runCompanyDeletion } from '@skillway/functions/core/workflows/delete-company';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** `companies.delete-requested`: delete everything of a deleted company (retried by EventBridge; idempotent). */
export const handler = systemHandler(
  'handlers/delete-company',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZCompanyDeleteRequestedDetail, event.detail);
    await runCompanyDeletion(detail.company_id, detail.job_id, log);
  },
);
