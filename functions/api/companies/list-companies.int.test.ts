/**
 * The super administrator's Company List (GET /v1/companies) with the BreatheHR state each row's switch shows, and
 * the switch itself (POST /v1/company/breathe-setting/{id}).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG, ROLE, ROLE_NAME } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { demoCredentials } from '../../../test/factories/stack-context';

async function superAdminToken(): Promise<string> {
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  return (await login(credential.email, credential.password)).token;
}

describe('the Company List', () => {
  it('lists companies newest first with their BreatheHR state, which the switch changes', async () => {
    const tag = randomUUID().slice(0, 8);
    const older = await registerCompany({ company_name: `Listed ${tag} Older Ltd` });
    const newer = await registerCompany({ company_name: `Listed ${tag} Newer Ltd` });
    const token = await superAdminToken();
    const search = `search=${encodeURIComponent(`company_name:listed ${tag}`)}`;

    const listed = await call('GET', `/v1/companies?${search}`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        id: newer.user.company_id,
        company_name: `Listed ${tag} Newer Ltd`,
        state: 1,
        state_description: 'Free Trial',
        banding: 1,
        total_users: 1,
        created_at: expect.any(String),
        breathe_enabled: false,
        breathe_always: false,
      },
      expect.objectContaining({ id: older.user.company_id, breathe_enabled: false }),
    ]);
    expect(listed.body.meta.pagination).toMatchObject({ total: 2, current_page: 1 });
    const sorted = await call('GET', `/v1/companies?${search}&orderBy=company_name&sortedBy=asc&limit=1`, { token });
    expect(sorted.body.data.map((row: { id: string }) => row.id)).toEqual([newer.user.company_id]);
    expect(sorted.body.meta.pagination).toMatchObject({ total: 2, total_pages: 2 });

    const on = await call('POST', `/v1/company/breathe-setting/${older.user.company_id}`, {
      token,
      body: { breathe_enabled: true },
    });
    expect(on.body).toEqual({ message: MSG.BREATHE_SETTING_UPDATED });
    const after = await call('GET', `/v1/companies?${search}`, { token });
    expect(after.body.data.map((row: { breathe_enabled: boolean }) => row.breathe_enabled)).toEqual([false, true]);
    await call('POST', `/v1/company/breathe-setting/${older.user.company_id}`, { token, body: { breathe_enabled: 0 } });
    const off = await call('GET', `/v1/companies?${search}`, { token });
    expect(off.body.data.map((row: { breathe_enabled: boolean }) => row.breathe_enabled)).toEqual([false, false]);
  });

  it("is the super administrator's only", async () => {
    const admin = await registerCompany();
    expect((await call('GET', '/v1/companies', { token: admin.token })).status).toBe(403);
    expect((await call('GET', '/v1/companies')).status).toBe(401);
  });
});
