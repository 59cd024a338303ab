/**
 * Group-driven enrolment against the stack's table: sources, deadlines and counters (user, group, target) moved in
 * the same transactions, and every operation safe to run twice. Courses do not exist yet: targets are plain ids.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../../test/factories/accounts';
import { call } from '../../../../test/factories/http';
import { addGroup, addPerson, type TPerson } from '../../../../test/factories/people';
import { findGroup } from '../../people/groups/group-repository';
import { findUser } from '../../people/users/user-repository';
import { enrolUsers, removeTargetEverywhere, unenrolUsers } from './enrol-users';
import { getEnrolments, getTargetStats, listUserEnrolments } from './enrolment-repository';
import { INDIVIDUAL, groupSource, type TTarget } from './enrolment-rules';
import { addGroupTarget, listTargetGroups, removeGroupTarget } from './group-enrolment';

const course = (): TTarget => ({ type: 'course', id: `course-${randomUUID()}` });
const playlist = (): TTarget => ({ type: 'channel', id: `channel-${randomUUID()}` });

describe('group-driven enrolment', () => {
  let admin: TRegistered;
  let companyId: string;

  async function enrolment(userId: string, target: TTarget) {
    return (await getEnrolments(companyId, [{ userId, target }])).values().next().value;
  }
  async function counters(userId: string) {
    const user = await findUser(companyId, userId, true);
    return { courses: user?.total_courses ?? 0, channels: user?.total_channels ?? 0, groups: user?.total_groups ?? 0 };
  }
  async function setMembers(groupId: string, assign: string[], unassign: string[] = []) {
    const result = await call('POST', `/v1/groups/users/add/${groupId}`, {
      token: admin.token,
      body: { assign_users: assign, unassign_users: unassign },
    });
    expect(result.status).toBe(200);
  }

  beforeAll(async () => {
    admin = await registerCompany();
    companyId = admin.user.company_id;
  });

  it("a new member gets the group's courses and playlists with the group's deadlines", async () => {
    const groupId = await addGroup(admin.token, `Enrol ${randomUUID().slice(0, 6)}`);
    const c1 = course();
    const p1 = playlist();
    await addGroupTarget(companyId, groupId, c1, { deadline: '2031-03-31' });
    await addGroupTarget(companyId, groupId, p1);
    expect(await findGroup(companyId, groupId, true)).toMatchObject({
      total_courses: 1,
      total_channels: 1,
      total_users: 0,
    });

    const person = await addPerson(companyId, ROLE.USER, 'joiner');
    await setMembers(groupId, [person.id]);
    expect(await enrolment(person.id, c1)).toMatchObject({
      sources: { [groupSource(groupId)]: '2031-03-31' },
      deadline: '2031-03-31',
    });
    expect(await enrolment(person.id, p1)).toMatchObject({ sources: { [groupSource(groupId)]: '' }, deadline: '' });
    expect(await counters(person.id)).toEqual({ courses: 1, channels: 1, groups: 1 });
    expect(await getTargetStats(companyId, c1)).toMatchObject({
      total_users: 1,
      group_users: 1,
      individual_users: 0,
      total_groups: 1,
    });

    const detail = await call('GET', `/v1/groups/${groupId}?include=members`, { token: admin.token });
    expect(detail.body.data).toMatchObject({
      total_courses: 1,
      total_channels: 1,
      groupcourses: [{ target_type: 'course', target_id: c1.id, deadline: '2031-03-31' }],
      groupchannels: [{ target_type: 'channel', target_id: p1.id, deadline: null }],
    });
  });

  it('adding a target to a group enrols every member; running it twice changes nothing', async () => {
    const groupId = await addGroup(admin.token, `Target ${randomUUID().slice(0, 6)}`);
    const members = await Promise.all([1, 2, 3].map((n) => addPerson(companyId, ROLE.USER, `m${n}`)));
    await setMembers(
      groupId,
      members.map((member) => member.id),
    );
    const c1 = course();

    const first = await addGroupTarget(companyId, groupId, c1, { deadline: '2031-01-01' });
    expect(first.created).toBe(3);
    const second = await addGroupTarget(companyId, groupId, c1, { deadline: '2031-01-01' });
    expect(second).toEqual({ created: 0, updated: 0, removed: 0, skipped: 0 });
    expect(await getTargetStats(companyId, c1)).toMatchObject({ total_users: 3, group_users: 3, total_groups: 1 });
    for (const member of members) expect(await counters(member.id)).toMatchObject({ courses: 1 });
    expect((await findGroup(companyId, groupId, true))?.total_courses).toBe(1);

    // A new deadline for the group moves every member's deadline.
    const moved = await addGroupTarget(companyId, groupId, c1, { deadline: '2031-06-30' });
    expect(moved.updated).toBe(3);
    expect((await enrolment(members[0]!.id, c1))?.deadline).toBe('2031-06-30');
    expect((await listTargetGroups(companyId, c1)).map((link) => link.group_id)).toEqual([groupId]);
  });

  it('a member who leaves loses only group-derived enrolments; individual ones stay', async () => {
    const groupId = await addGroup(admin.token, `Leave ${randomUUID().slice(0, 6)}`);
    const shared = course();
    const groupOnly = course();
    await addGroupTarget(companyId, groupId, shared, { deadline: '2031-05-01' });
    await addGroupTarget(companyId, groupId, groupOnly);
    const person = await addPerson(companyId, ROLE.USER, 'leaver');
    await enrolUsers(companyId, shared, [person.id], { deadline: '2031-02-01' });
    await setMembers(groupId, [person.id]);

    expect(await enrolment(person.id, shared)).toMatchObject({
      sources: { [INDIVIDUAL]: '2031-02-01', [groupSource(groupId)]: '2031-05-01' },
      deadline: '2031-02-01',
    });
    expect(await counters(person.id)).toMatchObject({ courses: 2, groups: 1 });
    expect(await getTargetStats(companyId, shared)).toMatchObject({
      total_users: 1,
      individual_users: 1,
      group_users: 1,
    });

    await setMembers(groupId, [], [person.id]);
    expect(await enrolment(person.id, shared)).toMatchObject({ sources: { [INDIVIDUAL]: '2031-02-01' } });
    expect(await enrolment(person.id, groupOnly)).toBeUndefined();
    expect(await counters(person.id)).toMatchObject({ courses: 1, groups: 0 });
    expect(await getTargetStats(companyId, shared)).toMatchObject({
      total_users: 1,
      individual_users: 1,
      group_users: 0,
    });
    expect(await getTargetStats(companyId, groupOnly)).toMatchObject({ total_users: 0, group_users: 0 });

    // Leaving again is a no-op.
    await setMembers(groupId, [], [person.id]);
    expect(await counters(person.id)).toMatchObject({ courses: 1, groups: 0 });
  });

  it('individual unenrolment keeps a group-derived enrolment', async () => {
    const groupId = await addGroup(admin.token, `Keep ${randomUUID().slice(0, 6)}`);
    const c1 = course();
    await addGroupTarget(companyId, groupId, c1);
    const person = await addPerson(companyId, ROLE.USER, 'keeper');
    await setMembers(groupId, [person.id]);
    await enrolUsers(companyId, c1, [person.id]);
    await unenrolUsers(companyId, c1, [person.id]);
    expect(await enrolment(person.id, c1)).toMatchObject({ sources: { [groupSource(groupId)]: '' } });
    expect(await counters(person.id)).toMatchObject({ courses: 1 });
  });

  it('two groups on the same course: the enrolment stays until the last group source goes', async () => {
    const g1 = await addGroup(admin.token, `Two A ${randomUUID().slice(0, 6)}`);
    const g2 = await addGroup(admin.token, `Two B ${randomUUID().slice(0, 6)}`);
    const c1 = course();
    await addGroupTarget(companyId, g1, c1);
    await addGroupTarget(companyId, g2, c1, { deadline: '2031-09-09' });
    const person = await addPerson(companyId, ROLE.USER, 'twogroups');
    await setMembers(g1, [person.id]);
    await setMembers(g2, [person.id]);
    expect(await counters(person.id)).toMatchObject({ courses: 1, groups: 2 });
    expect(await getTargetStats(companyId, c1)).toMatchObject({ total_users: 1, group_users: 1, total_groups: 2 });

    await removeGroupTarget(companyId, g2, c1);
    expect(await enrolment(person.id, c1)).toMatchObject({ sources: { [groupSource(g1)]: '' }, deadline: '' });
    expect((await findGroup(companyId, g2, true))?.total_courses).toBe(0);
    expect(await getTargetStats(companyId, c1)).toMatchObject({ total_users: 1, total_groups: 1 });
    // Removing a target the group is not on changes nothing.
    expect(await removeGroupTarget(companyId, g2, c1)).toEqual({ created: 0, updated: 0, removed: 0, skipped: 0 });
  });

  it("deleting a group removes its members' group-derived enrolments and its links", async () => {
    const groupId = await addGroup(admin.token, `Delete ${randomUUID().slice(0, 6)}`);
    const c1 = course();
    const c2 = course();
    await addGroupTarget(companyId, groupId, c1);
    await addGroupTarget(companyId, groupId, c2);
    const person: TPerson = await addPerson(companyId, ROLE.USER, 'deleted-group');
    await enrolUsers(companyId, c2, [person.id]);
    await setMembers(groupId, [person.id]);
    expect(await counters(person.id)).toMatchObject({ courses: 2, groups: 1 });

    expect((await call('DELETE', `/v1/groups/${groupId}`, { token: admin.token })).status).toBe(200);
    expect(await enrolment(person.id, c1)).toBeUndefined();
    expect(await enrolment(person.id, c2)).toMatchObject({ sources: { [INDIVIDUAL]: '' } });
    expect(await counters(person.id)).toMatchObject({ courses: 1, groups: 0 });
    expect(await getTargetStats(companyId, c1)).toMatchObject({ total_users: 0, total_groups: 0 });
    expect(await listTargetGroups(companyId, c1)).toEqual([]);
  });

  it('refuses a missing group or target and unknown deadlines', async () => {
    await expect(addGroupTarget(companyId, 'no-such-group', course())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const groupId = await addGroup(admin.token, `Checks ${randomUUID().slice(0, 6)}`);
    await expect(
      addGroupTarget(companyId, groupId, course(), { targetExists: async () => false }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(addGroupTarget(companyId, groupId, course(), { deadline: '31-12-2031' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    // Another company's group is simply not there.
    const other = await registerCompany();
    await expect(addGroupTarget(other.user.company_id, groupId, course())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deleting a course removes every enrolment on it and its group links', async () => {
    const groupId = await addGroup(admin.token, `Course gone ${randomUUID().slice(0, 6)}`);
    const c1 = course();
    const person = await addPerson(companyId, ROLE.USER, 'course-gone');
    await setMembers(groupId, [person.id]);
    await addGroupTarget(companyId, groupId, c1);
    await enrolUsers(companyId, c1, [person.id]);
    await removeTargetEverywhere(companyId, c1);
    expect(await enrolment(person.id, c1)).toBeUndefined();
    expect(await listUserEnrolments(companyId, person.id)).toEqual([]);
    expect(await counters(person.id)).toMatchObject({ courses: 0, groups: 1 });
    expect((await findGroup(companyId, groupId, true))?.total_courses).toBe(0);
    expect(await getTargetStats(companyId, c1)).toMatchObject({
      total_users: 0,
      individual_users: 0,
      group_users: 0,
      total_groups: 0,
    });
  });
});
