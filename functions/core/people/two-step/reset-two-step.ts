import { ROLE } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import type { TAuth } from '../../platform/http/principal';
import { findUser } from '../users/user-repository';
import { turnOff } from './two-step-repository';

/**
 * An administrator's reset for someone who lost their phone and their recovery codes: the key and the codes go, the
 * user's sessions are left alone, and their next sign-in asks for the setup if their role requires it. A company's
 * administrator resets anyone of their company (the super administrator lives in no company); the super
 * administrator resets a company's administrators, whose own administrator cannot. `companyId` is the request's
 * scope (company-scope.ts): the caller's own company, or the one the super administrator named.
 */
export async function resetTwoStep(auth: TAuth, companyId: string, userId: string, log: TLog): Promise<void> {
  const user = await findUser(companyId, userId);
  if (!user || user.is_archived === 1) throw AppError.notFound();
  // The super administrator's reach here is administrators: anyone else is their own administrator's to reset.
  if (auth.roleId === ROLE.SUPER_ADMIN && user.role_id !== ROLE.ADMIN) throw AppError.notFound();
  await turnOff(user);
  log.info('audit: two-step verification reset by an administrator', {
    audit: 'user.two_step_reset',
    actor_id: auth.userId,
    actor_role: auth.roleId,
    company_id: companyId,
    user_id: userId,
  });
}
