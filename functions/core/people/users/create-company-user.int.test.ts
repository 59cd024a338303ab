/**
 * createCompanyUser (the people issue adds its screen) against the running stack's table and user pool: the band
 * limit is enforced in the same transaction as the user, a refused user leaves nothing behind, and the new user
 * signs in through the default-password flow.
 */
import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, uniqueEmail } from '../../../../test/factories/accounts';
import { call } from '../../../../test/factories/http';
import { createCompanyUser } from './create-user';

describe('createCompanyUser', () => {
  it('creates users up to the band maximum and refuses the next one without leaving anything behind', async () => {
    const admin = await registerCompany({ banding: 1 });
    const companyId = admin.user.company_id;
    const created = await Promise.all(
      Array.from({ length: 19 }, (_, i) =>
        createCompanyUser(companyId, {
          first_name: `Learner${i}`,
          last_name: 'Band',
          email: uniqueEmail('band'),
          role_id: ROLE.USER,
        }),
      ),
    );
    expect(created.every(({ user }) => user.is_reset_default_password === 0)).toBe(true);

    const profile = await call('GET', '/v1/user/profile', { token: admin.token });
    expect(profile.body.data.company.total_users).toBe(20);

    const refusedEmail = uniqueEmail('over');
    await expect(
      createCompanyUser(
        companyId,
        { first_name: 'One', last_name: 'Toomany', email: refusedEmail, role_id: ROLE.USER },
        { password: 'Over!Limit1' },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: MSG.PLAN_LIMIT });
    // Neither a lookup nor an identity was left: the address signs in to nothing and can register afresh.
    expect(
      (await call('POST', '/v1/clients/web/admin/login', { body: { email: refusedEmail, password: 'Over!Limit1' } }))
        .status,
    ).toBe(422);
    expect((await registerCompany({ email: refusedEmail })).user.id).toBeTruthy();
  });

  it('gives the new user a temporary password that leads to the default-password flow', async () => {
    const admin = await registerCompany();
    const email = uniqueEmail('temp');
    const { password } = await createCompanyUser(admin.user.company_id, {
      first_name: 'New',
      last_name: 'Starter',
      email,
      role_id: ROLE.MANAGER,
    });
    const login = await call('POST', '/v1/clients/web/admin/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toBe('');
    expect(login.body.user).toMatchObject({ role_id: ROLE.MANAGER, is_reset_default_password: 0 });
    expect(login.body.user.user_token).not.toBe('');
  });

  it('refuses an address that is already taken anywhere on the platform', async () => {
    const admin = await registerCompany();
    const other = await registerCompany();
    await expect(
      createCompanyUser(admin.user.company_id, {
        first_name: 'A',
        last_name: 'B',
        email: other.email,
        role_id: ROLE.USER,
      }),
    ).rejects.toMatchObject({ message: MSG.EMAIL_TAKEN });
  });
});
