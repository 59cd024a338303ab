/**
 * Course enrolment and deadlines against the running local stack: enrol users and a group with a deadline, the enrol
 * panels' lists (group-derived users disabled), deadline changes, removal, the domain events, and denials.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup, addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { listDomainEvents } from '../../core/platform/events/domain-event-store';

const nextYear = new Date().getUTCFullYear() + 1;
const deadline = `${nextYear}-03-31`;
const later = `${nextYear}-09-30`;

let owner: TRegistered;
let stranger: TRegistered;
let courseId: string;
let solo: TPerson;
let member: TPerson;
let both: TPerson;
let bystander: TPerson;
let groupId: string;

const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((row) => row.id).sort();
const list = (kind: string, query = 'limit=50') =>
  call('GET', `/v1/course/${kind}/${courseId}?${query}`, { token: owner.token });

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  const companyId = owner.user.company_id;
  courseId = (await createCourse(owner.token, { name: 'Manual Handling' })).id;
  await addLink(owner.token, courseId);
  const people = await Promise.all(
    ['solo', 'member', 'both', 'bystander'].map((label) => addPerson(companyId, ROLE.USER, label)),
  );
  [solo, member, both, bystander] = people as [TPerson, TPerson, TPerson, TPerson];
  groupId = await addGroup(owner.token, `Warehouse ${Date.now()}`);
  const joined = await call('POST', `/v1/groups/users/add/${groupId}`, {
    token: owner.token,
    body: { assign_users: [member.id, both.id] },
  });
  expect(joined.status).toBe(200);
});

describe('course enrolment', () => {
  it('enrols users and a group with a deadline and says what it did', async () => {
    const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: owner.token,
      body: { assign_users: [solo.id, both.id], assign_groups: [groupId], selected_date: deadline },
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toMatchObject({
      message: MSG.ENROL_USERS_ENROLLED,
      data: {
        summary: 'You have enrolled 2 user(s) and 1 group(s) on to Manual Handling',
        enrolled_users: 2,
        enrolled_groups: 1,
      },
    });
  });

  it('lists enrolled users with deadline and state, group-only users disabled, and the rest as unenrolled', async () => {
    const enrolled = await list('enrolled-users');
    expect(enrolled.status).toBe(200);
    expect(ids(enrolled)).toEqual([solo.id, member.id, both.id].sort());
    const byId = new Map(enrolled.body.data.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(member.id)).toMatchObject({
      disabled: true,
      individual: false,
      deadline,
      state: 1,
      enrolled: true,
    });
    expect(byId.get(both.id)).toMatchObject({ disabled: false, individual: true, deadline });
    expect(byId.get(solo.id)).toMatchObject({ disabled: false, individual: true, state_text: 'Not yet started' });
    expect(enrolled.body.meta.pagination.total).toBe(3);

    expect(ids(await list('enrolled-individual-users'))).toEqual([solo.id, both.id].sort());

    const searched = await list('enrolled-users', 'search=first_name:solo');
    expect(ids(searched)).toEqual([solo.id]);

    const unenrolled = await list('unenrolled-users');
    expect(ids(unenrolled)).toContain(bystander.id);
    expect(ids(unenrolled)).not.toContain(member.id);

    const users = await list('users');
    expect(ids(users)).toEqual(ids(enrolled));

    const groups = await list('enrolled-groups');
    expect(groups.body.data).toEqual([
      expect.objectContaining({ id: groupId, deadline, enrolled: true, total_users: 2 }),
    ]);
    expect(ids(await list('unenrolled-groups'))).not.toContain(groupId);
  });

  it('stores a course.assigned event naming the users, the group and the deadline', async () => {
    const stored = await eventually(async () => {
      const events = await listDomainEvents(owner.user.company_id, 'course.assigned');
      return events.length > 0 ? events : undefined;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.detail).toMatchObject({
      course_id: courseId,
      actor_id: owner.user.id,
      user_ids: [solo.id, both.id],
      group_ids: [groupId],
      deadline,
    });
  });

  it('changes deadlines of individual users and of a group, which its members follow', async () => {
    const changed = await call('POST', `/v1/course/manage-deadlines/${courseId}`, {
      token: owner.token,
      body: { users: [solo.id], groups: [groupId], selected_date: later },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MSG.ENROL_DEADLINE_SET);
    const rows = new Map(
      (await list('enrolled-users')).body.data.map((row: { id: string; deadline: string }) => [row.id, row.deadline]),
    );
    expect(rows.get(solo.id)).toBe(later);
    expect(rows.get(member.id)).toBe(later);
    // `both` keeps the earlier individual deadline: the earliest of its sources counts.
    expect(rows.get(both.id)).toBe(deadline);
    expect((await list('enrolled-groups')).body.data[0].deadline).toBe(later);
    const changedEvents = await eventually(async () => {
      const events = await listDomainEvents(owner.user.company_id, 'course.deadline-changed');
      return events.length > 0 ? events : undefined;
    });
    expect(changedEvents[0]!.detail).toMatchObject({ user_ids: [solo.id], group_ids: [groupId], deadline: later });

    const missing = await call('POST', `/v1/course/manage-deadlines/${courseId}`, {
      token: owner.token,
      body: { users: [solo.id] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.selected_date).toEqual([MSG.ENROL_DEADLINE_MISSING]);

    const notIndividual = await call('POST', `/v1/course/manage-deadlines/${courseId}`, {
      token: owner.token,
      body: { users: [member.id], selected_date: later },
    });
    expect(notIndividual.status).toBe(422);
  });

  it('refuses an empty selection, a past date, and users or groups of another company', async () => {
    const empty = await call('POST', `/v1/course/enrol/${courseId}`, { token: owner.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(MSG.ENROL_NOTHING_SELECTED);

    const past = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: owner.token,
      body: { assign_users: [bystander.id], selected_date: '2020-01-01' },
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.selected_date).toEqual([MSG.ENROL_DATE_PAST]);

    const foreignUser = await addPerson(stranger.user.company_id, ROLE.USER, 'foreign');
    const foreign = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: owner.token,
      body: { assign_users: [foreignUser.id] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.assign_users).toEqual([MSG.GROUP_USER_NOT_FOUND]);

    const emptyRemoval = await call('POST', `/v1/course/remove-user-and-groups/${courseId}`, {
      token: owner.token,
      body: {},
    });
    expect(emptyRemoval.status).toBe(422);
  });

  it('denies learners (403) and other companies (404)', async () => {
    const learnerToken = await signIn(bystander);
    expect((await call('GET', `/v1/course/enrolled-users/${courseId}`, { token: learnerToken })).status).toBe(403);
    expect(
      (
        await call('POST', `/v1/course/enrol/${courseId}`, {
          token: learnerToken,
          body: { assign_users: [bystander.id] },
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/v1/course/enrolled-users/${courseId}`, { token: stranger.token })).status).toBe(404);
    expect(
      (
        await call('POST', `/v1/course/enrol/${courseId}`, {
          token: stranger.token,
          body: { assign_users: [bystander.id] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/v1/course/remove-user-and-groups/${courseId}`, {
          token: stranger.token,
          body: { users: [solo.id] },
        })
      ).status,
    ).toBe(404);
  });

  it('removes individual enrolments and the group: users keep only what another source still gives', async () => {
    const removed = await call('POST', `/v1/course/remove-user-and-groups/${courseId}`, {
      token: owner.token,
      body: { users: [solo.id, both.id] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MSG.ENROL_REMOVED);
    let enrolled = await list('enrolled-users');
    // `both` stays through the group, now disabled; `solo` is gone.
    expect(ids(enrolled)).toEqual([member.id, both.id].sort());
    expect(enrolled.body.data.every((row: { disabled: boolean }) => row.disabled)).toBe(true);

    const groupGone = await call('POST', `/v1/course/remove-user-and-groups/${courseId}`, {
      token: owner.token,
      body: { groups: [groupId] },
    });
    expect(groupGone.status).toBe(200);
    enrolled = await list('enrolled-users');
    expect(enrolled.body.data).toEqual([]);
    expect(ids(await list('unenrolled-groups'))).toContain(groupId);
  });

  it('enrols everyone not yet enrolled with enrol_all and unenrols through unassign_users', async () => {
    const all = await call('POST', `/v1/course/enrol/${courseId}`, { token: owner.token, body: { enrol_all: true } });
    expect(all.status).toBe(200);
    expect((await list('unenrolled-users')).body.data).toEqual([]);
    const back = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: owner.token,
      body: { unassign_users: [bystander.id] },
    });
    expect(back.status).toBe(200);
    expect(ids(await list('unenrolled-users'))).toEqual([bystander.id]);
  });
});
