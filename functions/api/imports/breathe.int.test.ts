/**
 * The BreatheHR panel's calls against the local stack, with the stack's BREATHE_API_URL pointing at the fake
 * BreatheHR (test/fakes/breathe-server.ts) the stack project's global setup starts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE, ROLE_NAME } from '@skillway/shared';
import { registerCompany, waitForMail, type TRegistered } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials } from '../../../test/factories/stack-context';
import { breatheRequests, registerBreatheAccount } from '../../../test/fakes/breathe-accounts';
import { listCompanyUsers } from '../../core/people/users/user-repository';

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@breathe.test`;

async function superAdminToken(): Promise<string> {
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  return (await login(credential.email, credential.password)).token;
}

describe('BreatheHR import', () => {
  let admin: TRegistered;
  let companyId: string;

  beforeAll(async () => {
    admin = await registerCompany({ banding: 2 });
    companyId = admin.user.company_id;
  });

  it('is off for a company created after 2021-04-30 until the super administrator turns it on', async () => {
    expect((await call('GET', '/v1/user/profile', { token: admin.token })).body.data.company.breathe_enabled).toBe(
      false,
    );
    expect((await call('GET', '/v1/user/breatheapi', { token: admin.token })).body.data).toEqual({
      breathe_enabled: false,
      has_token: false,
      breathehr_api: null,
    });
    for (const [method, path, body] of [
      ['PUT', '/v1/user/update-breatheapi', { breathehr_api: 'abc123' }],
      ['PUT', '/v1/user/remove-breatheapi', undefined],
      ['PUT', '/v1/user/import-breatheusers', { type: 2 }],
    ] as const) {
      const refused = await call(method, path, { token: admin.token, body });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(MSG.BREATHE_NOT_ENABLED);
    }

    // Only the super administrator sets it; an administrator cannot turn it on for themselves.
    expect(
      (
        await call('POST', `/v1/company/breathe-setting/${companyId}`, {
          token: admin.token,
          body: { breathe_enabled: true },
        })
      ).status,
    ).toBe(403);
    const superToken = await superAdminToken();
    expect(
      (
        await call('POST', '/v1/company/breathe-setting/no-such-company', {
          token: superToken,
          body: { breathe_enabled: true },
        })
      ).status,
    ).toBe(404);
    const enabled = await call('POST', `/v1/company/breathe-setting/${companyId}`, {
      token: superToken,
      body: { breathe_enabled: true },
    });
    expect(enabled.status).toBe(200);
    expect((await call('GET', '/v1/user/profile', { token: admin.token })).body.data.company.breathe_enabled).toBe(
      true,
    );
  });

  it('saves the token masked, imports employees through the CSV path, and a second import changes nothing', async () => {
    const existing = await addPerson(companyId, ROLE.MANAGER, 'existing');
    const newcomers = [address('new1'), address('new2')];
    const token = await registerBreatheAccount([
      { id: 101, first_name: 'Nina', last_name: 'New', email: newcomers[0], ref: 'B-101' },
      { id: 102, first_name: 'Otto', last_name: 'New', email: newcomers[1] },
      { id: 103, first_name: 'Nomail', last_name: 'Person', email: null },
      { id: 104, first_name: 'Changed', last_name: 'Name', email: existing.email },
    ]);

    const saved = await call('PUT', '/v1/user/update-breatheapi', {
      token: admin.token,
      body: { breathehr_api: token },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.BREATHE_TOKEN_UPDATED);
    expect(saved.body.data).toEqual({
      breathe_enabled: true,
      has_token: true,
      breathehr_api: `••••••••${token.slice(-4)}`,
    });
    expect(JSON.stringify(saved.body)).not.toContain(token);
    expect(JSON.stringify((await call('GET', '/v1/user/breatheapi', { token: admin.token })).body)).not.toContain(
      token,
    );

    // Type 1: new employees only; the existing user keeps their names.
    const newOnly = await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: { type: 1 } });
    expect(newOnly.status).toBe(200);
    expect(newOnly.body.data).toMatchObject({ total_rows: 4, created: 2, updated: 0, unchanged: 1, failed: 1 });
    expect(newOnly.body.data.errors[0]).toMatchObject({ row: null, message: expect.stringContaining('Employee 103') });
    expect(await breatheRequests(token)).toBeGreaterThan(0);
    const users = new Map((await listCompanyUsers(companyId)).map((user) => [user.email, user]));
    expect(users.get(newcomers[0]!)).toMatchObject({ first_name: 'Nina', unique_id: 'B-101', role_id: ROLE.USER });
    expect(users.get(newcomers[1]!)).toMatchObject({ unique_id: '102' });
    expect(users.get(existing.email)).toMatchObject({
      first_name: existing.email.split('-')[0],
      role_id: ROLE.MANAGER,
    });
    await waitForMail(newcomers[0]!);

    // Type 2: existing users are updated too (never their role).
    const update = await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: { type: '2' } });
    expect(update.body.data).toMatchObject({ created: 0, updated: 1, failed: 1 });
    const after = (await listCompanyUsers(companyId)).find((user) => user.user_id === existing.id)!;
    expect(after).toMatchObject({ first_name: 'Changed', last_name: 'Name', unique_id: '104', role_id: ROLE.MANAGER });

    const again = await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: {} });
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 1 });

    const logs = await call('GET', '/v1/user-error-logs?limit=10&container=User', { token: admin.token });
    expect(logs.body.data[0]).toMatchObject({ source: 'breathe', row: null, container: 'User' });
  });

  it('reports a refused token, an unavailable BreatheHR and a missing token clearly', async () => {
    await call('PUT', '/v1/user/update-breatheapi', { token: admin.token, body: { breathehr_api: 'not-a-known-key' } });
    const refused = await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: { type: 2 } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ breathehr_api: [MSG.BREATHE_TOKEN_REFUSED] });

    const failing = await registerBreatheAccount([], { failWith: 500 });
    await call('PUT', '/v1/user/update-breatheapi', { token: admin.token, body: { breathehr_api: failing } });
    const down = await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: { type: 2 } });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(MSG.BREATHE_UNAVAILABLE);

    const removed = await call('PUT', '/v1/user/remove-breatheapi', { token: admin.token });
    expect(removed.body).toEqual({
      message: MSG.BREATHE_TOKEN_REMOVED,
      data: { breathe_enabled: true, has_token: false, breathehr_api: null },
    });
    const missing = await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: { type: 2 } });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(MSG.BREATHE_NO_TOKEN);

    expect(
      (await call('PUT', '/v1/user/update-breatheapi', { token: admin.token, body: { breathehr_api: '' } })).status,
    ).toBe(422);
    expect((await call('PUT', '/v1/user/import-breatheusers', { token: admin.token, body: { type: 7 } })).status).toBe(
      422,
    );
  });

  it('is for administrators only', async () => {
    const learner = await signIn(await addPerson(companyId, ROLE.USER, 'breathelearner'));
    const manager = await signIn(await addPerson(companyId, ROLE.MANAGER, 'breathemanager'));
    for (const token of [learner, manager]) {
      expect((await call('GET', '/v1/user/breatheapi', { token })).status).toBe(403);
      expect((await call('PUT', '/v1/user/update-breatheapi', { token, body: { breathehr_api: 'x' } })).status).toBe(
        403,
      );
      expect((await call('PUT', '/v1/user/import-breatheusers', { token, body: { type: 2 } })).status).toBe(403);
    }
  });
});
