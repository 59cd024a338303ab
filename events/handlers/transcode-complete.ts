import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { ZJobStateDetail, completeTranscode } from '@skillway/functions/core/content/courses/media/complete-transcode';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** MediaConvert "Job State Change" (COMPLETE, ERROR, CANCELED) for this stage: the course video is ready or failed. */
export const handler = systemHandler(
  'handlers/transcode-complete',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZJobStateDetail, event.detail);
    const outcome = await completeTranscode(detail);
    log.info('transcode finished', { outcome, job_id: detail.jobId, status: detail.status });
  },
);
