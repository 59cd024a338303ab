import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCourseCompletedDetail } from '@skillway/shared';
import { notifyCourseCompletion } from '@skillway/functions/core/oversight/notifications/delivery/notify-events';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * course.completed: the learner is notified (course_completion) per the settings, alongside the certificate worker;
 * a redelivered event sends nothing twice.
 */
export const handler = systemHandler(
  'handlers/notify-course-completion',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZCourseCompletedDetail, event.detail);
    const summary = await notifyCourseCompletion(detail);
    log.info('notifications', { course_id: detail.course_id, ...summary });
  },
);
