/**
 * The enrolment event recorder against the local stack's table: course and playlist enrolment events are stored
 * once per event id, whatever the redeliveries; a detail of the wrong shape or a type it does not store is refused.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { DETAIL_TYPE } from '@skillway/shared';
import { listDomainEvents } from '@skillway/functions/core/platform/events/domain-event-store';
import { handler } from './record-course-event';

function event(detailType: string, detail: Record<string, unknown>): EventBridgeEvent<string, unknown> {
  return {
    id: randomUUID(),
    'detail-type': detailType,
    source: 'skillway.app',
    version: '0',
    account: '0',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail,
  };
}

function enrolmentDetail(companyId: string, target: { course_id: string } | { playlist_id: string }) {
  return {
    event_id: randomUUID(),
    company_id: companyId,
    ...target,
    actor_id: 'admin-1',
    user_ids: ['u1', 'u2'],
    group_ids: ['g1'],
    deadline: null,
    occurred_at: new Date().toISOString(),
  };
}

describe('record-course-event', () => {
  it('stores course and playlist enrolment events once each', async () => {
    const companyId = `evt-${randomUUID()}`;
    const course = enrolmentDetail(companyId, { course_id: 'c1' });
    const assigned = enrolmentDetail(companyId, { playlist_id: 'p1' });
    const unassigned = enrolmentDetail(companyId, { playlist_id: 'p1' });
    await handler(event(DETAIL_TYPE.COURSE_ASSIGNED, course));
    await handler(event(DETAIL_TYPE.PLAYLIST_ASSIGNED, assigned));
    await handler(event(DETAIL_TYPE.PLAYLIST_ASSIGNED, assigned));
    await handler(event(DETAIL_TYPE.PLAYLIST_UNASSIGNED, unassigned));

    expect(await listDomainEvents(companyId, DETAIL_TYPE.COURSE_ASSIGNED)).toEqual([
      expect.objectContaining({ event_id: course.event_id, detail: course }),
    ]);
    expect(await listDomainEvents(companyId, DETAIL_TYPE.PLAYLIST_ASSIGNED)).toEqual([
      expect.objectContaining({ event_id: assigned.event_id, detail: assigned }),
    ]);
    expect(await listDomainEvents(companyId, DETAIL_TYPE.PLAYLIST_UNASSIGNED)).toEqual([
      expect.objectContaining({ event_id: unassigned.event_id, detail: unassigned }),
    ]);
  });

  it('refuses a detail of the wrong shape and a type it does not store', async () => {
    const companyId = `evt-${randomUUID()}`;
    // A course detail sent as a playlist event (no playlist_id).
    await expect(
      handler(event(DETAIL_TYPE.PLAYLIST_ASSIGNED, enrolmentDetail(companyId, { course_id: 'c1' }))),
    ).rejects.toThrow();
    await expect(
      handler(event(DETAIL_TYPE.COMPANY_REGISTERED, enrolmentDetail(companyId, { course_id: 'c1' }))),
    ).rejects.toThrow(/does not store/);
    expect(await listDomainEvents(companyId)).toEqual([]);
  });
});
