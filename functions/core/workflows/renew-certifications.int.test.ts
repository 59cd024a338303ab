/**
 * The daily recertification run against the running stack, its clock moved to the days that matter for certificates
 * earned today (a 12-month validity with a 30-day window, the renewal due 14 days after the expiry): the renewal on
 * the day the window opens, once, however often and however concurrently the run goes (the run archived into Course
 * History, the enrolment back to not started with the renewal's deadline, notice 13 once); an archived learner and a
 * course whose certificates no longer expire left alone; the expiring reminders to the learner and their manager on
 * their days; the expired notice on the expiry day, to the administrators too under get_by Both. Then the local
 * `POST /_local/schedules/renew-certifications?now=`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_TYPE, USER_COURSE_STATE } from '@skillway/shared';
import { renewalDueOn, shiftDays, windowOpensOn } from '@skillway/shared/rules/recertification';
import { registerCompany, type TOutboxMessage, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, setManagerTeam } from '../../../test/factories/added-users';
import { publishedCourse } from '../../../test/factories/courses';
import { call, drainEvents } from '../../../test/factories/http';
import { localToolsHeaders, stackDataDir, stackUrl } from '../../../test/factories/stack-context';
import { listEnrolmentHistory } from '../content/courses/course-history-repository';
import { listCourseAssets } from '../content/courses/material-repository';
import type { TStoredRecertification } from '../content/courses/recertification-settings';
import { getCourseEnrolment } from '../delivery/progress/course-progress-repository';
import { putSettings } from '../oversight/notifications/settings/settings-repository';
import { courseEntity } from '../platform/db/entities/course';
import { enrolmentEntity } from '../platform/db/entities/enrolment';
import { ensureCertificate } from '../learner/certificates/ensure-certificate';
import { keys } from '../platform/db/keys';
import { setEventTransport } from '../platform/events/publish-event';
import { requestLogger } from '../platform/http/logger';
import { RENEWAL_ARCHIVED_BY, runRenewals } from './renew-certifications';

type TSignedIn = Awaited<ReturnType<typeof addSignedInUser>>;

interface TBellItem {
  id: string;
  title: string;
  data: { notification_type: number; course_id?: string };
}

const YEARLY: TStoredRecertification = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 14,
};

/** A course's recertification settings, set on the course item (as PUT /courses/{id}/recertification stores them). */
async function setRecertification(companyId: string, courseId: string, settings: TStoredRecertification) {
  await courseEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, course_id: courseId, recertification: $set(settings) })
    .send();
}

async function bell(token: string, type: number, courseId: string): Promise<TBellItem[]> {
  const result = await call('GET', '/v1/get-notifications?page=1&limit=100', { token });
  expect(result.status).toBe(200);
  return (result.body.data as TBellItem[]).filter(
    (item) => item.data.notification_type === type && item.data.course_id === courseId,
  );
}

/** The emails to `to` whose subject contains `words`. */
async function mails(to: string, words: string): Promise<TOutboxMessage[]> {
  const dir = join(stackDataDir(), 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as TOutboxMessage),
  );
  return messages.filter((message) => message.to === to && message.subject.includes(words));
}

/** One run for this test's company, its clock at noon UTC of `day` (the same London day all year). */
function runOn(day: string, companyId: string) {
  return runRenewals({
    now: new Date(`${day}T12:00:00Z`),
    log: requestLogger({ test: 'renew-certifications' }),
    companyIds: [companyId],
  });
}

