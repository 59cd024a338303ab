/**
 * A course's report, history, archive and figures against the running local stack: the course details report's
 * columns (state, dates, progress, the test score's N/A / T.B.C / percent), the caller's own enrolment
 * (include=enrolled), archiving one enrolment and all of a course into the course history (the enrolment starts
 * again, the counters move), the report data from the counters, and who may call them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE, USER_COURSE_STATE as S, enrolmentIdOf } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { addLink, addSingleChoice, createCourse, openTest } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup } from '../../../test/factories/people';
import { listEnrolmentHistory } from '../../core/content/courses/course-history-repository';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { updateCourseProgress } from '../../core/delivery/progress/course-progress-repository';

const nextYear = new Date().getUTCFullYear() + 1;
const deadline = `${nextYear}-03-31`;
const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let courseId: string;
let plainCourseId: string;
let ada: { id: string };
let ben: { id: string };
let cy: { id: string };
let learnerToken: string;
let managerToken: string;

const started = '2025-01-06T09:00:00.000Z';
const completed = '2025-01-08T15:30:00.000Z';

type TRow = Record<string, unknown> & { id: string };

async function report(query = 'limit=50') {
  const result = await call('GET', `/v1/course/user-course-report/${courseId}?${query}`, { token: owner.token });
  expect(result.status).toBe(200);
  return result.body as { data: TRow[]; meta: { pagination: { total: number } } };
}
const rowOf = async (userId: string) => (await report()).data.find((row) => row.id === userId)!;

async function courseCounters() {
  const result = await call('GET', `/v1/courses/${courseId}`, { token: owner.token });
  const { total_users, total_inprogress, total_completed, total_not_started, completion_progress } = result.body.data;
  return { total_users, total_inprogress, total_completed, total_not_started, completion_progress };
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'Working at Height' })).id;
  await addLink(owner.token, courseId);
  await addSingleChoice(owner.token, await openTest(owner.token, courseId));
  plainCourseId = (await createCourse(owner.token, { name: 'Induction' })).id;
  await addLink(owner.token, plainCourseId);

  ada = await addUser(owner.token, { first_name: 'Ada', last_name: '=HYPERLINK("http://evil.test","x")' });
  ben = await addUser(owner.token, { first_name: 'Ben', last_name: 'Grouped' });
  cy = await addUser(owner.token, { first_name: 'Cy', last_name: 'Waiting' });
  learnerToken = (await addSignedInUser(owner.token)).token;
  managerToken = (await addSignedInUser(owner.token, { role_id: ROLE.MANAGER })).token;
  const groupId = await addGroup(owner.token, `Riggers ${Date.now()}`);
  expect(
    (await call('POST', `/v1/groups/users/add/${groupId}`, { token: owner.token, body: { assign_users: [ben.id] } }))
      .status,
  ).toBe(200);
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: [ada.id, cy.id], assign_groups: [groupId], selected_date: deadline },
  });
  expect(enrolled.status).toBe(200);
  expect(
    (await call('POST', `/v1/course/enrol/${plainCourseId}`, { token: owner.token, body: { assign_users: [ada.id] } }))
      .status,
  ).toBe(200);

  // Ada finished (test passed at the second attempt, agreement signed); Ben is part-way through.
  await updateCourseProgress(companyId, courseId, ada.id, () => ({
    state: S.COMPLETE,
    progress: 100,
    started_at: started,
    completed_at: completed,
    last_accessed_at: completed,
    test_complete: 1,
    test_passed: 1,
    test_score: 85,
    attempts: 2,
    is_agree: 1,
    signed_name: 'Ada Lovelace',
  }));
  await updateCourseProgress(companyId, courseId, ben.id, () => ({
    state: S.IN_PROGRESS,
    progress: 40,
    started_at: started,
    last_accessed_at: started,
  }));
  await updateCourseProgress(companyId, plainCourseId, ada.id, () => ({
    state: S.COMPLETE,
    progress: 100,
    started_at: started,
    completed_at: completed,
  }));
});

afterAll(() => setEventTransport(async () => undefined));

describe('course details report', () => {
  it("lists every enrolled user with the spec's columns", async () => {
    const body = await report();
    expect(body.meta.pagination.total).toBe(3);
    const adaRow = body.data.find((row) => row.id === ada.id)!;
    expect(adaRow).toMatchObject({
      enrolment_id: enrolmentIdOf(courseId, ada.id),
      first_name: 'Ada',
      state: S.COMPLETE,
      state_text: 'Complete',
      deadline_formatted: dmy(deadline),
      start_date_formatted: '06-01-2025',
      complete_date_formatted: '08-01-2025',
      last_accessed_date: '08-01-2025',
      progress: 100,
      has_test: true,
      test_score: 85,
      test_score_text: '85%',
      attempts: 2,
      is_agree: true,
      signed_name: 'Ada Lovelace',
      individual: true,
      disabled: false,
    });
    expect(adaRow.enrolled_date_formatted).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(body.data.find((row) => row.id === ben.id)).toMatchObject({
      state_text: 'In progress',
      progress: 40,
      test_score: null,
      test_score_text: 'T.B.C',
      individual: false,
      disabled: true,
    });
    expect(body.data.find((row) => row.id === cy.id)).toMatchObject({
      state: S.NOT_STARTED,
      state_text: 'Not yet started',
      start_date_formatted: null,
      progress: 0,
      attempts: 0,
      is_agree: false,
    });
  });

  it('says N/A for the test score of a course without a test', async () => {
    const result = await call('GET', `/v1/course/user-course-report/${plainCourseId}`, { token: owner.token });
    expect(result.body.data).toEqual([
      expect.objectContaining({ id: ada.id, test_score_text: 'N/A', has_test: false }),
    ]);
  });

  it('searches by name and pages', async () => {
    const found = await report('search=first_name:be;last_name:be');
    expect(found.data.map((row) => row.id)).toEqual([ben.id]);
    const page = await report('limit=2&page=2&orderBy=first_name');
    expect(page.data.map((row) => row.id)).toEqual([cy.id]);
    expect(page.meta.pagination.total).toBe(3);
  });
});

describe('course figures from the counters', () => {
  it('shows the state counters on the course and in the report data', async () => {
    expect(await courseCounters()).toEqual({
      total_users: 3,
      total_inprogress: 1,
      total_completed: 1,
      total_not_started: 1,
      completion_progress: 33,
    });
    const data = await call('GET', '/v1/courses-report-data', { token: owner.token });
    expect(data.status).toBe(200);
    expect(data.body.data.totals).toEqual({
      courses: 2,
      published_courses: 0,
      individual_users: 3,
      groups: 1,
      total_users: 4,
      in_progress: 1,
      completed: 2,
      not_started: 1,
      completion_progress: 50,
    });
    expect(data.body.data.bar.categories).toEqual(['Working at Height', 'Induction']);
    expect(data.body.data.bar.series).toEqual([
      { name: 'Completed', data: [1, 1] },
      { name: 'In Progress', data: [1, 0] },
      { name: 'Not Started', data: [1, 0] },
    ]);
    expect(data.body.data.pie).toEqual({ labels: ['Completed', 'In Progress', 'Not Started'], series: [2, 1, 1] });
  });
});

describe("the caller's own enrolment (include=enrolled)", () => {
  it('is null when the caller is not enrolled, their enrolment when they are, and absent unless asked', async () => {
    const get = () => call('GET', `/v1/courses/${plainCourseId}?include=enrolled,thumbnail`, { token: owner.token });
    expect((await get()).body.data.enrolled).toBeNull();
    const plain = await call('GET', `/v1/courses/${plainCourseId}`, { token: owner.token });
    expect(plain.body.data).not.toHaveProperty('enrolled');

    const self = await call('POST', `/v1/course/enrol/${plainCourseId}`, {
      token: owner.token,
      body: { assign_users: [owner.user.id], selected_date: deadline },
    });
    expect(self.status).toBe(200);
    expect((await get()).body.data.enrolled).toMatchObject({
      id: enrolmentIdOf(plainCourseId, owner.user.id),
      state: S.NOT_STARTED,
      state_text: 'Not yet started',
      progress: 0,
      deadline,
      test_complete: false,
      attempts: 0,
    });
  });
});

describe('archiving course data', () => {
  it('archives one enrolment into the history and starts the course again for the user', async () => {
    const id = enrolmentIdOf(courseId, ada.id);
    const history = () => call('GET', `/v1/course-user-history/${id}`, { token: owner.token });
    // Before archiving, the completed run is listed as the current one (not archived).
    expect((await history()).body.data).toEqual([
      expect.objectContaining({
        id: 'current',
        state: S.COMPLETE,
        start_date: '06-01-2025',
        complete_date: '08-01-2025',
        progress: 100,
        test_score: 85,
        attempts: 2,
        archived_at: null,
      }),
    ]);

    const archived = await call('POST', `/v1/archive-user-course/${id}`, { token: owner.token });
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ message: MSG.COURSE_ARCHIVED, data: { archived: 1 } });

    expect(await rowOf(ada.id)).toMatchObject({
      state: S.NOT_STARTED,
      progress: 0,
      start_date_formatted: null,
      complete_date_formatted: null,
      test_score_text: 'T.B.C',
      attempts: 0,
      is_agree: false,
      deadline_formatted: dmy(deadline),
      individual: true,
    });
    const runs = await history();
    expect(runs.status).toBe(200);
    expect(runs.body.data).toEqual([
      expect.objectContaining({
        course_id: courseId,
        user_id: ada.id,
        state: S.COMPLETE,
        start_date: '06-01-2025',
        complete_date: '08-01-2025',
        progress: 100,
        test_score: 85,
        test_score_text: '85%',
        attempts: 2,
        certificate_url: null,
        archived_at: expect.any(String),
      }),
    ]);
    expect(await courseCounters()).toMatchObject({ total_users: 3, total_completed: 0, total_not_started: 2 });
  });

  it('refuses an enrolment with nothing to archive, and a user who is not enrolled', async () => {
    const again = await call('POST', `/v1/archive-user-course/${enrolmentIdOf(courseId, ada.id)}`, {
      token: owner.token,
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(MSG.COURSE_NOTHING_TO_ARCHIVE);
    const outsider = await addUser(owner.token, { first_name: 'Out' });
    const missing = await call('POST', `/v1/archive-user-course/${enrolmentIdOf(courseId, outsider.id)}`, {
      token: owner.token,
    });
    expect(missing.status).toBe(404);
    expect((await call('POST', '/v1/archive-user-course/not-an-enrolment', { token: owner.token })).status).toBe(422);
  });

  it('archives every enrolment with progress of a course, leaving everyone enrolled', async () => {
    const result = await call('POST', `/v1/archive-all-user-course/${courseId}`, { token: owner.token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: 'Course Archived Successfully.', data: { archived: 1 } });
    const rows = (await report()).data;
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.state === S.NOT_STARTED && row.progress === 0)).toBe(true);
    expect(await courseCounters()).toEqual({
      total_users: 3,
      total_inprogress: 0,
      total_completed: 0,
      total_not_started: 3,
      completion_progress: 0,
    });
    const benRuns = await call('GET', `/v1/course-user-history/${enrolmentIdOf(courseId, ben.id)}`, {
      token: owner.token,
    });
    expect(benRuns.body.data).toEqual([
      expect.objectContaining({ state: S.IN_PROGRESS, progress: 40, test_score_text: 'T.B.C', complete_date: null }),
    ]);
    // Nothing left to archive: a repeat changes nothing.
    const repeat = await call('POST', `/v1/archive-all-user-course/${courseId}`, { token: owner.token });
    expect(repeat.body.data.archived).toBe(0);
  });

  it('deletes the history with the course', async () => {
    const courseHistory = await listEnrolmentHistory(companyId, courseId, ada.id);
    expect(courseHistory).toHaveLength(1);
    const doomed = (await createCourse(owner.token, { name: 'Doomed' })).id;
    await addLink(owner.token, doomed);
    await call('POST', `/v1/course/enrol/${doomed}`, { token: owner.token, body: { assign_users: [cy.id] } });
    await updateCourseProgress(companyId, doomed, cy.id, () => ({ state: S.IN_PROGRESS, progress: 10 }));
    expect(
      (await call('POST', `/v1/archive-all-user-course/${doomed}`, { token: owner.token })).body.data.archived,
    ).toBe(1);
    expect(await listEnrolmentHistory(companyId, doomed, cy.id)).toHaveLength(1);
    expect((await call('DELETE', `/v1/courses/${doomed}`, { token: owner.token })).status).toBe(200);
    expect(await listEnrolmentHistory(companyId, doomed, cy.id)).toEqual([]);
  });

  it("deletes a user's history of a course when they are unenrolled from it", async () => {
    const course = (await createCourse(owner.token, { name: 'Refresher' })).id;
    await addLink(owner.token, course);
    await call('POST', `/v1/course/enrol/${course}`, { token: owner.token, body: { assign_users: [cy.id] } });
    await updateCourseProgress(companyId, course, cy.id, () => ({ state: S.IN_PROGRESS, progress: 10 }));
    await call('POST', `/v1/archive-all-user-course/${course}`, { token: owner.token });
    expect(await listEnrolmentHistory(companyId, course, cy.id)).toHaveLength(1);
    const removed = await call('POST', `/v1/course/remove-user-and-groups/${course}`, {
      token: owner.token,
      body: { users: [cy.id] },
    });
    expect(removed.status).toBe(200);
    expect(await listEnrolmentHistory(companyId, course, cy.id)).toEqual([]);
  });
});

describe('who may call them', () => {
  const courseScoped = () => [
    ['GET', `/v1/course/user-course-report/${courseId}`],
    ['GET', `/v1/course-user-history/${enrolmentIdOf(courseId, ada.id)}`],
    ['POST', `/v1/archive-user-course/${enrolmentIdOf(courseId, ada.id)}`],
    ['POST', `/v1/archive-all-user-course/${courseId}`],
  ];

  it('refuses learners and managers (403) and anonymous callers (401)', async () => {
    for (const [method, path] of [...courseScoped(), ['GET', '/v1/courses-report-data']] as [string, string][]) {
      expect((await call(method, path, { token: learnerToken })).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, { token: managerToken })).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers 404 to another company's administrator, whose own figures hold nothing of this company", async () => {
    for (const [method, path] of courseScoped() as [string, string][]) {
      expect((await call(method, path, { token: stranger.token })).status, `${method} ${path}`).toBe(404);
    }
    const theirs = await call('GET', '/v1/courses-report-data', { token: stranger.token });
    expect(theirs.body.data.totals).toMatchObject({ courses: 0, total_users: 0 });
  });
});
