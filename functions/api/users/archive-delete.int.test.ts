/** Archive and restore (the band counts active users), the archived list and course rows, and permanent deletion. */
import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { demoCredentials } from '../../../test/factories/stack-context';

describe('archiving and restoring', () => {
  it('moves a user to the archived list, frees their place, and restores within the band only', async () => {
    const admin = await registerCompany({ banding: 1 });
    const learner = await addSignedInUser(admin.token);
    const archived = await call('PUT', `/v1/archive-account/${learner.user.id}`, {
      token: admin.token,
      body: { is_archived: 1 },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.message).toBe(MSG.USER_ARCHIVED);
    expect(archived.body.data).toMatchObject({ id: learner.user.id, is_archived: 1 });
    expect(archived.body.data.archived_at).toEqual(expect.any(String));

    // Signed out and unable to sign in.
    expect((await call('GET', '/v1/user/profile', { token: learner.token })).status).toBe(401);
    expect(
      (
        await call('POST', '/v1/clients/web/admin/login', {
          body: { email: learner.user.email, password: learner.password },
        })
      ).status,
    ).toBe(422);

    const active = await call('GET', '/v1/clients', { token: admin.token });
    expect(active.body.data.map((row: { id: string }) => row.id)).not.toContain(learner.user.id);
    expect(active.body.meta.users.current).toBe(1);
    const list = await call('GET', '/v1/archived-clients', { token: admin.token });
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([learner.user.id]);
    expect(
      (await call('GET', `/v1/archived-user-courses/${learner.user.id}`, { token: admin.token })).body.data,
    ).toEqual([]);
    expect(
      (await call('PUT', `/v1/archive-account/${learner.user.id}`, { token: admin.token, body: { is_archived: 1 } }))
        .status,
    ).toBe(422);

    // Fill the band while the learner is archived: restoring would exceed it.
    await Promise.all(Array.from({ length: 19 }, () => addUser(admin.token)));
    const refused = await call('PUT', `/v1/archive-account/${learner.user.id}`, {
      token: admin.token,
      body: { is_archived: 0 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MSG.PLAN_LIMIT);

    const [someone] = (
      await call('GET', '/v1/clients?orderBy=created_at&sortedBy=desc&limit=1', { token: admin.token })
    ).body.data;
    expect(
      (await call('PUT', `/v1/archive-account/${someone.id}`, { token: admin.token, body: { is_archived: 1 } })).status,
    ).toBe(200);
    const restored = await call('PUT', `/v1/archive-account/${learner.user.id}`, {
      token: admin.token,
      body: { is_archived: 0 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(MSG.USER_RESTORED);
    expect((await call('GET', '/v1/clients', { token: admin.token })).body.meta.users).toEqual({
      current: 20,
      max: 20,
    });
    expect(
      (
        await call('POST', '/v1/clients/web/admin/login', {
          body: { email: learner.user.email, password: learner.password },
        })
      ).status,
    ).toBe(200);
  });

  it("never archives the administrator or oneself, and answers 404 for another company's user", async () => {
    const admin = await registerCompany();
    const self = await call('PUT', `/v1/archive-account/${admin.user.id}`, {
      token: admin.token,
      body: { is_archived: 1 },
    });
    expect(self.status).toBe(422);
    const other = await registerCompany();
    expect(
      (await call('PUT', `/v1/archive-account/${other.user.id}`, { token: admin.token, body: { is_archived: 1 } }))
        .status,
    ).toBe(404);
    expect((await call('GET', `/v1/archived-user-courses/${other.user.id}`, { token: admin.token })).status).toBe(404);
    const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER });
    const learner = await addUser(admin.token);
    expect(
      (await call('PUT', `/v1/archive-account/${learner.id}`, { token: manager.token, body: { is_archived: 1 } }))
        .status,
    ).toBe(403);
  });
});

describe('deleting a user and all their data', () => {
  it('removes the identity, the address, memberships and the place in the band', async () => {
    const admin = await registerCompany();
    const group = (await call('POST', '/v1/group', { token: admin.token, body: { name: 'Leavers' } })).body.data
      .id as string;
    const learner = await addSignedInUser(admin.token, { groups: [group] });
    expect((await call('GET', '/v1/clients', { token: admin.token })).body.meta.users.current).toBe(2);

    const deleted = await call('DELETE', `/v1/users-all-data/${learner.user.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.USER_DELETED);
    expect((await call('GET', `/v1/users/${learner.user.id}`, { token: admin.token })).status).toBe(404);
    expect((await call('GET', '/v1/clients', { token: admin.token })).body.meta.users.current).toBe(1);
    const groupRow = await call('GET', `/v1/groups/${group}`, { token: admin.token });
    expect(groupRow.body.data.total_users).toBe(0);
    expect((await call('GET', '/v1/user/profile', { token: learner.token })).status).toBe(401);
    // The address is free again: it can be added anew.
    const again = await addUser(admin.token, { email: learner.user.email });
    expect(again.email).toBe(learner.user.email);
    expect((await call('DELETE', `/v1/users-all-data/${learner.user.id}`, { token: admin.token })).status).toBe(404);
  });

  it('DELETE /users/{id} does the same; the administrator and oneself are kept; other companies get 404', async () => {
    const admin = await registerCompany();
    const manager = await addUser(admin.token, { role_id: ROLE.MANAGER });
    const member = await addUser(admin.token);
    await call('PUT', `/v1/users/${manager.id}`, {
      token: admin.token,
      body: {
        first_name: 'M',
        last_name: 'M',
        email: manager.email,
        role_id: ROLE.MANAGER,
        assigned_users: [member.id],
      },
    });
    expect((await call('DELETE', `/v1/users/${manager.id}`, { token: admin.token })).status).toBe(200);
    // The team is released.
    expect((await call('GET', `/v1/users/${member.id}`, { token: admin.token })).body.data.manager_id).toBeNull();
    expect((await call('DELETE', `/v1/users/${admin.user.id}`, { token: admin.token })).status).toBe(422);
    const other = await registerCompany();
    expect((await call('DELETE', `/v1/users/${member.id}`, { token: other.token })).status).toBe(404);

    const superAdmin = demoCredentials().find((credential) => credential.role === 'Super Administrator')!;
    const token = (await login(superAdmin.email, superAdmin.password)).token;
    expect((await call('DELETE', `/v1/users/${member.id}?company_id=${admin.user.company_id}`, { token })).status).toBe(
      200,
    );
    const adminAsTarget = await call('DELETE', `/v1/users/${admin.user.id}?company_id=${admin.user.company_id}`, {
      token,
    });
    expect(adminAsTarget.status).toBe(422);
    expect(adminAsTarget.body.errors.id).toEqual([MSG.CANNOT_DELETE_ADMIN]);
  });
});
