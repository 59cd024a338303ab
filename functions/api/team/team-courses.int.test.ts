/**
 * My Team's course assignment against the running local stack: one user's Assigned / Unassigned lists, assigning
 * and unassigning for one user, the team-wide assignment, and what the server refuses (a learner, a user outside the
 * manager's team, another company, unpublished courses, enrolments held through a group).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser, setManagerTeam, type TAddedUser } from '../../../test/factories/added-users';
import { createCourse, publishedCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { listDomainEvents } from '../../core/platform/events/domain-event-store';

interface TRow {
  id: string;
  name: string;
  published: boolean;
  enrolled: boolean;
  individual: boolean;
  disabled: boolean;
  deadline: string | null;
}

let owner: TRegistered;
let stranger: TRegistered;
let manager: { token: string; user: TAddedUser };
let member: TAddedUser;
let grouped: TAddedUser;
let outsider: TAddedUser;
const course = { first: '', second: '', draft: '', grouped: '', elsewhere: '' };
const nextYear = new Date().getUTCFullYear() + 1;

const rows = (response: { body: { data: TRow[] } }) => response.body.data;
const names = (response: { body: { data: TRow[] } }) => rows(response).map((row) => row.name);
const userCourses = (scope: 'enrolled' | 'unenrolled', userId: string, token: string, query = 'limit=50') =>
  call('GET', `/v1/${scope}-user-courses/${userId}?${query}`, { token });
const assign = (userId: string, token: string, body: Record<string, unknown>) =>
  call('POST', `/v1/enrol/courses/${userId}`, { token, body });
const assignTeam = (token: string, body: Record<string, unknown>) =>
  call('POST', '/v1/enrol/users-to-courses', { token, body });

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER, first_name: 'Mona', last_name: 'Ager' });
  member = await addUser(owner.token, { first_name: 'Tina', last_name: 'Member' });
  grouped = await addUser(owner.token, { first_name: 'Gus', last_name: 'Grouped' });
  outsider = await addUser(owner.token, { first_name: 'Otto', last_name: 'Side' });
  await setManagerTeam(owner.token, manager.user, [member.id, grouped.id]);

  course.first = await publishedCourse(owner.token, 'Fire Safety');
  course.second = await publishedCourse(owner.token, 'First Aid');
  course.grouped = await publishedCourse(owner.token, 'Manual Handling');
  course.draft = (await createCourse(owner.token, { name: 'Draft Course' })).id;
  course.elsewhere = await publishedCourse(stranger.token, 'Elsewhere');

  // Gus is on Manual Handling through a group only.
  const groupId = await addGroup(owner.token, `Warehouse ${Date.now()}`);
  await addGroupMembers(owner.token, groupId, [grouped.id]);
  const enrolled = await call('POST', `/v1/course/enrol/${course.grouped}`, {
    token: owner.token,
    body: { assign_groups: [groupId] },
  });
  expect(enrolled.status).toBe(200);
});

describe("one user's courses (Assign to Courses)", () => {
  it('lists the assigned and unassigned courses with the Published mark, search and paging', async () => {
    const unassigned = await userCourses('unenrolled', member.id, manager.token);
    expect(unassigned.status).toBe(200);
    expect(names(unassigned)).toEqual(['Draft Course', 'Fire Safety', 'First Aid', 'Manual Handling']);
    expect(rows(unassigned).find((row) => row.name === 'Draft Course')).toMatchObject({
      published: false,
      enrolled: false,
      disabled: true,
    });
    expect(rows(unassigned).find((row) => row.name === 'Fire Safety')).toMatchObject({
      published: true,
      disabled: false,
    });
    expect(names(await userCourses('enrolled', member.id, manager.token))).toEqual([]);

    const searched = await userCourses(
      'unenrolled',
      member.id,
      manager.token,
      `search=${encodeURIComponent('name:fir')}`,
    );
    expect(names(searched)).toEqual(['Fire Safety', 'First Aid']);
    const paged = await userCourses('unenrolled', member.id, manager.token, 'page=2&limit=3');
    expect(names(paged)).toEqual(['Manual Handling']);
    expect(paged.body.meta.pagination).toMatchObject({ total: 4, per_page: 3, current_page: 2, total_pages: 2 });

    // Gus's group enrolment is on his Assigned list, disabled: the manager cannot take it away.
    const groupedList = await userCourses('enrolled', grouped.id, manager.token);
    expect(rows(groupedList)).toEqual([
      {
        id: course.grouped,
        name: 'Manual Handling',
        published: true,
        enrolled: true,
        individual: false,
        disabled: true,
        deadline: null,
      },
    ]);
  });

  it('assigns and unassigns published courses through the enrolment module', async () => {
    const assigned = await assign(member.id, manager.token, { assign_courses: [course.first, course.second] });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({
      message: MSG.TEAM_COURSES_ENROLLED,
      data: { summary: 'You have assigned 2 course(s) to Tina Member', enrolled: 2, unenrolled: 0 },
    });
    expect(rows(await userCourses('enrolled', member.id, manager.token))).toEqual([
      expect.objectContaining({ id: course.first, individual: true, disabled: false }),
      expect.objectContaining({ id: course.second, individual: true, disabled: false }),
    ]);
    // The administrator's lists and the counters see it.
    const enrolledUsers = await call('GET', `/v1/course/enrolled-users/${course.first}?limit=50`, {
      token: owner.token,
    });
    expect(enrolledUsers.body.data.map((row: { id: string }) => row.id)).toContain(member.id);
    const card = (await call('GET', '/v1/my-team?limit=50', { token: manager.token })).body.data.find(
      (row: { id: string }) => row.id === member.id,
    );
    expect(card.total_courses).toBe(2);
    const events = await eventually(async () => {
      const found = await listDomainEvents(owner.user.company_id, 'course.assigned');
      const mine = found.filter((event) => event.detail.actor_id === manager.user.id);
      return mine.length >= 2 ? mine : undefined;
    });
    expect(events.map((event) => event.detail.user_ids)).toEqual([[member.id], [member.id]]);

    // Again: nothing new. Then one goes.
    expect((await assign(member.id, manager.token, { assign_courses: [course.first] })).body.data.enrolled).toBe(0);
    const removed = await assign(member.id, manager.token, { unassign_courses: [course.second] });
    expect(removed.body).toEqual({
      message: MSG.TEAM_COURSES_UNENROLLED,
      data: { summary: 'You have unassigned 1 course(s) from Tina Member', enrolled: 0, unenrolled: 1 },
    });
    expect(names(await userCourses('enrolled', member.id, manager.token))).toEqual(['Fire Safety']);
  });

  it("refuses unpublished, unknown and other companies' courses, and group enrolments, naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ assign_courses: [course.draft] }, 'assign_courses', MSG.TEAM_COURSE_UNPUBLISHED],
      [{ assign_courses: [course.elsewhere] }, 'assign_courses', MSG.TEAM_COURSES_INVALID],
      [{ unassign_courses: [course.elsewhere] }, 'unassign_courses', MSG.TEAM_COURSES_INVALID],
      [{}, 'assign_courses', MSG.TEAM_COURSES_NONE_SELECTED],
      [{ assign_courses: [course.first], unassign_courses: [course.first] }, 'assign_courses', MSG.TEAM_COURSES_BOTH],
    ];
    for (const [body, field, message] of cases) {
      const refused = await assign(member.id, manager.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors[field]).toEqual([message]);
    }
    const viaGroup = await assign(grouped.id, manager.token, { unassign_courses: [course.grouped] });
    expect(viaGroup.status).toBe(422);
    expect(viaGroup.body.errors.unassign_courses).toEqual([MSG.TEAM_COURSE_THROUGH_GROUP]);
    expect(names(await userCourses('enrolled', grouped.id, manager.token))).toEqual(['Manual Handling']);
  });

  it('lets a manager reach only their own team, and nobody reach another company', async () => {
    for (const request of [
      () => userCourses('enrolled', outsider.id, manager.token),
      () => userCourses('unenrolled', outsider.id, manager.token),
      () => assign(outsider.id, manager.token, { assign_courses: [course.first] }),
      () => assign(owner.user.id, manager.token, { assign_courses: [course.first] }),
      () => assign(manager.user.id, manager.token, { assign_courses: [course.first] }),
      () => userCourses('enrolled', member.id, stranger.token),
      () => assign(member.id, stranger.token, { assign_courses: [course.elsewhere] }),
    ]) {
      expect((await request()).status).toBe(404);
    }
    const learner = await addSignedInUser(owner.token);
    expect((await userCourses('enrolled', member.id, learner.token)).status).toBe(403);
    expect((await assign(member.id, learner.token, { assign_courses: [course.first] })).status).toBe(403);
    expect((await assign(learner.user.id, learner.token, { assign_courses: [course.first] })).status).toBe(403);

    // The administrator assigns any active user of the company, never an archived one.
    expect((await assign(outsider.id, owner.token, { assign_courses: [course.first] })).status).toBe(200);
    const archived = await addUser(owner.token);
    await call('PUT', `/v1/archive-account/${archived.id}`, { token: owner.token, body: { is_archived: 1 } });
    expect((await assign(archived.id, owner.token, { assign_courses: [course.first] })).status).toBe(404);
  });
});

describe('the team-wide Assign Courses', () => {
  it("offers the company's published courses only", async () => {
    const offered = await call('GET', '/v1/assignable-courses?limit=50', { token: manager.token });
    expect(offered.status).toBe(200);
    expect(names(offered)).toEqual(['Fire Safety', 'First Aid', 'Manual Handling']);
    const searched = await call('GET', `/v1/assignable-courses?search=${encodeURIComponent('name:aid')}`, {
      token: manager.token,
    });
    expect(names(searched)).toEqual(['First Aid']);
    expect(names(await call('GET', '/v1/assignable-courses', { token: stranger.token }))).toEqual(['Elsewhere']);
  });

  it('enrols every chosen team member on every chosen course, keeping existing deadlines', async () => {
    // Tina already has Fire Safety; the administrator gives her First Aid with a deadline.
    await call('POST', `/v1/course/enrol/${course.second}`, {
      token: owner.token,
      body: { assign_users: [member.id], selected_date: `${nextYear}-05-31` },
    });
    const saved = await assignTeam(manager.token, {
      users: [member.id, grouped.id],
      assign_courses: [course.first, course.second, course.grouped],
    });
    expect(saved.status).toBe(200);
    // New individual sources: Gus on all three (his group enrolment on Manual Handling gains one); Tina on Manual Handling.
    expect(saved.body).toEqual({
      message: MSG.TEAM_COURSES_ENROLLED,
      data: { summary: 'You have enrolled 2 user(s) on 3 course(s)', enrolled: 4, unenrolled: 0 },
    });
    const tina = rows(await userCourses('enrolled', member.id, manager.token));
    expect(tina.map((row) => [row.name, row.deadline])).toEqual([
      ['Fire Safety', null],
      ['First Aid', `${nextYear}-05-31`],
      ['Manual Handling', null],
    ]);
    const gus = rows(await userCourses('enrolled', grouped.id, manager.token));
    expect(gus.find((row) => row.id === course.grouped)).toMatchObject({ individual: true, disabled: false });
  });

  it("refuses users outside the team, other companies' users, drafts, and learners", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ users: [outsider.id], assign_courses: [course.first] }, 'users', MSG.TEAM_USERS_NOT_IN_TEAM],
      [{ users: [stranger.user.id], assign_courses: [course.first] }, 'users', MSG.TEAM_USERS_NOT_IN_TEAM],
      [{ users: [manager.user.id], assign_courses: [course.first] }, 'users', MSG.TEAM_USERS_NOT_IN_TEAM],
      [{ users: [member.id], assign_courses: [course.draft] }, 'assign_courses', MSG.TEAM_COURSE_UNPUBLISHED],
      [{ users: [member.id], assign_courses: [course.elsewhere] }, 'assign_courses', MSG.TEAM_COURSES_INVALID],
      [{ users: [], assign_courses: [course.first] }, 'users', MSG.TEAM_USERS_NONE_SELECTED],
      [{ users: [member.id] }, 'assign_courses', MSG.TEAM_COURSES_NONE_SELECTED],
    ];
    for (const [body, field, message] of cases) {
      const refused = await assignTeam(manager.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.errors[field]).toEqual([message]);
    }
    // Another company's administrator cannot reach these users either.
    const foreign = await assignTeam(stranger.token, { users: [member.id], assign_courses: [course.elsewhere] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.users).toEqual([MSG.TEAM_USERS_NOT_IN_TEAM]);
    const learner = await addSignedInUser(owner.token);
    expect((await assignTeam(learner.token, { users: [member.id], assign_courses: [course.first] })).status).toBe(403);
    expect((await call('GET', '/v1/assignable-courses', { token: learner.token })).status).toBe(403);
  });
});
