/**
 * A course with a shorter renewal course, against the running stack: the daily run opens the renewal and enrols the
 * learner on the renewal course too (due on the renewal's deadline); completing the renewal course completes the
 * course's renewal (the next cycle, its expiry from the completion), once however often the event comes; a year on,
 * the renewal course completed in the earlier cycle is archived and the learner enrolled on it again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { addMonths, shiftDays, windowOpensOn } from '@skillway/shared/rules/recertification';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { publishedCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, type TPerson } from '../../../test/factories/people';
import { accessAllMaterial, enrolOnCourse } from '../../../test/factories/test-taking';
import { setEventTransport } from '../platform/events/publish-event';
import { londonDay } from '../platform/format/calendar-day';
import { requestLogger } from '../platform/http/logger';
import { getCourseEnrolment } from '../delivery/progress/course-progress-repository';
import { completeRenewals } from './complete-renewal';
import { runRenewals } from './renew-certifications';
import { ensureCertificate } from '../learner/certificates/ensure-certificate';

let owner: TRegistered;
let companyId: string;
let courseId: string;
let refresherId: string;
let learner: TPerson;

const log = requestLogger({ test: 'complete-renewal' });

/**
 * The daily run on `day`, after the certificate worker's part (this file's events go nowhere): a renewal waits for
 * the certificate of the run it archives.
 */
async function runOn(day: string) {
  await ensureCertificate(companyId, courseId, learner.id);
  return runRenewals({ now: new Date(`${day}T09:00:00Z`), log, companyIds: [companyId] });
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  companyId = owner.user.company_id;
  courseId = await publishedCourse(owner.token, 'Manual Handling Full');
  refresherId = await publishedCourse(owner.token, 'Manual Handling Refresher');
  const saved = await call('PUT', `/v1/courses/${courseId}/recertification`, {
    token: owner.token,
    body: {
      required: true,
      validity: 'months',
      months: 12,
      base: 'completion',
      window_days: 30,
      deadline_days_after: 14,
      renewal_course_id: refresherId,
    },
  });
  expect(saved.status).toBe(200);
  learner = await addPerson(companyId, ROLE.USER, 'Rene');
  await enrolOnCourse(owner.token, courseId, [learner.id]);
});

describe('a renewal course', () => {
  it('is given to the learner when the renewal opens, due on the renewal deadline', async () => {
    const first = await accessAllMaterial(companyId, courseId, learner.id, USER_COURSE_STATE.COMPLETE);
    const expiry = first.expires_on!;
    const summary = await runOn(shiftDays(windowOpensOn(expiry, 30), 1));
    expect(summary.renewals.renewed).toBe(1);
    const renewal = await getCourseEnrolment(companyId, courseId, learner.id);
    expect(renewal).toMatchObject({ state: 1, renewal_for: expiry, renewal_due: shiftDays(expiry, 14) });
    const refresher = await getCourseEnrolment(companyId, refresherId, learner.id);
    expect(refresher.sources).toEqual({ individual: shiftDays(expiry, 14) });
    // The next day's run asks again and writes nothing.
    await runOn(shiftDays(windowOpensOn(expiry, 30), 2));
    expect((await getCourseEnrolment(companyId, refresherId, learner.id)).version).toBe(refresher.version);
  });

  it("completing it completes the course's renewal, once", async () => {
    const before = await getCourseEnrolment(companyId, courseId, learner.id);
    const done = await accessAllMaterial(companyId, refresherId, learner.id, USER_COURSE_STATE.COMPLETE);
    expect(await completeRenewals(companyId, refresherId, learner.id)).toEqual([courseId]);
    const renewed = await getCourseEnrolment(companyId, courseId, learner.id);
    expect(renewed).toMatchObject({
      state: USER_COURSE_STATE.COMPLETE,
      cycle: before.cycle! + 1,
      completed_at: done.completed_at,
      expires_on: addMonths(londonDay(done.completed_at!), 12),
    });
    // A redelivered event: the renewal is closed, nothing more.
    expect(await completeRenewals(companyId, refresherId, learner.id)).toEqual([]);
    expect((await getCourseEnrolment(companyId, courseId, learner.id)).version).toBe(renewed.version);
  });

  it('a year on, the refresher completed in the earlier cycle is archived and given again', async () => {
    const current = await getCourseEnrolment(companyId, courseId, learner.id);
    await runOn(shiftDays(windowOpensOn(current.expires_on!, 30), 1));
    expect(await getCourseEnrolment(companyId, courseId, learner.id)).toMatchObject({
      renewal_for: current.expires_on,
    });
    const refresher = await getCourseEnrolment(companyId, refresherId, learner.id);
    expect(refresher.state).toBe(USER_COURSE_STATE.NOT_STARTED);
    expect(refresher.sources).toEqual({ individual: shiftDays(current.expires_on!, 14) });
  });
});
