import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCourseCompletedDetail } from '@skillway/shared';
import { completeRenewals } from '@skillway/functions/core/workflows/complete-renewal';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * `course.completed`: when the course is another course's shorter renewal course, that course's open renewal is
 * completed too (certified, its certificate made by its own course.completed). Safe to run twice.
 */
export const handler = systemHandler(
  'handlers/complete-renewal',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZCourseCompletedDetail, event.detail);
    const done = await completeRenewals(detail.company_id, detail.course_id, detail.user_id);
    if (done.length > 0) log.info('renewals completed', { course_id: detail.course_id, renewed: done });
  },
);
