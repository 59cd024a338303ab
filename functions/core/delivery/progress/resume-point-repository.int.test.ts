/**
 * The resume point against the stack's table: a progress save writes the small unindexed item and leaves the
 * indexed Enrolment alone unless something its readers use changes; resume reads the item (or an older enrolment's
 * own position); the exact last access is read back from it; state transitions and counters stay exact.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_COURSE_STATE as S } from '@skillway/shared';
import { setEventTransport } from '../../platform/events/publish-event';
import { registerCompany } from '../../../../test/factories/accounts';
import { addPerson } from '../../../../test/factories/people';
import { enrolUsers, unenrolUsers } from '../enrolment/enrol-users';
import { getTargetStats } from '../enrolment/enrolment-repository';
import { findUser } from '../../people/users/user-repository';
import {
  getCourseEnrolment,
  saveCourseAccess,
  updateCourseProgress,
  type TCourseAccess,
} from './course-progress-repository';
import { resetPatch } from './progress-patch';
import type { TEnrolmentItem } from '../enrolment/enrolment-repository';
import { decideProgress } from './progress-rules';
import {
  deleteUserResumePoints,
  listUserCourseEnrolments,
  listUserResumePoints,
  putResumePoint,
  readCourseProgress,
  resumePosition,
  touchResumePoint,
} from './resume-point-repository';

const COURSE = { materialIds: ['video', 'doc'], hasTest: false };

/** One player call at `at`: a material accessed and/or a video position reached (as the learner's calls plan it). */
function call(at: string, change: { accessed?: string; position?: number; assetId?: string }) {
  return (current: TEnrolmentItem): TCourseAccess => {
    const accessed = { ...current.accessed };
    if (change.accessed && !(change.accessed in accessed)) accessed[change.accessed] = at;
    const startedAt = current.started_at ?? at;
    const decision = decideProgress(COURSE, {
      state: current.state,
      accessed,
      started_at: startedAt,
      test_passed: current.test_passed,
    });
    const completes = decision.state === S.COMPLETE && current.state !== S.COMPLETE;
    return {
      at,
      patch: {
        last_accessed_at: at,
        ...(current.started_at ? {} : { started_at: at }),
        ...(change.accessed ? { accessed } : {}),
        state: decision.state,
        progress: decision.progress,
        ...(completes ? { completed_at: at } : {}),
      },
      ...(change.position === undefined
        ? {}
        : { position: { assetId: change.assetId ?? 'video', seconds: change.position } }),
    };
  };
}

/** Days after the enrolments are made (the idle reminders' index takes the later of enrolment and last access). */
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const day1 = (time: string) => `${dayAfter(1)}T${time}.000Z`;
const day2 = (time: string) => `${dayAfter(2)}T${time}.000Z`;

