import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCourseEnrolmentEventDetail, ZPlaylistEnrolmentEventDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { recordDomainEvent } from '@skillway/functions/core/platform/events/domain-event-store';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** The enrolment events this handler stores, each with the detail it must carry. */
const DETAILS = {
  [DETAIL_TYPE.COURSE_ASSIGNED]: ZCourseEnrolmentEventDetail,
  [DETAIL_TYPE.COURSE_UNASSIGNED]: ZCourseEnrolmentEventDetail,
  [DETAIL_TYPE.COURSE_DEADLINE_SET]: ZCourseEnrolmentEventDetail,
  [DETAIL_TYPE.COURSE_DEADLINE_CHANGED]: ZCourseEnrolmentEventDetail,
  [DETAIL_TYPE.PLAYLIST_ASSIGNED]: ZPlaylistEnrolmentEventDetail,
  [DETAIL_TYPE.PLAYLIST_UNASSIGNED]: ZPlaylistEnrolmentEventDetail,
} as const;

function isStored(detailType: string): detailType is keyof typeof DETAILS {
  return Object.hasOwn(DETAILS, detailType);
}

/**
 * Enrolment events of courses (`course.assigned`, `course.unassigned`, `course.deadline-set`,
 * `course.deadline-changed`) and playlists (`playlist.assigned`, `playlist.unassigned`): kept as items (with a TTL)
 * for the notifications issue to consume. Idempotent on the detail's event id, so redelivery is harmless. Any other
 * detail type, or a detail of the wrong shape, is an error (a misrouted rule must not be stored silently).
 */
export const handler = systemHandler(
  'handlers/record-course-event',
  async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
    const detailType = event['detail-type'] ?? '';
    const log = requestLogger({ event_id: event.id ?? '', detail_type: detailType });
    if (!isStored(detailType)) throw new Error(`record-course-event does not store ${detailType || 'untyped'} events`);
    const detail = z.parse(DETAILS[detailType], event.detail);
    const stored = await recordDomainEvent({
      companyId: detail.company_id,
      eventId: detail.event_id,
      occurredAt: detail.occurred_at,
      detailType,
      detail,
    });
    log.info('enrolment event', {
      stored,
      ...('course_id' in detail ? { course_id: detail.course_id } : { playlist_id: detail.playlist_id }),
    });
  },
);
