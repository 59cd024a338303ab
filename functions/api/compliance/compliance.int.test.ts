/**
 * Recertification and compliance against the running local stack: a course's validity settings (checked field by
 * field, administrators only), a completion that certifies with its expiry, the certificate's expiry and the previous
 * cycle superseded, the headline from the in-date counters (exact after an unenrolment), the matrix and the expiring
 * list for the administrator and narrowed to a manager's team, recalculation with its impact first, bulk remind, the
 * compliance export; another company's records are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES, ROLE, USER_COURSE_STATE, enrolmentIdOf } from '@skillway/shared';
import { addMonths, complianceCellText, shiftDays, daysBetween } from '@skillway/shared/rules/recertification';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { accessAllMaterial, enrolOnCourse } from '../../../test/factories/test-taking';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { saveTeam } from '../../core/people/team/save-team';
import { londonDay } from '../../core/platform/format/calendar-day';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { inDateCountEntity } from '../../core/platform/db/entities/enrolment';
import { keys } from '../../core/platform/db/keys';
import { SkillwayTable } from '../../core/platform/db/table';
import { formatDay } from '../../core/platform/format/format-day';

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let courseId: string;
let otherCourseId: string;
let strangerCourseId: string;
let ada: TPerson;
let ben: TPerson;
let cy: TPerson;
let managerToken: string;
let learnerToken: string;

const yearly = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 14,
} as const;

const settingsPath = (id: string) => `/v1/courses/${id}/recertification`;

async function complete(userId: string) {
  return accessAllMaterial(companyId, courseId, userId, USER_COURSE_STATE.COMPLETE);
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany({ company_name: 'Compliant Widgets Ltd' });
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'Fire Safety Renewal' })).id;
  otherCourseId = (await createCourse(owner.token, { name: 'Induction' })).id;
  strangerCourseId = (await createCourse(stranger.token, { name: 'Elsewhere' })).id;
  await addLink(owner.token, courseId);
  ada = await addPerson(companyId, ROLE.USER, 'Ada');
  ben = await addPerson(companyId, ROLE.USER, 'Ben');
  cy = await addPerson(companyId, ROLE.USER, 'Cy');
  const manager = await addPerson(companyId, ROLE.MANAGER, 'Manager');
  await saveTeam(companyId, manager.id, [ada.id]);
  await enrolOnCourse(owner.token, courseId, [ada.id, ben.id, cy.id]);
  [managerToken, learnerToken] = await Promise.all([signIn(manager), signIn(ben)]);
});
afterAll(() => setEventTransport(async () => undefined));

describe('recertification settings', () => {
  it('refuses incomplete settings with the field named, and leaves the course as it was', async () => {
    const missing = await call('PUT', settingsPath(courseId), {
      token: owner.token,
      body: { ...yearly, months: undefined },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.months).toEqual([COMPLIANCE_MESSAGES.MONTHS_REQUIRED]);
    const window = await call('PUT', settingsPath(courseId), {
      token: owner.token,
      body: { ...yearly, window_days: 0 },
    });
    expect(window.status).toBe(422);
    expect(Object.keys(window.body.errors)).toEqual(['window_days']);
    const self = await call('PUT', settingsPath(courseId), {
      token: owner.token,
      body: { ...yearly, renewal_course_id: courseId },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors.renewal_course_id).toEqual([COMPLIANCE_MESSAGES.RENEWAL_COURSE_SELF]);
    const course = await call('GET', `/v1/courses/${courseId}`, { token: owner.token });
    expect(course.body.data.recertification).toBeNull();
  });

  it("is for the administrator of the course's company only", async () => {
    expect((await call('PUT', settingsPath(courseId), { token: managerToken, body: yearly })).status).toBe(403);
    expect((await call('PUT', settingsPath(courseId), { token: learnerToken, body: yearly })).status).toBe(403);
    expect((await call('PUT', settingsPath(strangerCourseId), { token: owner.token, body: yearly })).status).toBe(404);
    expect((await call('PUT', settingsPath(courseId), { token: stranger.token, body: yearly })).status).toBe(404);
  });

  it('saves them, and the course answers them', async () => {
    const saved = await call('PUT', settingsPath(courseId), { token: owner.token, body: yearly });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: COMPLIANCE_MESSAGES.SETTINGS_SAVED,
      data: { ...yearly, expiry_date: null, anniversary: null, renewal_course_id: null, renewal_external_type: null },
    });
    const course = await call('GET', `/v1/courses/${courseId}`, { token: owner.token });
    expect(course.body.data.recertification).toEqual(saved.body.data);
  });
});

describe('a completion certifies', () => {
  it('starts cycle 1 with the expiry 12 months on and the renewal due 14 days after it', async () => {
    const done = await complete(ada.id);
    const day = londonDay(done.completed_at!);
    expect(done).toMatchObject({
      cycle: 1,
      expires_on: addMonths(day, 12),
      renewal_due: shiftDays(addMonths(day, 12), 14),
    });
    expect(done.certified_at).toBe(done.completed_at);
  });

  it('prints the expiry on the certificate, which verifies as valid', async () => {
    const link = await call('GET', `/v1/courses/${courseId}/certificate`, { token: await signIn(ada) });
    expect(link.status).toBe(200);
    const enrolment = await getCourseEnrolment(companyId, courseId, ada.id);
    const verified = await call('GET', `/v1/certificates/verify/${enrolment.certificate_id}`);
    expect(verified.body.data).toMatchObject({ standing: 'valid', expires_on: enrolment.expires_on, cycle: 1 });
  });
});

describe('the compliance screens', () => {
  it('headline: one of three required learners in date, from the counters', async () => {
    const summary = await call('GET', '/v1/compliance/summary', { token: owner.token });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toEqual({
      courses: [{ id: courseId, name: 'Fire Safety Renewal', required: 3, in_date: 1, percent: 33 }],
      required: 3,
      in_date: 1,
      percent: 33,
    });
  });

  it('matrix: every learner with their status in words; a manager sees their team only', async () => {
    const ada1 = await getCourseEnrolment(companyId, courseId, ada.id);
    const matrix = await call('GET', '/v1/compliance?orderBy=first_name&sortedBy=asc', { token: owner.token });
    expect(matrix.status).toBe(200);
    expect(matrix.body.courses).toEqual([{ id: courseId, name: 'Fire Safety Renewal' }]);
    const texts = Object.fromEntries(
      matrix.body.data.map((row: { first_name: string; cells: { text: string }[] }) => [
        row.first_name,
        row.cells[0]!.text,
      ]),
    );
    expect(texts).toEqual({
      Ada: complianceCellText({ status: 'certified', date: ada1.expires_on!, days: null }),
      Ben: 'Not started',
      Cy: 'Not started',
    });
    // Worst first by the course's status: the two not started before the certified one.
    const byCourse = await call('GET', `/v1/compliance?orderBy=course:${courseId}&sortedBy=asc`, {
      token: owner.token,
    });
    expect(byCourse.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Ben', 'Cy', 'Ada']);

    const team = await call('GET', '/v1/compliance', { token: managerToken });
    expect(team.body.data.map((row: { user_id: string }) => row.user_id)).toEqual([ada.id]);
    const teamSummary = await call('GET', '/v1/compliance/summary', { token: managerToken });
    expect(teamSummary.body.data).toMatchObject({ required: 1, in_date: 1, percent: 100 });
    expect((await call('GET', '/v1/compliance', { token: learnerToken })).status).toBe(403);
    const elsewhere = await call('GET', '/v1/compliance', { token: stranger.token });
    expect(elsewhere.body).toMatchObject({ data: [], courses: [] });
  });

  it('a course without settings is not on the screen', async () => {
    const matrix = await call('GET', '/v1/compliance', { token: owner.token });
    expect(matrix.body.courses.map((course: { id: string }) => course.id)).not.toContain(otherCourseId);
  });
});

describe('recalculation', () => {
  const fixed = () => ({
    ...yearly,
    validity: 'date',
    months: null,
    expiry_date: shiftDays(londonDay(new Date()), 10),
  });

  it('says how many certificates would change before changing any', async () => {
    const impact = await call('POST', `${settingsPath(courseId)}/impact`, { token: owner.token, body: fixed() });
    expect(impact.status).toBe(200);
    expect(impact.body.data).toEqual({ certificates: 1, changed: 1 });
    const kept = await call('PUT', settingsPath(courseId), { token: owner.token, body: fixed() });
    expect(kept.body.message).toBe(COMPLIANCE_MESSAGES.SETTINGS_SAVED);
    expect((await getCourseEnrolment(companyId, courseId, ada.id)).expires_on).toBe(
      addMonths(londonDay((await getCourseEnrolment(companyId, courseId, ada.id)).certified_at!), 12),
    );
  });

  it('moves the issued certificates when asked, and the expiring list and counters follow', async () => {
    const expiry = fixed().expiry_date;
    const moved = await call('PUT', settingsPath(courseId), {
      token: owner.token,
      body: { ...fixed(), recalculate: true },
    });
    expect(moved.body.message).toBe(COMPLIANCE_MESSAGES.RECALCULATED(1));
    const enrolment = await getCourseEnrolment(companyId, courseId, ada.id);
    expect(enrolment).toMatchObject({ expires_on: expiry, renewal_due: shiftDays(expiry, 14) });
    const verified = await call('GET', `/v1/certificates/verify/${enrolment.certificate_id}`);
    expect(verified.body.data.expires_on).toBe(expiry);

    const expiring = await call('GET', '/v1/compliance/expiring?within=30', { token: owner.token });
    expect(expiring.body.data).toEqual([
      expect.objectContaining({
        id: enrolmentIdOf(courseId, ada.id),
        course_name: 'Fire Safety Renewal',
        expires_on: expiry,
        days: daysBetween(londonDay(new Date()), expiry),
        renewal_started: false,
      }),
    ]);
    expect((await call('GET', '/v1/compliance/expiring?within=45', { token: owner.token })).status).toBe(422);
    expect((await call('GET', '/v1/compliance/summary', { token: owner.token })).body.data.in_date).toBe(1);
    const matrix = await call('GET', `/v1/compliance?search=first_name:ada`, { token: owner.token });
    expect(matrix.body.data[0].cells[0]).toMatchObject({ status: 'expiring', date: expiry });
  });
});

describe('bulk remind', () => {
  it("reminds the chosen learners once; another team's or company's learner is 404 and nobody is reminded", async () => {
    const id = enrolmentIdOf(courseId, ada.id);
    const sent = await call('POST', '/v1/compliance/remind', { token: owner.token, body: { ids: [id] } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(COMPLIANCE_MESSAGES.REMINDED(1));
    expect((await call('POST', '/v1/compliance/remind', { token: managerToken, body: { ids: [id] } })).status).toBe(
      200,
    );
    const notOurs = enrolmentIdOf(courseId, ben.id);
    expect(
      (await call('POST', '/v1/compliance/remind', { token: managerToken, body: { ids: [id, notOurs] } })).status,
    ).toBe(404);
    expect((await call('POST', '/v1/compliance/remind', { token: stranger.token, body: { ids: [id] } })).status).toBe(
      404,
    );
    expect((await call('POST', '/v1/compliance/remind', { token: learnerToken, body: { ids: [id] } })).status).toBe(
      403,
    );
    const noExpiry = await call('POST', '/v1/compliance/remind', {
      token: owner.token,
      body: { ids: [enrolmentIdOf(courseId, ben.id)] },
    });
    expect(noExpiry.status).toBe(422);
    expect(noExpiry.body.errors.ids).toEqual([COMPLIANCE_MESSAGES.NO_EXPIRY]);
    const empty = await call('POST', '/v1/compliance/remind', { token: owner.token, body: { ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.ids).toEqual([COMPLIANCE_MESSAGES.NOTHING_TO_REMIND]);
  });
});

describe('the next cycle', () => {
  it('a second completion starts cycle 2 and the first certificate verifies as superseded', async () => {
    const first = await getCourseEnrolment(companyId, courseId, ada.id);
    const archived = await call('POST', `/v1/archive-user-course/${enrolmentIdOf(courseId, ada.id)}`, {
      token: owner.token,
    });
    expect(archived.status).toBe(200);
    // The archive keeps the certificate's expiry: Ada is still in date while she renews.
    expect(await getCourseEnrolment(companyId, courseId, ada.id)).toMatchObject({
      expires_on: first.expires_on,
      cycle: 1,
    });
    await complete(ada.id);
    const link = await call('GET', `/v1/courses/${courseId}/certificate`, { token: await signIn(ada) });
    expect(link.status).toBe(200);
    const second = await getCourseEnrolment(companyId, courseId, ada.id);
    expect(second.cycle).toBe(2);
    expect(second.certificate_id).not.toBe(first.certificate_id);
    const old = await call('GET', `/v1/certificates/verify/${first.certificate_id}`);
    expect(old.body.data).toMatchObject({ standing: 'superseded', cycle: 1 });
    const current = await call('GET', `/v1/certificates/verify/${second.certificate_id}`);
    expect(current.body.data).toMatchObject({ standing: 'valid', cycle: 2, expires_on: second.expires_on });
    // Course History: the current run is certification 2; the archived one, certification 1 with its expiry.
    const history = await call('GET', `/v1/course-user-history/${enrolmentIdOf(courseId, ada.id)}`, {
      token: owner.token,
    });
    expect(history.status).toBe(200);
    const [now, before] = history.body.data as { cycle: number | null; expiry_date: string | null }[];
    expect(now).toMatchObject({ cycle: 2, expiry_date: formatDay(second.expires_on!) });
    expect(before).toMatchObject({ cycle: 1, expiry_date: formatDay(first.expires_on!) });
  });
});

describe('the counters stay exact', () => {
  it('an unenrolled learner leaves the headline', async () => {
    const removed = await call('POST', `/v1/course/remove-user-and-groups/${courseId}`, {
      token: owner.token,
      body: { users: [ada.id], groups: [] },
    });
    expect(removed.status).toBe(200);
    const summary = await call('GET', '/v1/compliance/summary', { token: owner.token });
    expect(summary.body.data).toMatchObject({ required: 2, in_date: 0, percent: 0 });
  });
});

describe('the compliance export', () => {
  it('builds the matrix as a file (or emails it when it takes long)', async () => {
    const exported = await call('POST', '/v1/reports/export', {
      token: owner.token,
      body: { report: 'compliance', type: 'excel' },
    });
    expect([200, 202]).toContain(exported.status);
    if (exported.status === 200) expect(exported.body.data.file_name).toMatch(/^compliance-report.*\.xlsx$/);
  });
});

describe("a course's first settings", () => {
  it('count the completions made before the in-date counters existed', async () => {
    const older = (await createCourse(owner.token, { name: 'Asbestos Awareness' })).id;
    await addLink(owner.token, older);
    const person = await addPerson(companyId, ROLE.USER, 'Earlier');
    await enrolOnCourse(owner.token, older, [person.id]);
    await accessAllMaterial(companyId, older, person.id, USER_COURSE_STATE.COMPLETE);
    // As a completion from before this version left it: no bucket counts it.
    const { Items } = await SkillwayTable.build(QueryCommand)
      .entities(inDateCountEntity())
      .query({ partition: keys.company(companyId), range: { beginsWith: keys.courseInDatePrefix(older) } })
      .send();
    for (const bucket of Items ?? []) {
      const { company_id, course_id, day } = bucket;
      await inDateCountEntity().build(DeleteItemCommand).key({ company_id, course_id, day }).send();
    }
    const saved = await call('PUT', settingsPath(older), {
      token: owner.token,
      body: { ...yearly, validity: 'never' },
    });
    expect(saved.status).toBe(200);
    const summary = await call('GET', '/v1/compliance/summary', { token: owner.token });
    expect(summary.body.data.courses.find((course: { id: string }) => course.id === older)).toMatchObject({
      required: 1,
      in_date: 1,
    });
  });
});