describe('resume points', () => {
  let companyId: string;
  const newCourse = () => `course-${randomUUID()}`;

  async function counters(courseId: string) {
    const stats = await getTargetStats(companyId, { type: 'course', id: courseId });
    return { not_started: stats.not_started, in_progress: stats.in_progress, completed: stats.completed };
  }
  async function userCounters(userId: string) {
    const user = await findUser(companyId, userId, true);
    return { in_progress: user?.total_in_progress ?? 0, completed: user?.total_completed_courses ?? 0 };
  }
  async function position(courseId: string, userId: string, assetId = 'video') {
    const { enrolment, resume } = await readCourseProgress(companyId, courseId, userId);
    if (!enrolment) throw new Error('not enrolled');
    return resumePosition(enrolment, resume, assetId);
  }

  beforeAll(async () => {
    companyId = (await registerCompany()).user.company_id;
    setEventTransport(async () => undefined);
  });

  it('resumes from the last save and writes the enrolment only on the first call of a day', async () => {
    const courseId = newCourse();
    const person = await addPerson(companyId, ROLE.USER, 'resume');
    await enrolUsers(companyId, { type: 'course', id: courseId }, [person.id]);

    const first = await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 45 }));
    expect(first).toMatchObject({
      state: S.IN_PROGRESS,
      started_at: day1('10:00:00'),
      last_accessed_at: day1('10:00:00'),
    });
    const started = await getCourseEnrolment(companyId, courseId, person.id);
    expect(await position(courseId, person.id)).toBe(45);

    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:45'), { position: 90 }));
    const latest = await saveCourseAccess(companyId, courseId, person.id, call(day1('10:01:30'), { position: 135 }));
    expect(latest.last_accessed_at).toBe(day1('10:01:30'));
    // The Enrolment (and its indexes) was not written again: same version, last access of the day's first call.
    const stored = await getCourseEnrolment(companyId, courseId, person.id);
    expect(stored.version).toBe(started.version);
    expect(stored.last_accessed_at).toBe(day1('10:00:00'));
    expect(stored.watch_times).toBeUndefined();
    expect(await position(courseId, person.id)).toBe(135);
    // The lists read the exact last access from the resume point.
    const listed = (await listUserCourseEnrolments(companyId, person.id)).find((item) => item.target_id === courseId);
    expect(listed?.last_accessed_at).toBe(day1('10:01:30'));
    expect(await counters(courseId)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 1, completed: 0 });

    // A call with no position the same day (a play event) moves only the resume point's last access.
    await saveCourseAccess(companyId, courseId, person.id, call(day1('11:00:00'), {}));
    expect((await getCourseEnrolment(companyId, courseId, person.id)).version).toBe(started.version);
    expect((await listUserResumePoints(companyId, person.id)).get(courseId)).toMatchObject({
      last_accessed_at: day1('11:00:00'),
      positions: { video: 135 },
    });

    // The next day the Enrolment's last access (the day reports show and the idle reminders index) moves once.
    await saveCourseAccess(companyId, courseId, person.id, call(day2('09:00:00'), { position: 150 }));
    await saveCourseAccess(companyId, courseId, person.id, call(day2('09:00:45'), { position: 195 }));
    const nextDay = await getCourseEnrolment(companyId, courseId, person.id);
    expect(nextDay.version).toBe(started.version + 1);
    expect(nextDay.last_accessed_at).toBe(day2('09:00:00'));
    expect(nextDay.gsi3sk?.startsWith(`${dayAfter(2)}#`)).toBe(true);
    expect(await position(courseId, person.id)).toBe(195);
  });

  it('writes the enrolment exactly when a material is accessed, and counts the completion once', async () => {
    const courseId = newCourse();
    const person = await addPerson(companyId, ROLE.USER, 'complete');
    await enrolUsers(companyId, { type: 'course', id: courseId }, [person.id]);
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), {}));
    const opened = await getCourseEnrolment(companyId, courseId, person.id);

    const half = await saveCourseAccess(companyId, courseId, person.id, call(day1('10:05:00'), { accessed: 'doc' }));
    expect(half).toMatchObject({ state: S.IN_PROGRESS, progress: 50, version: opened.version + 1 });
    expect(await counters(courseId)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });

    // The video ends: accessed, its position back to 0, the course complete.
    const done = await saveCourseAccess(
      companyId,
      courseId,
      person.id,
      call(day1('10:20:00'), { accessed: 'video', position: 0 }),
    );
    expect(done).toMatchObject({ state: S.COMPLETE, progress: 100, completed_at: day1('10:20:00') });
    expect(await counters(courseId)).toEqual({ not_started: 0, in_progress: 0, completed: 1 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 0, completed: 1 });
    expect(await position(courseId, person.id)).toBe(0);

    // Repeats change nothing the counters or the Enrolment hold.
    await Promise.all([
      saveCourseAccess(companyId, courseId, person.id, call(day1('10:21:00'), { accessed: 'video', position: 0 })),
      saveCourseAccess(companyId, courseId, person.id, call(day1('10:21:00'), { accessed: 'doc' })),
    ]);
    expect((await getCourseEnrolment(companyId, courseId, person.id)).version).toBe(done.version);
    expect(await counters(courseId)).toEqual({ not_started: 0, in_progress: 0, completed: 1 });
  });

  it('counts a first start once when two saves race', async () => {
    const courseId = newCourse();
    const person = await addPerson(companyId, ROLE.USER, 'race');
    await enrolUsers(companyId, { type: 'course', id: courseId }, [person.id]);
    await Promise.all([
      saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 5 })),
      saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 5 })),
      saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { accessed: 'doc' })),
    ]);
    expect(await counters(courseId)).toEqual({ not_started: 0, in_progress: 1, completed: 0 });
    expect(await userCounters(person.id)).toEqual({ in_progress: 1, completed: 0 });
    expect(await position(courseId, person.id)).toBe(5);
  });

  it('falls back to the position an enrolment saved before resume points existed', async () => {
    const courseId = newCourse();
    const person = await addPerson(companyId, ROLE.USER, 'legacy');
    await enrolUsers(companyId, { type: 'course', id: courseId }, [person.id]);
    // An enrolment as the earlier code wrote it: the position in the enrolment, no resume point.
    await updateCourseProgress(companyId, courseId, person.id, () => ({
      state: S.IN_PROGRESS,
      started_at: day1('09:00:00'),
      last_accessed_at: day1('09:30:00'),
      watch_times: { video: 42, clip: 7 },
    }));
    expect((await readCourseProgress(companyId, courseId, person.id)).resume).toBeUndefined();
    expect(await position(courseId, person.id)).toBe(42);
    expect(await position(courseId, person.id, 'clip')).toBe(7);

    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 60 }));
    expect(await position(courseId, person.id)).toBe(60);
    expect(await position(courseId, person.id, 'clip')).toBe(7);
    // The clip played to its end: 0, not the older position.
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:05:00'), { assetId: 'clip', position: 0 }));
    expect(await position(courseId, person.id, 'clip')).toBe(0);
  });

  it('ignores the resume point of an earlier start after a reset, and after unenrolling and enrolling again', async () => {
    const courseId = newCourse();
    const target = { type: 'course' as const, id: courseId };
    const person = await addPerson(companyId, ROLE.USER, 'reset');
    await enrolUsers(companyId, target, [person.id]);
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 80 }));
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:45'), { assetId: 'clip', position: 30 }));

    await updateCourseProgress(companyId, courseId, person.id, () => resetPatch());
    expect(await position(courseId, person.id)).toBe(0);
    const reset = (await listUserCourseEnrolments(companyId, person.id)).find((item) => item.target_id === courseId);
    expect(reset?.last_accessed_at).toBeUndefined();

    await saveCourseAccess(companyId, courseId, person.id, call(day1('11:00:00'), { position: 5 }));
    expect(await position(courseId, person.id)).toBe(5);
    expect(await position(courseId, person.id, 'clip')).toBe(0);

    await unenrolUsers(companyId, target, [person.id]);
    await enrolUsers(companyId, target, [person.id]);
    expect(await position(courseId, person.id)).toBe(0);
    expect(await counters(courseId)).toEqual({ not_started: 1, in_progress: 0, completed: 0 });
  });

  it('moves a point in place, keeping the other videos, and writes one without a positions map whole', async () => {
    const courseId = newCourse();
    const person = await addPerson(companyId, ROLE.USER, 'in-place');
    await enrolUsers(companyId, { type: 'course', id: courseId }, [person.id]);
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 10 }));
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:45'), { assetId: 'clip', position: 20 }));
    const moved = await touchResumePoint({
      companyId,
      userId: person.id,
      courseId,
      startedAt: day1('10:00:00'),
      at: day1('10:01:30'),
      position: { assetId: 'video', seconds: 55 },
    });
    expect(moved.point).toMatchObject({ last_accessed_at: day1('10:01:30'), positions: { video: 55, clip: 20 } });
    // The position it passed: what the video's progress statements are planned on.
    expect(moved.previousSeconds).toBe(10);
    expect((await listUserResumePoints(companyId, person.id)).get(courseId)).toMatchObject(moved.point);

    // A point stored without positions (a call that reached none) takes the first position whole.
    await putResumePoint({
      company_id: companyId,
      user_id: person.id,
      course_id: courseId,
      started_at: day1('10:00:00'),
      last_accessed_at: day1('10:02:00'),
    });
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:02:45'), { position: 70 }));
    expect((await listUserResumePoints(companyId, person.id)).get(courseId)).toMatchObject({
      last_accessed_at: day1('10:02:45'),
      positions: { video: 70 },
    });
  });

  it("deletes a user's resume points", async () => {
    const courseId = newCourse();
    const person = await addPerson(companyId, ROLE.USER, 'gone');
    await enrolUsers(companyId, { type: 'course', id: courseId }, [person.id]);
    await saveCourseAccess(companyId, courseId, person.id, call(day1('10:00:00'), { position: 12 }));
    expect((await listUserResumePoints(companyId, person.id)).size).toBe(1);
    await deleteUserResumePoints(companyId, person.id);
    expect((await listUserResumePoints(companyId, person.id)).size).toBe(0);
  });

  it('answers 404 for a user who is not enrolled', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'stranger');
    await expect(saveCourseAccess(companyId, newCourse(), person.id, call(day1('10:00:00'), {}))).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
  });
});