async function enrol(token: string, courseId: string, userIds: string[]) {
  const result = await call('POST', `/v1/course/enrol/${courseId}`, { token, body: { assign_users: userIds } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

/** The learner opens the course's one material: the course completes and certifies (as the player would). */
async function complete(learner: TSignedIn, companyId: string, courseId: string) {
  const [asset] = await listCourseAssets(companyId, courseId);
  const viewed = await call('POST', '/v1/assets-viewed', { token: learner.token, body: { id: asset!.asset_id } });
  expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
  const enrolment = await getCourseEnrolment(companyId, courseId, learner.user.id);
  expect(enrolment.state).toBe(USER_COURSE_STATE.COMPLETE);
  return enrolment;
}

describe('renew-certifications', () => {
  let admin: TRegistered;
  let companyId: string;
  let learner: TSignedIn;
  let leaver: TSignedIn;
  let manager: TSignedIn;
  let yearly: string;
  let dropped: string;
  /** The certificates' expiry day (all earned today), the day the window opens, and the renewal's deadline. */
  let expiry: string;
  let opens: string;
  let due: string;

  beforeAll(async () => {
    // The run is called in this process: its own events (learning.recorded of an expiry) go nowhere, not to AWS.
    setEventTransport(async () => undefined);
    admin = await registerCompany();
    companyId = admin.user.company_id;
    learner = await addSignedInUser(admin.token, { first_name: 'Rena' });
    leaver = await addSignedInUser(admin.token, { first_name: 'Lee' });
    manager = await addSignedInUser(admin.token, { first_name: 'Mona' });
    await setManagerTeam(admin.token, manager.user, [learner.user.id]);
    // The expired notice goes to the administrators too (get_by Both); the others ignore get_by.
    await putSettings(companyId, {
      get_by: 3,
      shown_up: 3,
      ...NOTIFICATION_DEFAULTS.switches,
      ...NOTIFICATION_DEFAULTS.days,
    });
    yearly = await publishedCourse(admin.token, 'Yearly Fire Safety');
    dropped = await publishedCourse(admin.token, 'Dropped Validity');
    await setRecertification(companyId, yearly, YEARLY);
    await setRecertification(companyId, dropped, YEARLY);
    await enrol(admin.token, yearly, [learner.user.id, leaver.user.id]);
    await enrol(admin.token, dropped, [learner.user.id]);
    const earned = await complete(learner, companyId, yearly);
    await complete(leaver, companyId, yearly);
    const droppedEarned = await complete(learner, companyId, dropped);
    expect(earned.expires_on).toBeTruthy();
    expiry = earned.expires_on!;
    expect(droppedEarned.expires_on).toBe(expiry);
    expect(earned.renewal_due).toBe(renewalDueOn(expiry, 14));
    opens = windowOpensOn(expiry, 30);
    due = earned.renewal_due!;
    // The certificates already earned on this course keep their expiry; its certificates no longer expire.
    await setRecertification(companyId, dropped, { ...YEARLY, validity: 'never' });
    const archived = await call('PUT', `/v1/archive-account/${leaver.user.id}`, {
      token: admin.token,
      body: { is_archived: 1 },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    // The completions' certificates are made in the background: done before the enrolments are compared.
    await drainEvents();
  });

  it('renews nothing the day before the window opens', async () => {
    const before = await runOn(shiftDays(opens, -1), companyId);
    expect(before.renewals).toEqual({ due: 0, renewed: 0, skipped: 0 });
    expect((await getCourseEnrolment(companyId, yearly, learner.user.id)).state).toBe(USER_COURSE_STATE.COMPLETE);
  });

  it('renews once on the day the window opens, however often and concurrently the run goes', async () => {
    const droppedBefore = await getCourseEnrolment(companyId, dropped, learner.user.id);
    const leaverBefore = await getCourseEnrolment(companyId, yearly, leaver.user.id);

    // A run and its retry at the same moment: one of them renews; the other finds it done, or, when its read of the
    // due certificates comes after the renewal (a busy machine), no longer due. Each skips the archived learner's.
    const [first, second] = await Promise.all([runOn(opens, companyId), runOn(opens, companyId)]);
    expect(first.renewals.renewed + second.renewals.renewed).toBe(1);
    for (const run of [first, second]) {
      expect([1, 2]).toContain(run.renewals.due);
      expect(run.renewals.renewed + run.renewals.skipped).toBe(run.renewals.due);
    }
    // The one that renewed found both due.
    expect((first.renewals.renewed ? first : second).renewals).toEqual({ due: 2, renewed: 1, skipped: 1 });

    const renewed = await getCourseEnrolment(companyId, yearly, learner.user.id);
    expect(renewed).toMatchObject({
      state: USER_COURSE_STATE.NOT_STARTED,
      progress: 0,
      renewal_for: expiry,
      expires_on: expiry,
      renewal_due: due,
      deadline: due,
      cycle: 1,
      gsi2sk: keys.enrolmentDayIndexSk(due, yearly, learner.user.id),
    });
    expect(renewed.completed_at).toBeUndefined();
    expect(Object.values(renewed.sources)).toEqual(Object.values(renewed.sources).map(() => due));
    // The run that was archived is in Course History, once.
    const history = await listEnrolmentHistory(companyId, yearly, learner.user.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ state: USER_COURSE_STATE.COMPLETE, archived_by: RENEWAL_ARCHIVED_BY });

    // Notice 13 to the learner only, once, in the bell and by email, with the renewal's deadline.
    const notices = await bell(learner.token, NOTIFICATION_TYPE.RENEWAL_ENROLLED, yearly);
    expect(notices).toHaveLength(1);
    const deadline = `${due.slice(8, 10)}-${due.slice(5, 7)}-${due.slice(0, 4)}`;
    expect(notices[0]?.title).toBe(`Renew your Yearly Fire Safety certificate by ${deadline}`);
    expect(await mails(learner.user.email, 'Renew your Yearly Fire Safety')).toHaveLength(1);
    expect(await bell(manager.token, NOTIFICATION_TYPE.RENEWAL_ENROLLED, yearly)).toHaveLength(0);
    expect(await mails(admin.email, 'Renew your Yearly Fire Safety')).toHaveLength(0);

    // The archived learner's certificate and the course that no longer expires are untouched.
    expect(await getCourseEnrolment(companyId, yearly, leaver.user.id)).toEqual(leaverBefore);
    expect(await listEnrolmentHistory(companyId, yearly, leaver.user.id)).toHaveLength(0);
    expect(await getCourseEnrolment(companyId, dropped, learner.user.id)).toEqual(droppedBefore);
    expect(await listEnrolmentHistory(companyId, dropped, learner.user.id)).toHaveLength(0);
    expect(await bell(learner.token, NOTIFICATION_TYPE.RENEWAL_ENROLLED, dropped)).toHaveLength(0);

    // A rerun the same day and the days after: nothing more is archived, enrolled or sent.
    for (const day of [opens, shiftDays(opens, 1), shiftDays(opens, 10)]) {
      const again = await runOn(day, companyId);
      expect(again.renewals.renewed).toBe(0);
      expect(again.notices.renewal_enrolled.delivered).toBe(0);
    }
    expect(await getCourseEnrolment(companyId, yearly, learner.user.id)).toEqual(renewed);
    expect(await listEnrolmentHistory(companyId, yearly, learner.user.id)).toHaveLength(1);
    expect(await bell(learner.token, NOTIFICATION_TYPE.RENEWAL_ENROLLED, yearly)).toHaveLength(1);
    expect(await mails(learner.user.email, 'Renew your Yearly Fire Safety')).toHaveLength(1);
  });

  it('reminds the learner and their manager 30 and 7 days before the expiry, once each', async () => {
    // 30 days before is the day the window opened (the runs above): the first reminder went out then, once.
    const first = await bell(learner.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRING, yearly);
    expect(first.map((item) => item.title)).toEqual(['Your Yearly Fire Safety certificate expires in 30 days']);
    const managerFirst = await bell(manager.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRING, yearly);
    expect(managerFirst).toHaveLength(1);
    expect(managerFirst[0]?.title).toContain(`${learner.user.first_name} ${learner.user.last_name}: `);
    expect(await mails(admin.email, 'certificate expires in')).toHaveLength(0);

    expect((await runOn(shiftDays(expiry, -8), companyId)).notices.certificate_expiring.due).toBe(0);
    const week = await runOn(shiftDays(expiry, -7), companyId);
    // The learner's and the archived learner's (skipped by the delivery): one delivered.
    expect(week.notices.certificate_expiring).toEqual({ due: 2, delivered: 1, skipped: 1 });
    await runOn(shiftDays(expiry, -7), companyId);
    expect((await runOn(shiftDays(expiry, -6), companyId)).notices.certificate_expiring.due).toBe(0);
    const titles = (await bell(learner.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRING, yearly)).map(
      (item) => item.title,
    );
    expect(titles.sort()).toEqual([
      'Your Yearly Fire Safety certificate expires in 30 days',
      'Your Yearly Fire Safety certificate expires in 7 days',
    ]);
    expect(await bell(manager.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRING, yearly)).toHaveLength(2);
    const [mail] = await mails(learner.user.email, 'certificate expires in 7 days');
    expect(mail?.text).toContain(`on ${expiry.slice(8, 10)}-${expiry.slice(5, 7)}-${expiry.slice(0, 4)}`);
    expect(mail?.html).toContain(yearly);
    // Nothing for the archived learner, nor for the course that no longer expires.
    expect(await mails(leaver.user.email, 'certificate expires in')).toHaveLength(0);
    expect(await bell(learner.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRING, dropped)).toHaveLength(0);
  });

  it('says the certificate expired on the expiry day, to the learner, the manager and (get_by Both) the administrator', async () => {
    expect((await runOn(shiftDays(expiry, -1), companyId)).notices.certificate_expired.due).toBe(0);
    const day = await runOn(expiry, companyId);
    expect(day.notices.certificate_expired).toEqual({ due: 2, delivered: 1, skipped: 1 });
    await runOn(expiry, companyId);
    // The day after: the same notice (a missed run catches up), already sent.
    const after = await runOn(shiftDays(expiry, 1), companyId);
    expect(after.notices.certificate_expired.delivered).toBe(0);

    const subject = 'Your Yearly Fire Safety certificate has expired';
    expect(await bell(learner.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRED, yearly)).toHaveLength(1);
    expect(await bell(manager.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRED, yearly)).toHaveLength(1);
    expect(await bell(admin.token, NOTIFICATION_TYPE.CERTIFICATE_EXPIRED, yearly)).toHaveLength(1);
    expect(await mails(learner.user.email, subject)).toHaveLength(1);
    expect(await mails(manager.user.email, subject)).toHaveLength(1);
    expect(await mails(admin.email, subject)).toHaveLength(1);
    expect(await mails(leaver.user.email, subject)).toHaveLength(0);
    // The enrolment is still the open renewal, its deadline the renewal's.
    expect(await getCourseEnrolment(companyId, yearly, learner.user.id)).toMatchObject({
      renewal_for: expiry,
      deadline: due,
      state: USER_COURSE_STATE.NOT_STARTED,
    });
  });
});

describe('a renewal whose run is not certified yet', () => {
  it('waits for the certificate worker, then archives the run with its certificate', async () => {
    const owner = await registerCompany();
    const ownerCompany = owner.user.company_id;
    const learner = await addSignedInUser(owner.token, { first_name: 'Wren' });
    const courseId = await publishedCourse(owner.token, 'Yearly Manual Handling');
    await setRecertification(ownerCompany, courseId, YEARLY);
    await enrol(owner.token, courseId, [learner.user.id]);
    const earned = await complete(learner, ownerCompany, courseId);
    await drainEvents();
    // The certificate worker has not run yet (its event still queued when the daily run comes): no certificate.
    await enrolmentEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: ownerCompany,
        target_type: 'course',
        target_id: courseId,
        user_id: learner.user.id,
        certificate_id: $remove(),
        certificate_key: $remove(),
        current_certificate_id: $remove(),
      })
      .send();
    const windowOpens = windowOpensOn(earned.expires_on!, 30);

    const waiting = await runOn(windowOpens, ownerCompany);
    expect(waiting.renewals).toEqual({ due: 1, renewed: 0, skipped: 1 });
    expect(await getCourseEnrolment(ownerCompany, courseId, learner.user.id)).toMatchObject({
      state: USER_COURSE_STATE.COMPLETE,
    });
    expect(await listEnrolmentHistory(ownerCompany, courseId, learner.user.id)).toHaveLength(0);

    // The worker makes it; the next day's run renews, and Course History keeps the run with that certificate.
    const issued = await ensureCertificate(ownerCompany, courseId, learner.user.id);
    expect(issued?.certificateId).toBeTruthy();
    const next = await runOn(shiftDays(windowOpens, 1), ownerCompany);
    expect(next.renewals).toEqual({ due: 1, renewed: 1, skipped: 0 });
    const history = await listEnrolmentHistory(ownerCompany, courseId, learner.user.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      state: USER_COURSE_STATE.COMPLETE,
      certificate_id: issued!.certificateId,
      archived_by: RENEWAL_ARCHIVED_BY,
    });
  });
});

describe('the local renew-certifications schedule', () => {
  it('is listed with its cron and time zone, and runs now with a fixed clock', async () => {
    const listed = (await (await fetch(`${stackUrl()}/_local/schedules`, { headers: localToolsHeaders() })).json()) as {
      data: Array<{ name: string; cron: string; time_zone: string }>;
    };
    expect(listed.data.find((row) => row.name === 'renew-certifications')).toMatchObject({
      cron: 'cron(45 6 * * ? *)',
      time_zone: 'Europe/London',
    });

    const ran = await fetch(`${stackUrl()}/_local/schedules/renew-certifications?now=2041-05-01T05:45:00Z`, {
      method: 'POST',
      headers: localToolsHeaders(),
    });
    expect(ran.status).toBe(200);
    const { data: run } = (await ran.json()) as {
      data: { status: string; now: string; result: { day: string; companies: number; failed: number } };
    };
    expect(run).toMatchObject({ status: 'succeeded', now: '2041-05-01T05:45:00.000Z' });
    expect(run.result).toMatchObject({ day: '2041-05-01', failed: 0 });
    expect(run.result.companies).toBeGreaterThanOrEqual(1);
  });
});
