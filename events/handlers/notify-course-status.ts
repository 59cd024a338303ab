import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCourseStatusChangedDetail } from '@skillway/shared';
import { notifyCourseStatus } from '@skillway/functions/core/oversight/notifications/delivery/notify-events';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * course.status-changed (a course published or unpublished): the users enrolled on it are notified
 * (course_status_changed) per the settings; a redelivered event sends nothing twice.
 */
export const handler = systemHandler(
  'handlers/notify-course-status',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const log = requestLogger({ event_id: event.id ?? '', detail_type: event['detail-type'] ?? '' });
    const detail = z.parse(ZCourseStatusChangedDetail, event.detail);
    const summary = await notifyCourseStatus(detail);
    log.info('notifications', { course_id: detail.course_id, ...summary });
  },
);
