import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCourseEnrolmentEventDetail, ZPlaylistEnrolmentEventDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { notifyEnrolmentEvent } from '@skillway/functions/core/oversight/notifications/delivery/notify-events';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Enrolment events that notify: course.assigned (course_assign), course.deadline-set (deadline_set),
 * course.deadline-changed (deadline_changed) and playlist.assigned (playlist_assign). Each user named (and each
 * member of a group named) is notified per the company's settings and the course's override; a redelivered event
 * sends nothing twice (the sends are claimed by event id and user). Unassignments notify nobody: the spec has no
 * notification type for them.
 */
export const handler = systemHandler(
  'handlers/notify-enrolment',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const detailType = event['detail-type'] ?? '';
    const log = requestLogger({ event_id: event.id ?? '', detail_type: detailType });
    const detail =
      detailType === DETAIL_TYPE.PLAYLIST_ASSIGNED
        ? z.parse(ZPlaylistEnrolmentEventDetail, event.detail)
        : z.parse(ZCourseEnrolmentEventDetail, event.detail);
    const summary = await notifyEnrolmentEvent(detailType, detail);
    log.info('notifications', { ...summary });
  },
);
