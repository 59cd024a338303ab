import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZReportRequestedDetail } from '@skillway/shared';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { buildReport } from '@skillway/functions/core/oversight/reports/build-report';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** `reports.report-requested`: builds the report job's file, then marks it ready or emails it (idempotent per job). */
export const handler = systemHandler(
  'handlers/build-report',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZReportRequestedDetail, event.detail);
    const outcome = await buildReport(detail, log);
    log.info('report job', { outcome, company_id: detail.company_id, job_id: detail.job_id });
  },
);
