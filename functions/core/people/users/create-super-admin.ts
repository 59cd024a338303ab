import * as z from 'zod/mini';
import { PLATFORM_COMPANY_ID, ROLE, ZEmail, requiredString } from '@skillway/shared';
import { findEmailOwner } from '../auth/email-owner';
import { createUserWithIdentity, emailTaken } from './create-user';
import { temporaryPassword } from './temporary-password';

export const ZSuperAdminInput = z.object({
  email: ZEmail,
  first_name: requiredString('first name', 50),
  last_name: requiredString('last name', 50),
});

/**
 * A super administrator (company `platform`, role 1) in the table and the user pool, for the first one of a stage
 * (infra/ops/bootstrap-super-admin.ts). The password is a temporary one, shown once to the operator: at first
 * sign-in it must be replaced (the default-password flow), and two-step verification set up, as for every super
 * administrator. An address that already has an account is refused (nothing is changed).
 */
export async function createSuperAdmin(
  input: z.input<typeof ZSuperAdminInput>,
): Promise<{ userId: string; email: string; temporaryPassword: string }> {
  const person = z.parse(ZSuperAdminInput, input);
  if (await findEmailOwner(person.email)) throw emailTaken();
  const password = temporaryPassword();
  const user = await createUserWithIdentity({
    companyId: PLATFORM_COMPANY_ID,
    user: { ...person, role_id: ROLE.SUPER_ADMIN },
    password,
    isResetDefaultPassword: 0,
  });
  return { userId: user.user_id, email: person.email, temporaryPassword: password };
}
