/**
 * Groups through the API against the local stack: roles and tenancy, unique names, paged lists, membership with its
 * counters, and deletion.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';
import { addGroup, addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { userEntity } from '../../core/platform/db/entities/user';
import { findUser } from '../../core/people/users/user-repository';

const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

describe('groups API', () => {
  let admin: TRegistered;
  let other: TRegistered;
  let learner: TPerson;
  let manager: TPerson;
  let people: TPerson[];

  beforeAll(async () => {
    admin = await registerCompany();
    other = await registerCompany();
    learner = await addPerson(admin.user.company_id, ROLE.USER, 'learner');
    manager = await addPerson(admin.user.company_id, ROLE.MANAGER, 'manager');
    people = await Promise.all([1, 2, 3].map((n) => addPerson(admin.user.company_id, ROLE.USER, `member${n}`)));
  });

  it('creates a group with the spec message and refuses a name taken in the company, whatever its case', async () => {
    const name = unique('Sales');
    const created = await call('POST', '/v1/group', {
      token: admin.token,
      body: { name: `  ${name} `, description: 'Field team' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: MSG.GROUP_ADDED,
      data: { name, description: 'Field team', total_users: 0, total_courses: 0, total_channels: 0 },
    });

    const again = await call('POST', '/v1/group', {
      token: admin.token,
      body: { name: name.toUpperCase().replace(' ', '   ') },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ name: [MSG.GROUP_NAME_TAKEN] });

    // Names are unique per company only.
    expect((await call('POST', '/v1/group', { token: other.token, body: { name } })).status).toBe(201);
    expect((await call('POST', '/v1/group', { token: admin.token, body: { name: '' } })).body.errors.name).toEqual([
      'The name field is required.',
    ]);
  });

  it("renames a group, keeps its own name free for it and refuses another group's name", async () => {
    const first = unique('Ops');
    const second = unique('Finance');
    const id = await addGroup(admin.token, first);
    await addGroup(admin.token, second);

    const renamed = await call('PATCH', `/v1/groups/${id}`, {
      token: admin.token,
      body: { name: first.toUpperCase(), description: 'x' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      message: MSG.GROUP_UPDATED,
      data: { name: first.toUpperCase(), description: 'x' },
    });

    const clash = await call('PATCH', `/v1/groups/${id}`, { token: admin.token, body: { name: second.toLowerCase() } });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ name: [MSG.GROUP_NAME_TAKEN] });

    const moved = unique('Moved');
    expect((await call('PATCH', `/v1/groups/${id}`, { token: admin.token, body: { name: moved } })).status).toBe(200);
    // The old name is free again.
    expect((await call('POST', '/v1/group', { token: admin.token, body: { name: first } })).status).toBe(201);
  });

  it('lists groups paged and searched by name, and names only for selects', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const n of [1, 2, 3, 4, 5, 6]) await addGroup(admin.token, `Paged ${tag} ${n}`);
    const page = await call('GET', `/v1/groups?page=2&limit=5&search=name:${tag}&orderBy=name&sortedBy=asc`, {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.map((group: { name: string }) => group.name)).toEqual([`Paged ${tag} 6`]);
    expect(page.body.meta.pagination).toMatchObject({ total: 6, per_page: 5, current_page: 2, total_pages: 2 });

    const basic = await call('GET', `/v1/groups-basic-detail?search=name:${tag}`, { token: admin.token });
    expect(basic.body.data).toHaveLength(6);
    expect(Object.keys(basic.body.data[0]).sort()).toEqual(['id', 'name', 'total_users']);
    // A manager reads the names (their Edit User panel); a learner does not.
    expect((await call('GET', '/v1/groups-basic-detail', { token: await signIn(manager) })).status).toBe(200);
    expect((await call('GET', '/v1/groups-basic-detail', { token: await signIn(learner) })).status).toBe(403);
  });

  it('assigns and unassigns members in one call with the counters moved on write', async () => {
    const id = await addGroup(admin.token, unique('Members'));
    const [a, b, c] = people as [TPerson, TPerson, TPerson];
    const assigned = await call('POST', `/v1/groups/users/add/${id}`, {
      token: admin.token,
      body: { assign_users: [a.id, b.id, c.id], unassign_users: [] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.total_users).toBe(3);
    expect(assigned.body.data.members.map((member: { id: string }) => member.id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    const groupsBefore = (await findUser(admin.user.company_id, a.id))?.total_groups ?? 0;

    const changed = await call('POST', `/v1/groups/users/add/${id}`, {
      token: admin.token,
      body: { assign_users: [b.id], unassign_users: [a.id] },
    });
    expect(changed.body.data.total_users).toBe(2);
    expect((await findUser(admin.user.company_id, a.id))?.total_groups).toBe(groupsBefore - 1);

    // Running the same change again moves nothing.
    await call('POST', `/v1/groups/users/add/${id}`, {
      token: admin.token,
      body: { assign_users: [b.id], unassign_users: [a.id] },
    });
    const group = await call('GET', `/v1/groups/${id}?include=members`, { token: admin.token });
    expect(group.body.data.total_users).toBe(2);
    expect(group.body.data.members).toHaveLength(2);
    expect(group.body.data.groupcourses).toEqual([]);

    const assignedList = await call('GET', `/v1/group/enrolled-users/${id}?limit=10`, { token: admin.token });
    expect(assignedList.body.data.map((user: { id: string }) => user.id).sort()).toEqual([b.id, c.id].sort());
    const unassignedList = await call(
      'GET',
      `/v1/group/unenrolled-users/${id}?limit=100&search=first_name:member1;last_name:member1`,
      {
        token: admin.token,
      },
    );
    expect(unassignedList.body.data.map((user: { id: string }) => user.id)).toEqual([a.id]);
    const all = await call('GET', `/v1/group/users/all/${id}?limit=100`, { token: admin.token });
    expect(all.body.data.find((user: { id: string }) => user.id === b.id)?.assigned).toBe(true);
    expect(all.body.data.find((user: { id: string }) => user.id === a.id)?.assigned).toBe(false);
    const members = await call('GET', `/v1/groups/users/${id}`, { token: admin.token });
    expect(members.body.meta.pagination.total).toBe(2);
  });

  it('refuses members from another company, archived users and a user in both lists', async () => {
    const id = await addGroup(admin.token, unique('Refusals'));
    const outsider = await addPerson(other.user.company_id, ROLE.USER, 'outsider');
    const foreign = await call('POST', `/v1/groups/users/add/${id}`, {
      token: admin.token,
      body: { assign_users: [outsider.id] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ assign_users: [MSG.GROUP_USER_NOT_FOUND] });

    const archived = await addPerson(admin.user.company_id, ROLE.USER, 'archived');
    await userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: admin.user.company_id, user_id: archived.id, is_archived: 1 })
      .send();
    expect(
      (await call('POST', `/v1/groups/users/add/${id}`, { token: admin.token, body: { assign_users: [archived.id] } }))
        .status,
    ).toBe(422);

    const [a] = people as [TPerson];
    expect(
      (
        await call('POST', `/v1/groups/users/add/${id}`, {
          token: admin.token,
          body: { assign_users: [a.id], unassign_users: [a.id] },
        })
      ).status,
    ).toBe(422);
    expect((await call('GET', `/v1/groups/${id}`, { token: admin.token })).body.data.total_users).toBe(0);
  });

  it('creates a group with its first members in one call, and creates nothing when one of them is refused', async () => {
    const [a, b] = people as [TPerson, TPerson];
    const name = unique('Night Shift');
    const created = await call('POST', '/v1/group', {
      token: admin.token,
      body: { name, assign_users: [a.id, b.id, a.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: MSG.GROUP_ADDED, data: { name, total_users: 2 } });
    const members = await call('GET', `/v1/groups/${created.body.data.id}?include=members`, { token: admin.token });
    expect((members.body.data.members as { id: string }[]).map((user) => user.id).sort()).toEqual([a.id, b.id].sort());

    // Another company's user: a 422 on assign_users, and the name is still free (nothing was made).
    const outsider = await addPerson(other.user.company_id, ROLE.USER, 'outsider-create');
    const refusedName = unique('Refused');
    const refused = await call('POST', '/v1/group', {
      token: admin.token,
      body: { name: refusedName, assign_users: [a.id, outsider.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ assign_users: [MSG.GROUP_USER_NOT_FOUND] });
    expect((await call('POST', '/v1/group', { token: admin.token, body: { name: refusedName } })).status).toBe(201);
  });

  it('lists active users who belong to no group', async () => {
    const loner = await addPerson(admin.user.company_id, ROLE.USER, 'loner');
    const list = await call('GET', '/v1/groups/unassigned?limit=1000&search=first_name:loner', { token: admin.token });
    expect(list.body.data.map((user: { id: string }) => user.id)).toContain(loner.id);
    const id = await addGroup(admin.token, unique('Loners'));
    await call('POST', `/v1/groups/users/add/${id}`, { token: admin.token, body: { assign_users: [loner.id] } });
    const after = await call('GET', '/v1/groups/unassigned?limit=1000&search=first_name:loner', { token: admin.token });
    expect(after.body.data.map((user: { id: string }) => user.id)).not.toContain(loner.id);
  });

  it('deletes a group: its members lose the membership and the name is free again', async () => {
    const name = unique('Doomed');
    const id = await addGroup(admin.token, name);
    const [, , c] = people as [TPerson, TPerson, TPerson];
    await call('POST', `/v1/groups/users/add/${id}`, { token: admin.token, body: { assign_users: [c.id] } });
    const before = (await findUser(admin.user.company_id, c.id))?.total_groups ?? 0;

    const deleted = await call('DELETE', `/v1/groups/${id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.GROUP_DELETED);
    expect((await call('GET', `/v1/groups/${id}`, { token: admin.token })).status).toBe(404);
    expect((await findUser(admin.user.company_id, c.id))?.total_groups).toBe(before - 1);
    expect((await call('POST', '/v1/group', { token: admin.token, body: { name } })).status).toBe(201);
    expect((await call('DELETE', `/v1/groups/${id}`, { token: admin.token })).status).toBe(404);
  });

  it("answers 404 for another company's group and 403 to learners and managers", async () => {
    const id = await addGroup(admin.token, unique('Private'));
    for (const [method, path, body] of [
      ['GET', `/v1/groups/${id}`, undefined],
      ['GET', `/v1/groups/users/${id}`, undefined],
      ['GET', `/v1/group/users/all/${id}`, undefined],
      ['GET', `/v1/group/enrolled-users/${id}`, undefined],
      ['GET', `/v1/group/unenrolled-users/${id}`, undefined],
      ['PATCH', `/v1/groups/${id}`, { name: unique('Stolen') }],
      ['POST', `/v1/groups/users/add/${id}`, { assign_users: [] }],
      ['DELETE', `/v1/groups/${id}`, undefined],
    ] as const) {
      expect((await call(method, path, { token: other.token, body })).status, `${method} ${path}`).toBe(404);
    }
    const learnerToken = await signIn(learner);
    const managerToken = await signIn(manager);
    for (const token of [learnerToken, managerToken]) {
      expect((await call('GET', '/v1/groups', { token })).status).toBe(403);
      expect((await call('POST', '/v1/group', { token, body: { name: unique('Nope') } })).status).toBe(403);
      expect((await call('POST', `/v1/groups/users/add/${id}`, { token, body: { assign_users: [] } })).status).toBe(
        403,
      );
      expect((await call('DELETE', `/v1/groups/${id}`, { token })).status).toBe(403);
    }
    expect((await call('GET', `/v1/groups/${id}`, { token: admin.token })).status).toBe(200);
  });
});
