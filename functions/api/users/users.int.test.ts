/**
 * User management against the local stack: the list (search, order, dates, groups, counter), adding users within the
 * band, editing (team, groups, own password), the administrator handover, and who may do what.
 */
import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, uniqueEmail, waitForMail } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { addSignedInUser, addUser, type TAddedUser } from '../../../test/factories/added-users';
import { demoCredentials } from '../../../test/factories/stack-context';

async function createGroup(token: string, name: string): Promise<string> {
  const result = await call('POST', '/v1/group', { token, body: { name } });
  if (result.status !== 201) throw new Error(`group: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data.id as string;
}

describe('the user list', () => {
  it('pages, orders, searches by name, filters by created date and groups, and counts the band', async () => {
    const admin = await registerCompany({ banding: 1 });
    const sales = await createGroup(admin.token, 'Sales');
    const zoe = await addUser(admin.token, {
      first_name: 'Zoë',
      last_name: 'Adams',
      groups: [sales],
      unique_id: 'EMP-1',
    });
    await addUser(admin.token, { first_name: 'Bob', last_name: 'Young' });
    await addUser(admin.token, { first_name: 'Ann', last_name: 'Zoeller', role_id: ROLE.MANAGER });

    const all = await call('GET', '/v1/clients?page=1&limit=5&orderBy=first_name&sortedBy=asc', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { first_name: string }) => row.first_name)).toEqual(['Ada', 'Ann', 'Bob', 'Zoë']);
    expect(all.body.meta.users).toEqual({ current: 4, max: 20 });
    expect(all.body.meta.pagination).toMatchObject({ total: 4, per_page: 5, current_page: 1 });
    const zoeRow = all.body.data.find((row: { id: string }) => row.id === zoe.id);
    expect(zoeRow).toMatchObject({
      last_name: 'Adams',
      unique_id: 'EMP-1',
      role_id: ROLE.USER,
      role_name: 'User',
      last_login: null,
      confirmed: false,
      is_mail_sent: 0,
      total_courses: 0,
      total_groups: 1,
      total_channels: 0,
      groups: [{ id: sales, name: 'Sales' }],
    });

    const desc = await call('GET', '/v1/clients?orderBy=last_name&sortedBy=desc&limit=2&page=2', {
      token: admin.token,
    });
    expect(desc.body.data.map((row: { last_name: string }) => row.last_name)).toEqual(['Factory', 'Adams']);

    // Case- and accent-insensitive, on either name (the spec sends the same text for both).
    const search = await call('GET', `/v1/clients?search=${encodeURIComponent('first_name:zoe;last_name:zoe')}`, {
      token: admin.token,
    });
    expect(search.body.data.map((row: { first_name: string }) => row.first_name).sort()).toEqual(['Ann', 'Zoë']);

    const grouped = await call('GET', `/v1/clients?groups=${sales}`, { token: admin.token });
    expect(grouped.body.data.map((row: { id: string }) => row.id)).toEqual([zoe.id]);

    const today = new Date();
    const dmy = `${String(today.getUTCDate()).padStart(2, '0')}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${today.getUTCFullYear()}`;
    expect(
      (await call('GET', `/v1/clients?start=${dmy}&end=${dmy}`, { token: admin.token })).body.meta.pagination.total,
    ).toBe(4);
    expect(
      (await call('GET', '/v1/clients?start=01-01-2020&end=31-12-2020', { token: admin.token })).body.data,
    ).toEqual([]);
    expect((await call('GET', '/v1/clients?start=2020-13-45', { token: admin.token })).status).toBe(422);
  });

  it('is for administrators of the company only', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER });
    expect((await call('GET', '/v1/clients', { token: learner.token })).status).toBe(403);
    expect((await call('GET', '/v1/clients', { token: manager.token })).status).toBe(403);
    expect((await call('GET', '/v1/clients')).status).toBe(401);
    const other = await registerCompany();
    const list = await call('GET', '/v1/clients', { token: other.token });
    expect(list.body.data.map((row: { email: string }) => row.email)).toEqual([other.email]);
  });
});

describe('adding a user', () => {
  it('creates a user who must choose a password, with groups and unique email, and refuses an administrator', async () => {
    const admin = await registerCompany();
    const group = await createGroup(admin.token, 'Warehouse');
    const email = uniqueEmail('new');
    const created = await call('POST', '/v1/user', {
      token: admin.token,
      body: { first_name: 'New', last_name: 'Person', email: email.toUpperCase(), groups: [group], send_email: 0 },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MSG.USER_ADDED);
    expect(created.body.data).toMatchObject({ email, role_id: ROLE.USER, groups: [{ id: group, name: 'Warehouse' }] });

    const again = await call('POST', '/v1/user', {
      token: admin.token,
      body: { first_name: 'Again', last_name: 'Person', email },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual([MSG.EMAIL_TAKEN]);

    const asAdmin = await call('POST', '/v1/user', {
      token: admin.token,
      body: { first_name: 'A', last_name: 'B', email: uniqueEmail('x'), role_id: ROLE.ADMIN },
    });
    expect(asAdmin.status).toBe(422);
    expect(asAdmin.body.errors.role_id).toEqual([MSG.NEW_USER_NOT_ADMIN]);

    const badGroup = await call('POST', '/v1/user', {
      token: admin.token,
      body: { first_name: 'A', last_name: 'B', email: uniqueEmail('x'), groups: ['no-such-group'] },
    });
    expect(badGroup.status).toBe(422);
    expect(badGroup.body.errors.groups).toEqual([MSG.GROUPS_INVALID]);

    const missing = await call('POST', '/v1/user', { token: admin.token, body: { email: 'not-an-email' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'first_name', 'last_name']);
  });

  it('adds a Team Manager with their team, and refuses a team for a learner', async () => {
    const admin = await registerCompany();
    const [m1, m2] = [await addUser(admin.token), await addUser(admin.token)];
    const manager = await addUser(admin.token, { role_id: ROLE.MANAGER, assigned_users: [m1.id, m2.id] });
    expect([...(manager.assigned_users as string[])].sort()).toEqual([m1.id, m2.id].sort());
    const refused = await call('POST', '/v1/user', {
      token: admin.token,
      body: { first_name: 'A', last_name: 'B', email: uniqueEmail('x'), assigned_users: [m1.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.assigned_users).toEqual([MSG.TEAM_ONLY_MANAGER]);
  });

  it('refuses the user after the band maximum, in the same transaction', async () => {
    const admin = await registerCompany({ banding: 1 });
    await Promise.all(Array.from({ length: 19 }, () => addUser(admin.token)));
    const refused = await call('POST', '/v1/user', {
      token: admin.token,
      body: { first_name: 'One', last_name: 'Toomany', email: uniqueEmail('over') },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MSG.PLAN_LIMIT);
    const list = await call('GET', '/v1/clients?limit=50', { token: admin.token });
    expect(list.body.meta.users).toEqual({ current: 20, max: 20 });
    expect(list.body.meta.pagination.total).toBe(20);
  });

  it('is refused to learners and managers', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER });
    const body = { first_name: 'A', last_name: 'B', email: uniqueEmail('x') };
    expect((await call('POST', '/v1/user', { token: learner.token, body })).status).toBe(403);
    expect((await call('POST', '/v1/user', { token: manager.token, body })).status).toBe(403);
  });
});

describe('editing a user', () => {
  it('sets names, email, unique id, groups and the welcome-email flag', async () => {
    const admin = await registerCompany();
    const [a, b] = [await createGroup(admin.token, 'A team'), await createGroup(admin.token, 'B team')];
    const user = await addUser(admin.token, { groups: [a] });
    const email = uniqueEmail('moved');
    const edited = await call('PUT', `/v1/users/${user.id}`, {
      token: admin.token,
      body: { first_name: 'Renamed', last_name: 'Person', email, unique_id: 'X-9', groups: [b], reset_email: 0 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MSG.USER_UPDATED);
    expect(edited.body.data).toMatchObject({
      first_name: 'Renamed',
      email,
      unique_id: 'X-9',
      is_mail_sent: 1,
      groups: [{ id: b, name: 'B team' }],
      total_groups: 1,
    });
    const reset = await call('PUT', `/v1/users/${user.id}`, {
      token: admin.token,
      body: { first_name: 'Renamed', last_name: 'Person', email, unique_id: null, reset_email: 1 },
    });
    expect(reset.body.data).toMatchObject({ is_mail_sent: 0, unique_id: null });
    const fetched = await call('GET', `/v1/users/${user.id}?include=groups`, { token: admin.token });
    expect(fetched.body.data).toMatchObject({ id: user.id, email, groups: [{ id: b, name: 'B team' }] });
    // The user's old address is told who moved it where.
    const notice = await waitForMail(user.email, (m) => m.subject === 'Your Skillway email address has changed');
    expect(notice.text).toContain(email);
  });

  it("refuses an administrator's change of their own address here: that needs the profile's password and link", async () => {
    const admin = await registerCompany();
    const refused = await call('PUT', `/v1/users/${admin.user.id}`, {
      token: admin.token,
      body: { first_name: 'Ada', last_name: 'Factory', email: uniqueEmail('self') },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.email).toEqual([MSG.EMAIL_CHANGE_ON_PROFILE]);
    expect((await login(admin.email, admin.password)).token).toBeTruthy();
  });

  it("gives a manager a team of learners of the same company, never themself or another company's user", async () => {
    const admin = await registerCompany();
    const manager = await addUser(admin.token, { role_id: ROLE.MANAGER });
    const [m1, m2] = [await addUser(admin.token), await addUser(admin.token)];
    const otherCompany = await registerCompany();
    const outsider = await addUser(otherCompany.token);
    const body = {
      first_name: manager.first_name,
      last_name: manager.last_name,
      email: manager.email,
      role_id: ROLE.MANAGER,
    };

    const saved = await call('PUT', `/v1/users/${manager.id}`, {
      token: admin.token,
      body: { ...body, assigned_users: [m1.id, m2.id] },
    });
    expect(saved.status).toBe(200);
    expect([...saved.body.data.assigned_users].sort()).toEqual([m1.id, m2.id].sort());

    for (const wrong of [[manager.id], [outsider.id], [admin.user.id]]) {
      const refused = await call('PUT', `/v1/users/${manager.id}`, {
        token: admin.token,
        body: { ...body, assigned_users: wrong },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.assigned_users).toHaveLength(1);
    }
    const smaller = await call('PUT', `/v1/users/${manager.id}`, {
      token: admin.token,
      body: { ...body, assigned_users: [m2.id] },
    });
    expect(smaller.body.data.assigned_users).toEqual([m2.id]);
    const member = await call('GET', `/v1/users/${m2.id}`, { token: admin.token });
    expect(member.body.data.manager_id).toBe(manager.id);
    expect((await call('GET', `/v1/users/${m1.id}`, { token: admin.token })).body.data.manager_id).toBeNull();

    // A manager who becomes a learner loses their team.
    const demoted = await call('PUT', `/v1/users/${manager.id}`, {
      token: admin.token,
      body: { ...body, role_id: ROLE.USER },
    });
    expect(demoted.body.data).toMatchObject({ role_id: ROLE.USER, assigned_users: [] });
    expect((await call('GET', `/v1/users/${m2.id}`, { token: admin.token })).body.data.manager_id).toBeNull();
  });

  it('makes a learner a Team Manager of three others in one request', async () => {
    const admin = await registerCompany();
    const people = await Promise.all(Array.from({ length: 4 }, () => addUser(admin.token)));
    const [lead, ...team] = people as [TAddedUser, ...TAddedUser[]];
    const promoted = await call('PUT', `/v1/users/${lead.id}`, {
      token: admin.token,
      body: {
        first_name: lead.first_name,
        last_name: lead.last_name,
        email: lead.email,
        role_id: ROLE.MANAGER,
        assigned_users: team.map((member) => member.id),
      },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ role_id: ROLE.MANAGER, role_name: 'Team Manager' });
    expect([...promoted.body.data.assigned_users].sort()).toEqual(team.map((member) => member.id).sort());
  });

  it("lets a user change their own password through PUT /users/{id}, and no one else's", async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const mine = {
      first_name: learner.user.first_name,
      last_name: learner.user.last_name,
      email: learner.user.email,
    };
    const forOther = await call('PUT', `/v1/users/${learner.user.id}`, {
      token: admin.token,
      body: { ...mine, password: 'Other!Pass22', confirm_password: 'Other!Pass22' },
    });
    expect(forOther.status).toBe(422);
    expect(forOther.body.errors.password).toEqual([MSG.PASSWORD_ONLY_SELF]);

    const self = await call('PUT', `/v1/users/${admin.user.id}`, {
      token: admin.token,
      body: {
        first_name: 'Ada',
        last_name: 'Factory',
        email: admin.email,
        password: 'Brand!New22',
        confirm_password: 'Brand!New22',
      },
    });
    expect(self.status).toBe(200);
    // The old token stops working; the new password signs in, the old one does not.
    expect((await call('GET', '/v1/user/profile', { token: admin.token })).status).toBe(401);
    expect(
      (await call('POST', '/v1/clients/web/admin/login', { body: { email: admin.email, password: admin.password } }))
        .status,
    ).toBe(422);
    expect((await login(admin.email, 'Brand!New22')).token).toBeTruthy();

    const mismatch = await call('PUT', `/v1/users/${learner.user.id}`, {
      token: learner.token,
      body: { ...mine, password: 'Brand!New22', confirm_password: 'Brand!New23' },
    });
    // A learner has no access to PUT /users/{id} at all.
    expect(mismatch.status).toBe(403);
  });

  it('hands the administrator role over: the new administrator in, the old one a Team Manager, in one step', async () => {
    const admin = await registerCompany();
    const successor = await addSignedInUser(admin.token);
    const body = {
      first_name: successor.user.first_name,
      last_name: successor.user.last_name,
      email: successor.user.email,
      role_id: ROLE.ADMIN,
    };
    const handed = await call('PUT', `/v1/users/${successor.user.id}`, { token: admin.token, body });
    expect(handed.status).toBe(200);
    expect(handed.body.message).toBe(MSG.ADMIN_HANDED_OVER);
    expect(handed.body.data.role_id).toBe(ROLE.ADMIN);

    // The former administrator's next request already runs as a Team Manager.
    expect((await call('GET', '/v1/clients', { token: admin.token })).status).toBe(403);
    expect((await call('GET', '/v1/user/profile', { token: admin.token })).body.data.role_id).toBe(ROLE.MANAGER);
    const list = await call('GET', '/v1/clients?limit=50', { token: successor.token });
    const admins = list.body.data.filter((row: { role_id: number }) => row.role_id === ROLE.ADMIN);
    expect(admins.map((row: { id: string }) => row.id)).toEqual([successor.user.id]);

    // Nobody changes their own role, and the administrator's role changes only by handing it over.
    const own = await call('PUT', `/v1/users/${successor.user.id}`, {
      token: successor.token,
      body: { ...body, role_id: ROLE.USER },
    });
    expect(own.status).toBe(422);
    expect(own.body.errors.role_id).toEqual([MSG.OWN_ROLE_UNCHANGEABLE]);
  });

  it("lets a manager edit only themself and their own team's learners, never roles", async () => {
    const admin = await registerCompany();
    const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER });
    const member = await addUser(admin.token);
    const outsider = await addUser(admin.token);
    await call('PUT', `/v1/users/${manager.user.id}`, {
      token: admin.token,
      body: {
        first_name: manager.user.first_name,
        last_name: manager.user.last_name,
        email: manager.user.email,
        role_id: ROLE.MANAGER,
        assigned_users: [member.id],
      },
    });
    const edit = (user: typeof member, extra: Record<string, unknown> = {}) =>
      call('PUT', `/v1/users/${user.id}`, {
        token: manager.token,
        body: { first_name: 'Edited', last_name: user.last_name, email: user.email, ...extra },
      });
    expect((await edit(member)).status).toBe(200);
    expect((await call('GET', `/v1/users/${member.id}`, { token: manager.token })).body.data.first_name).toBe('Edited');
    expect((await edit(outsider)).status).toBe(404);
    expect((await call('GET', `/v1/users/${outsider.id}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', `/v1/users/${admin.user.id}`, { token: manager.token })).status).toBe(404);
    const promote = await edit(member, { role_id: ROLE.MANAGER });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(MSG.ONLY_ADMIN_CAN_CHANGE_ROLE);

    const otherCompany = await registerCompany();
    expect((await call('GET', `/v1/users/${member.id}`, { token: otherCompany.token })).status).toBe(404);
    expect(
      (
        await call('PUT', `/v1/users/${member.id}`, {
          token: otherCompany.token,
          body: { first_name: 'X', last_name: 'Y', email: member.email },
        })
      ).status,
    ).toBe(404);
  });

  it('lets the super administrator edit a company user named with company_id', async () => {
    const admin = await registerCompany();
    const user = await addUser(admin.token);
    const superAdmin = demoCredentials().find((credential) => credential.role === 'Super Administrator')!;
    const token = (await login(superAdmin.email, superAdmin.password)).token;
    const body = { first_name: 'By', last_name: 'Platform', email: user.email };
    expect((await call('PUT', `/v1/users/${user.id}`, { token, body })).status).toBe(422);
    const edited = await call('PUT', `/v1/users/${user.id}?company_id=${admin.user.company_id}`, { token, body });
    expect(edited.status).toBe(200);
    expect(edited.body.data.first_name).toBe('By');
    expect((await call('PUT', `/v1/users/${user.id}?company_id=nope`, { token, body })).status).toBe(404);
  });
});
