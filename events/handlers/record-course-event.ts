import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { ZCourseEnrolmentEventDetail } from '@skillway/shared';
import { recordDomainEvent } from '@skillway/functions/core/events/domain-event-store';
import { requestLogger } from '@skillway/functions/core/http/logger';

/**
 * `course.assigned`, `course.unassigned`, `course.deadline-set`, `course.deadline-changed`: kept as items (with a
 * TTL) for the notifications issue to consume. Idempotent on the detail's event id, so redelivery is harmless.
 */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const detailType = event['detail-type'] ?? '';
  const log = requestLogger({ event_id: event.id ?? '', detail_type: detailType });
  const detail = z.parse(ZCourseEnrolmentEventDetail, event.detail);
  const stored = await recordDomainEvent({
    companyId: detail.company_id,
    eventId: detail.event_id,
    occurredAt: detail.occurred_at,
    detailType,
    detail,
  });
  log.info('course event', { stored, course_id: detail.course_id });
}
