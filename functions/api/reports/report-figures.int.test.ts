/**
 * Report figures against a seeded company with known numbers: users in every state (not started, in progress,
 * test pending, completed) on two courses of two types, a group and a playlist; the user report, the course
 * statistics (Total Completion % rounded), the group and playlist lists' counters and the reports landing's charts
 * (logins this month, completions per course type this month, enrolments by state). A new company: all zeros.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_TYPES, ROLE, USER_COURSE_STATE as S } from '@skillway/shared';
import { DEFAULT_PASSWORD, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser, type TAddedUser } from '../../../test/factories/added-users';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { createPlaylist } from '../../../test/factories/playlists';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { updateCourseProgress } from '../../core/delivery/progress/course-progress-repository';

const typeId = (name: string) => COURSE_TYPES.find((type) => type.name === name)!.id;

let owner: TRegistered;
let companyId: string;
let firstAid: string;
let itCourse: string;
let groupId: string;
let playlistId: string;
const users: Record<'u1' | 'u2' | 'u3' | 'u4', TAddedUser> = {} as never;
let u5: TAddedUser;

async function setState(courseId: string, userId: string, state: number, progress: number) {
  const now = new Date().toISOString();
  await updateCourseProgress(companyId, courseId, userId, () => ({
    state,
    progress,
    started_at: now,
    ...(state === S.COMPLETE ? { completed_at: now } : {}),
  }));
}

async function enrol(courseId: string, body: Record<string, unknown>) {
  const result = await call('POST', `/v1/course/enrol/${courseId}`, { token: owner.token, body });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  companyId = owner.user.company_id;
  firstAid = (await createCourse(owner.token, { name: 'Figures: First Aid', type: typeId('First Aid') })).id;
  itCourse = (await createCourse(owner.token, { name: 'Figures: Laptops', type: typeId('IT') })).id;
  await addLink(owner.token, firstAid);
  await addLink(owner.token, itCourse);
  for (const [index, key] of (['u1', 'u2', 'u3', 'u4'] as const).entries()) {
    users[key] = await addUser(owner.token, { first_name: `Fig${index + 1}`, last_name: 'Person' });
  }
  u5 = (await addSignedInUser(owner.token, { first_name: 'Fig5', last_name: 'Person' })).user;
  const { u1, u2, u3, u4 } = users;

  // Ops = u1, u2; on First Aid through the group, and on the playlist (whose one course is Laptops).
  groupId = await addGroup(owner.token, 'Figures Ops');
  await addGroupMembers(owner.token, groupId, [u1.id, u2.id]);
  await enrol(firstAid, { assign_groups: [groupId], assign_users: [u3.id] });
  playlistId = await createPlaylist(owner.token, 'Figures Starter', [itCourse]);
  const assigned = await call('POST', `/v1/channel/assign/${playlistId}`, {
    token: owner.token,
    body: { assign_users: [u4.id], assign_groups: [groupId] },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  await enrol(itCourse, { assign_users: [u5.id] });

  // First Aid: u1 complete, u2 in progress, u3 test pending. Laptops: u4 complete, u1 in progress, u2 and u5 not started.
  await setState(firstAid, u1.id, S.COMPLETE, 100);
  await setState(firstAid, u2.id, S.IN_PROGRESS, 40);
  await setState(firstAid, u3.id, S.TEST_PENDING, 100);
  await setState(itCourse, u4.id, S.COMPLETE, 100);
  await setState(itCourse, u1.id, S.IN_PROGRESS, 50);
});

describe('report figures on a seeded company', () => {
  it('user report: every user with their course, group and playlist counters', async () => {
    const result = await call('GET', '/v1/client-reports?page=1&limit=15', { token: owner.token });
    expect(result.status).toBe(200);
    const byName = Object.fromEntries(
      (result.body.data as Record<string, unknown>[]).map((row) => [row.first_name as string, row]),
    );
    const counts = (name: string) => {
      const row = byName[name]!;
      return [
        row.total_courses,
        row.total_groups,
        row.total_channels,
        row.total_in_progress,
        row.total_completed_courses,
      ];
    };
    expect(result.body.meta.pagination.total).toBe(6);
    expect(counts('Fig1')).toEqual([2, 1, 1, 1, 1]);
    expect(counts('Fig2')).toEqual([2, 1, 1, 1, 0]);
    expect(counts('Fig3')).toEqual([1, 0, 0, 1, 0]);
    expect(counts('Fig4')).toEqual([1, 0, 1, 0, 1]);
    expect(counts('Fig5')).toEqual([1, 0, 0, 0, 0]);
    expect(counts('Ada')).toEqual([0, 0, 0, 0, 0]);
    expect(byName.Fig5!.total_not_started).toBe(1);
    expect(byName.Fig5!.confirmed).toBe(true);
    expect(byName.Fig1!.confirmed).toBe(false);
    const searched = await call('GET', '/v1/client-reports?search=first_name:Fig4', { token: owner.token });
    expect(searched.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Fig4']);
  });

  it('course statistics: counters by state and Total Completion % rounded', async () => {
    const result = await call('GET', '/v1/courses-data?page=1&limit=10', { token: owner.token });
    expect(result.status).toBe(200);
    const byName = Object.fromEntries(
      (result.body.data as Record<string, unknown>[]).map((row) => [row.name as string, row]),
    );
    expect(byName['Figures: First Aid']).toMatchObject({
      total_users: 3,
      total_enrolled_individual_users: 1,
      total_groups: 1,
      total_inprogress: 2,
      total_completed: 1,
      total_not_started: 0,
      completion_progress: 33,
    });
    expect(byName['Figures: Laptops']).toMatchObject({
      total_users: 4,
      total_enrolled_individual_users: 1,
      total_enrolled_via_channel_users: 3,
      total_inprogress: 1,
      total_completed: 1,
      total_not_started: 2,
      completion_progress: 25,
    });
  });

  it('group and playlist reports: the lists carry their counters, searched and paged', async () => {
    const groups = await call('GET', '/v1/groups?page=1&limit=5&search=name:figures', { token: owner.token });
    expect(groups.body.data).toEqual([
      expect.objectContaining({ name: 'Figures Ops', total_users: 2, total_courses: 1, total_channels: 1 }),
    ]);
    expect(groups.body.meta.pagination).toMatchObject({ total: 1, per_page: 5, current_page: 1 });
    const playlists = await call('GET', '/v1/channels?page=1&limit=5&search=name:figures', { token: owner.token });
    expect(playlists.body.data).toEqual([
      expect.objectContaining({
        name: 'Figures Starter',
        individual_users: 1,
        total_groups: 1,
        total_users: 3,
        total_modules: 1,
      }),
    ]);
    const none = await call('GET', '/v1/channels?page=1&limit=5&search=name:nothing-like-it', { token: owner.token });
    expect(none.body.data).toEqual([]);
  });

  it('reports landing: logins this month, completions per course type this month, enrolments by state', async () => {
    const before = (await call('GET', '/v1/reports', { token: owner.token })).body;
    for (let n = 0; n < 3; n += 1) await login(owner.email, DEFAULT_PASSWORD);
    const result = await call('GET', '/v1/reports', { token: owner.token });
    expect(result.status).toBe(200);
    const charts = result.body;
    expect(charts.line.months).toHaveLength(12);
    expect(charts.line.logins.at(-1)).toBe(before.line.logins.at(-1) + 3);
    // Registration, u5's new password (choosing it signs in), u5's first sign-in and the 3 above (u5's
    // temporary-password attempt opens no session).
    expect(charts.line.logins.at(-1)).toBe(6);
    expect(charts.bar.categories).toEqual(charts.line.months);
    expect(charts.bar.series).toEqual([
      { name: 'First Aid', data: [...Array(11).fill(0), 1] },
      { name: 'IT', data: [...Array(11).fill(0), 1] },
    ]);
    expect(charts.pie).toEqual([
      { name: 'Not Started', value: 2 },
      { name: 'In Progress', value: 2 },
      { name: 'Test Pending', value: 1 },
      { name: 'Completed', value: 2 },
    ]);
    const month = new Date().toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(charts.line.months.at(-1)).toBe(month);
  });

  it('reports landing of a new company: empty series, all zeros but its registration sign-in', async () => {
    const fresh = await registerCompany();
    const charts = (await call('GET', '/v1/reports', { token: fresh.token })).body;
    expect(charts.line.logins).toEqual([...Array(11).fill(0), 1]);
    expect(charts.bar.series).toEqual([]);
    expect(charts.pie.map((slice: { value: number }) => slice.value)).toEqual([0, 0, 0, 0]);
  });

  it("counts a completion in the learner's player for its course type this month", async () => {
    const admin = await registerCompany();
    const course = await createCourse(admin.token, { name: 'Player completion', type: typeId('Security') });
    const link = await addLink(admin.token, course.id);
    expect((await call('POST', `/v1/course/publish/${course.id}`, { token: admin.token })).status).toBe(200);
    const learner = await addSignedInUser(admin.token);
    const enrolled = await call('POST', `/v1/course/enrol/${course.id}`, {
      token: admin.token,
      body: { assign_users: [learner.user.id] },
    });
    expect(enrolled.status).toBe(200);
    const viewed = await call('POST', '/v1/assets-viewed', { token: learner.token, body: { id: link.id } });
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    const charts = (await call('GET', '/v1/reports', { token: admin.token })).body;
    expect(charts.bar.series).toEqual([{ name: 'Security', data: [...Array(11).fill(0), 1] }]);
    expect(charts.pie).toEqual([
      { name: 'Not Started', value: 0 },
      { name: 'In Progress', value: 0 },
      { name: 'Test Pending', value: 0 },
      { name: 'Completed', value: 1 },
    ]);
    // Viewing it again completes nothing more.
    await call('POST', '/v1/assets-viewed', { token: learner.token, body: { id: link.id } });
    const again = (await call('GET', '/v1/reports', { token: admin.token })).body;
    expect(again.bar.series[0].data.at(-1)).toBe(1);
  });

  it('is for administrators only', async () => {
    const learner = await addSignedInUser(owner.token);
    const manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    expect((await call('GET', '/v1/reports', { token: learner.token })).status).toBe(403);
    expect((await call('GET', '/v1/reports', { token: manager.token })).status).toBe(403);
    expect((await call('GET', '/v1/reports')).status).toBe(401);
  });
});
