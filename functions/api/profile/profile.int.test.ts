/**
 * The learner's progress calls against the running local stack: a user's course rows (own, a team member's for
 * their manager, anyone's in the company for the administrator) with the progress the progress module wrote, the
 * profile's counters and Courses widget, the User Summary's header, playlist rows, and every denial (another user
 * for a learner, outside the team for a manager, another company for anyone).
 */
import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_COURSE_STATE as S } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, type TAddedUser } from '../../../test/factories/added-users';
import { addLink, addSingleChoice, createCourse, openTest } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { playlistEntity } from '../../core/platform/db/entities/playlist';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { enrolUsers } from '../../core/delivery/enrolment/enrol-users';
import { updateCourseProgress } from '../../core/delivery/progress/course-progress-repository';

const nextYear = new Date().getUTCFullYear() + 1;

let admin: TRegistered;
let stranger: TRegistered;
let manager: { user: TAddedUser; token: string };
let learner: { user: TAddedUser; token: string };
let outsider: { user: TAddedUser; token: string };
let courseIds: Record<'notStarted' | 'inProgress' | 'testPending' | 'complete' | 'hidden', string>;
let certificateKey: string;
/** dd-mm-yyyy of today (UTC), as the rows format the dates the setup writes. */
const today = () => new Date().toISOString().slice(0, 10).split('-').reverse().join('-');

async function makeManagerOf(manager: TAddedUser, members: readonly TAddedUser[]) {
  const result = await call('PUT', `/v1/users/${manager.id}`, {
    token: admin.token,
    body: {
      first_name: manager.first_name,
      last_name: manager.last_name,
      email: manager.email,
      role_id: ROLE.MANAGER,
      assigned_users: members.map((member) => member.id),
    },
  });
  if (result.status !== 200) throw new Error(`team: ${result.status} ${JSON.stringify(result.body)}`);
}

/** A course with a link (so it can be published) and, when asked, a one-question test. */
async function course(name: string, options: { test?: boolean; published?: boolean } = {}): Promise<string> {
  const { id } = await createCourse(admin.token, { name });
  await addLink(admin.token, id);
  if (options.test) await addSingleChoice(admin.token, await openTest(admin.token, id));
  if (options.published !== false) {
    const published = await call('POST', `/v1/course/publish/${id}`, { token: admin.token });
    if (published.status !== 200) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  }
  return id;
}

const rows = (token: string, query = '') => call('GET', `/v1/users/courses${query}`, { token });
const titles = (response: { body: { data: { title: string }[] } }) => response.body.data.map((row) => row.title);

beforeAll(async () => {
  // Completion announces course.completed; here nothing listens (certificates are another module's).
  setEventTransport(async () => undefined);
  admin = await registerCompany();
  stranger = await registerCompany();
  const companyId = admin.user.company_id;
  manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  learner = await addSignedInUser(admin.token, { first_name: 'Lena', last_name: 'Learner' });
  outsider = await addSignedInUser(admin.token, { first_name: 'Otto', last_name: 'Side' });
  await makeManagerOf(manager.user, [learner.user]);

  courseIds = {
    notStarted: await course('A Not Started'),
    inProgress: await course('B In Progress'),
    testPending: await course('C Test Pending', { test: true }),
    complete: await course('D Complete'),
    hidden: await course('E Unpublished', { published: false }),
  };
  for (const id of Object.values(courseIds)) {
    await enrolUsers(companyId, { type: 'course', id }, [learner.user.id], {
      deadline: id === courseIds.inProgress ? `${nextYear}-06-30` : null,
    });
  }

  // Progress as the player and the test would write it, through the progress module, seconds after enrolling.
  const when = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  await updateCourseProgress(companyId, courseIds.inProgress, learner.user.id, () => ({
    state: S.IN_PROGRESS,
    progress: 50,
    started_at: when(2),
    last_accessed_at: when(3),
  }));
  await updateCourseProgress(companyId, courseIds.testPending, learner.user.id, () => ({
    state: S.TEST_PENDING,
    progress: 100,
    started_at: when(4),
    last_accessed_at: when(5),
    test_complete: 1,
    test_passed: 0,
    test_score: 40,
    attempts: 1,
  }));
  certificateKey = `c/${companyId}/certificates/${courseIds.complete}/${learner.user.id}.pdf`;
  await updateCourseProgress(companyId, courseIds.complete, learner.user.id, () => ({
    state: S.COMPLETE,
    progress: 100,
    started_at: when(6),
    completed_at: when(7),
    last_accessed_at: when(7),
    certificate_id: 'verification-id',
    certificate_key: certificateKey,
  }));
});

