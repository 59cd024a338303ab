/**
 * createSuperAdmin (the first super administrator of a stage, infra/ops/bootstrap-super-admin.ts) against the running
 * stack's table and user pool.
 */
import { describe, expect, it } from 'vitest';
import { MSG, PLATFORM_COMPANY_ID, REFRESH_COOKIE_NAME, ROLE } from '@skillway/shared';
import { registerCompany, uniqueEmail } from '../../../../test/factories/accounts';
import { call } from '../../../../test/factories/http';
import { findEmailOwner } from '../auth/email-owner';
import { findUser } from './user-repository';
import { createSuperAdmin } from './create-super-admin';

describe('createSuperAdmin', () => {
  it('makes a platform super administrator whose temporary password only leads to the first sign-in steps', async () => {
    const email = uniqueEmail('ops');
    const created = await createSuperAdmin({
      email: ` ${email.toUpperCase()} `,
      first_name: 'Ops',
      last_name: 'Admin',
    });
    expect(created.email).toBe(email);
    expect(created.temporaryPassword.length).toBeGreaterThanOrEqual(14);

    expect(await findEmailOwner(email)).toEqual({ companyId: PLATFORM_COMPANY_ID, userId: created.userId });
    const user = await findUser(PLATFORM_COMPANY_ID, created.userId, true);
    expect(user).toMatchObject({ role_id: ROLE.SUPER_ADMIN, is_reset_default_password: 0, email });

    // The temporary password signs in to no session: it must be replaced first (and two-step set up).
    const login = await call('POST', '/v1/clients/web/admin/login', {
      body: { email, password: created.temporaryPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body.access_token ?? '').toBe('');
    expect(login.headers.getSetCookie().filter((cookie) => cookie.startsWith(REFRESH_COOKIE_NAME))).toEqual([]);
  });

  it('refuses an address that already has an account, and changes nothing', async () => {
    const admin = await registerCompany();
    await expect(
      createSuperAdmin({ email: admin.email, first_name: 'Taken', last_name: 'Address' }),
    ).rejects.toMatchObject({ message: MSG.EMAIL_TAKEN });
    expect(await findEmailOwner(admin.email)).toEqual({ companyId: admin.user.company_id, userId: admin.user.id });
  });

  it('refuses a malformed address or a missing name before touching anything', async () => {
    await expect(createSuperAdmin({ email: 'not-an-address', first_name: 'A', last_name: 'B' })).rejects.toThrow(
      'The email must be a valid email address.',
    );
    await expect(createSuperAdmin({ email: uniqueEmail('ops'), first_name: '', last_name: 'B' })).rejects.toThrow(
      'The first name field is required.',
    );
  });
});
