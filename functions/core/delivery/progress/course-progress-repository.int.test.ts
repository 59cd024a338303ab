/**
 * Progress writes against the stack's table: state counters on the course and the user move with every
 * transition, enrolment creation and deletion, exactly once under concurrent writers, and a reset undoes them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, ROLE, USER_COURSE_STATE as S } from '@skillway/shared';
import { setEventTransport } from '../../platform/events/publish-event';
import { registerCompany } from '../../../../test/factories/accounts';
import { addPerson } from '../../../../test/factories/people';
import { enrolUsers, unenrolUsers } from '../enrolment/enrol-users';
import { getTargetStats } from '../enrolment/enrolment-repository';
import type { TTarget } from '../enrolment/enrolment-rules';
import { findUser } from '../../people/users/user-repository';
import { getCourseEnrolment, updateCourseProgress } from './course-progress-repository';
import { resetPatch } from './progress-patch';

describe('course progress writes', () => {
  let companyId: string;
  const course = (): TTarget => ({ type: 'course', id: `course-${randomUUID()}` });

  async function stateCounters(target: TTarget) {
    const stats = await getTargetStats(companyId, target);
    return {
      not_started: stats?.not_started ?? 0,
      in_progress: stats?.in_progress ?? 0,
      completed: stats?.completed ?? 0,
    };
  }
  async function userCounters(userId: string) {
    const user = await findUser(companyId, userId, true);
    return { in_progress: user?.total_in_progress ?? 0, completed: user?.total_completed_courses ?? 0 };
  }

  const published: { detailType: string; detail: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    companyId = (await registerCompany()).user.company_id;
    setEventTransport(async (detailType, detail) => {
      published.push({ detailType, detail });
    });
  });
  afterAll(() => setEventTransport(async () => undefined));

  it('counts a new enrolment as not started and moves counters with each transition', async () => {
    const target = course();
    const person = await addPerson(companyId, ROLE.USER, 'progress');
    await enrolUsers(companyId, target, [person.id]);
    expect(await stateCounters(target)).toEqual({ not_started: 1, in_progress: 0, completed: 0 });

    const started = await updateCourseProgress(companyId, target.id, person.id, () => ({
      state: S.IN_PROGRESS,
      accessed: { first: '2026-11-22T10:00:00.000Z' },
    }));
    expect(started.state).toBe(S.IN_PROGRESS);
    await updateCourseProgress(companyId, target.id, person.id, (current) => ({
      accessed: { ...current.accessed, second: '2026-11-22T10:05:00.000Z' },
      watch_times: { second: 42 },
    }));
    const stored = await getCourseEnrolment(companyId, target.id, person.id);
    expect(Object.keys(stored.accessed ?? {}).sort()).toEqual(['first', 'second']);
    expect(stored.watch_times).toEqual({ second: 42 });
    expect(await stateCounters(target)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 1, completed: 0 });

    await updateCourseProgress(companyId, target.id, person.id, () => ({ state: S.TEST_PENDING, progress: 100 }));
    expect(await stateCounters(target)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });

    await updateCourseProgress(companyId, target.id, person.id, () => ({ state: S.COMPLETE }));
    await updateCourseProgress(companyId, target.id, person.id, () => ({ state: S.COMPLETE, progress: 100 }));
    expect(await stateCounters(target)).toEqual({ not_started: 0, in_progress: 0, completed: 1 });
    // Completion is announced once, however often the complete state is written.
    expect(
      published.filter(
        (event) => event.detailType === DETAIL_TYPE.COURSE_COMPLETED && event.detail.user_id === person.id,
      ),
    ).toHaveLength(1);
    expect(await userCounters(person.id)).toEqual({ in_progress: 0, completed: 1 });

    const reset = await updateCourseProgress(companyId, target.id, person.id, () => resetPatch());
    expect(reset).not.toHaveProperty('progress', 100);
    expect(await stateCounters(target)).toEqual({ not_started: 1, in_progress: 0, completed: 0 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 0, completed: 0 });
  });

  it('counts a transition once when two writers race', async () => {
    const target = course();
    const person = await addPerson(companyId, ROLE.USER, 'race');
    await enrolUsers(companyId, target, [person.id]);
    const start = () =>
      updateCourseProgress(companyId, target.id, person.id, (current) =>
        current.state === S.IN_PROGRESS ? null : { state: S.IN_PROGRESS, started_at: new Date().toISOString() },
      );
    await Promise.all([start(), start(), start()]);
    expect(await stateCounters(target)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 1, completed: 0 });
  });

  it('takes a removed enrolment out of the counter of its state', async () => {
    const target = course();
    const person = await addPerson(companyId, ROLE.USER, 'leaver');
    await enrolUsers(companyId, target, [person.id]);
    await updateCourseProgress(companyId, target.id, person.id, () => ({ state: S.COMPLETE, progress: 100 }));
    await unenrolUsers(companyId, target, [person.id]);
    expect(await stateCounters(target)).toEqual({ not_started: 0, in_progress: 0, completed: 0 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 0, completed: 0 });
  });

  it('answers 404 for a user who is not enrolled', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'stranger');
    await expect(
      updateCourseProgress(companyId, course().id, person.id, () => ({ state: S.IN_PROGRESS })),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