afterAll(() => setEventTransport(async () => undefined));

describe('user course rows', () => {
  it("answer the learner's own rows with the progress written, sorted by title", async () => {
    const own = await eventually(async () => {
      const result = await rows(learner.token);
      return result.body.data?.length === 5 ? result : undefined;
    });
    expect(own.status).toBe(200);
    expect(titles(own)).toEqual(['A Not Started', 'B In Progress', 'C Test Pending', 'D Complete', 'E Unpublished']);
    const [notStarted, inProgress, testPending, complete] = own.body.data;
    expect(notStarted).toMatchObject({
      course_id: courseIds.notStarted,
      state: S.NOT_STARTED,
      state_text: 'Not yet started',
      progress: 0,
      start_date_formatted: null,
      has_test: false,
      test_score: null,
      certificate_url: null,
    });
    expect(notStarted.enrolled_date_formatted).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(inProgress).toMatchObject({
      state: S.IN_PROGRESS,
      state_text: 'In progress',
      progress: 50,
      start_date_formatted: today(),
      last_accessed_date: today(),
      deadline_formatted: `30-06-${nextYear}`,
    });
    expect(testPending).toMatchObject({
      state: S.TEST_PENDING,
      state_text: 'Complete Test',
      has_test: true,
      test_complete: true,
      test_passed: false,
      test_score: 40,
      attempts: 1,
      certificate_url: null,
    });
    expect(complete).toMatchObject({
      state: S.COMPLETE,
      state_text: 'Complete',
      progress: 100,
      complete_date_formatted: today(),
      has_test: false,
    });
    // A short-lived presigned GET of the certificate PDF.
    expect(complete.certificate_url).toContain(courseIds.complete);
    expect(complete.certificate_url).toContain('X-Amz-Signature');
    // It downloads under a name that says what it is: course, learner, completion day.
    expect(new URL(complete.certificate_url).searchParams.get('response-content-disposition')).toMatch(
      /^attachment; filename="Certificate - D Complete - Lena Learner - \d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''Certificate%20-%20D%20Complete%20-%20Lena%20Learner%20-%20\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(own.body.meta.pagination).toMatchObject({ total: 5, current_page: 1 });
  });

  it('sort, search and page as the profile table asks', async () => {
    const byProgress = await rows(learner.token, '?orderBy=progress&sortedBy=desc&limit=2&page=1');
    expect(titles(byProgress)).toEqual(['C Test Pending', 'D Complete']);
    expect(byProgress.body.meta.pagination).toMatchObject({ total: 5, per_page: 2, total_pages: 3 });
    const byState = await rows(learner.token, '?orderBy=state&sortedBy=asc&limit=10');
    expect(byState.body.data.map((row: { state: number }) => row.state)).toEqual([1, 1, 2, 3, 5]);
    const searched = await rows(learner.token, `?search=${encodeURIComponent('title:progress')}`);
    expect(titles(searched)).toEqual(['B In Progress']);
  });

  it("give a manager their team member's rows and nobody else's", async () => {
    const team = await rows(manager.token, `?id=${learner.user.id}`);
    expect(team.status).toBe(200);
    expect(titles(team)).toHaveLength(5);
    expect((await rows(manager.token, `?id=${outsider.user.id}`)).status).toBe(404);
    expect((await rows(manager.token, `?id=${admin.user.id}`)).status).toBe(404);
    expect((await rows(manager.token)).body.data).toEqual([]);
  });

  it("give the administrator any company user's rows, and 404 for another company's", async () => {
    expect(titles(await rows(admin.token, `?id=${learner.user.id}`))).toHaveLength(5);
    expect((await rows(admin.token, `?id=${outsider.user.id}`)).body.data).toEqual([]);
    expect((await rows(stranger.token, `?id=${learner.user.id}`)).status).toBe(404);
    expect((await rows(admin.token, '?id=no-such-user')).status).toBe(404);
  });

  it("never give a learner someone else's rows", async () => {
    expect((await rows(outsider.token, `?id=${learner.user.id}`)).status).toBe(404);
    expect((await rows(learner.token, `?id=${manager.user.id}`)).status).toBe(404);
    expect((await rows(learner.token, `?id=${learner.user.id}`)).body.data).toHaveLength(5);
    expect((await call('GET', '/v1/users/courses')).status).toBe(401);
  });
});

describe('profile dashboard and summary', () => {
  it("fill the learner's totals, activity and Courses widget from the counters and recent activity", async () => {
    const profile = await call('GET', '/v1/user/profile', { token: learner.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      total_courses: 5,
      total_in_progress_courses: 2,
      total_completed_courses: 1,
      activityWidget: { not_started: 2, in_progress: 2, completed: 1 },
      dashboardChannels: [],
    });
    // Published courses only, most recently active first, at most four.
    const cards = profile.body.data.dashboardCourses as { id: string; state: number; progress: number }[];
    expect(cards.map((card) => card.id)).toHaveLength(4);
    expect(cards.slice(0, 3).map((card) => card.id)).toEqual([
      courseIds.complete,
      courseIds.testPending,
      courseIds.inProgress,
    ]);
    expect(cards[3]!.id).toBe(courseIds.notStarted);
    expect(cards[0]).toMatchObject({ name: 'D Complete', state: S.COMPLETE, state_text: 'Complete', progress: 100 });
    expect(cards[0]!).toHaveProperty('thumbnail.medium');
  });

  it('show a manager the User Summary header of a team member only', async () => {
    const summary = await call('GET', `/v1/customer-user/${learner.user.id}`, { token: manager.token });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      first_name: 'Lena',
      total_courses: 5,
      total_in_progress: 2,
      total_completed_courses: 1,
      total_not_started: 2,
    });
    expect((await call('GET', `/v1/customer-user/${outsider.user.id}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', `/v1/customer-user/${learner.user.id}`, { token: outsider.token })).status).toBe(403);
    expect((await call('GET', `/v1/customer-user/${learner.user.id}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('user playlist rows', () => {
  it('list the playlist enrolments with their playlists, with the same denials', async () => {
    const companyId = admin.user.company_id;
    // A playlist item as the playlists module stores it, and the learner's enrolment on it.
    const playlistId = randomUUID();
    await playlistEntity()
      .build(PutItemCommand)
      .item({
        company_id: companyId,
        playlist_id: playlistId,
        name: 'Induction',
        description: '',
        thumbnail_option: 'icon',
        icon: 'books',
        levels: 1,
        modules: [{ course_id: courseIds.notStarted, level: 0, sort_order: 0 }],
        total_modules: 1,
        total_assets: 0,
        version: 1,
        created_by: admin.user.id,
      })
      .send();
    await enrolUsers(companyId, { type: 'channel', id: playlistId }, [learner.user.id], {
      deadline: `${nextYear}-01-31`,
    });

    const own = await call('GET', '/v1/user/channels?page=1&limit=5', { token: learner.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      {
        id: playlistId,
        name: 'Induction',
        total_modules: 1,
        published: true,
        enrolled_date_formatted: today(),
        deadline_formatted: `31-01-${nextYear}`,
      },
    ]);
    expect(own.body.meta.pagination).toMatchObject({ total: 1 });
    expect((await call('GET', '/v1/user/channels?search=name:nothing', { token: learner.token })).body.data).toEqual(
      [],
    );
    expect(
      (await call('GET', `/v1/user/channels?id=${learner.user.id}`, { token: manager.token })).body.data,
    ).toHaveLength(1);
    expect(
      (await call('GET', `/v1/user/channels?id=${learner.user.id}`, { token: admin.token })).body.data,
    ).toHaveLength(1);
    expect((await call('GET', '/v1/user/channels', { token: outsider.token })).body.data).toEqual([]);
    expect((await call('GET', `/v1/user/channels?id=${outsider.user.id}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', `/v1/user/channels?id=${learner.user.id}`, { token: outsider.token })).status).toBe(404);
    expect((await call('GET', `/v1/user/channels?id=${learner.user.id}`, { token: stranger.token })).status).toBe(404);
  });
});
