import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { ROLE } from '@skillway/shared';
import { setPassword } from '../../platform/auth/identity-provider';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { userEntity } from '../../platform/db/entities/user';
import type { TUserItem } from '../../platform/db/types';
import { markPasswordOwned } from '../auth/consume-reset-token';
import { findActiveUserByEmail } from '../auth/email-owner';
import { joinTeam } from '../team/team-repository';
import { temporaryPassword } from '../users/temporary-password';
import type { TMappedProfile } from './claims-mapping';

/**
 * The IdP's word on the person, written on each sign-in: names and department when the IdP sent them (the directory
 * is the source of truth for a company that signs in through it; a value it did not send is left as it is). The
 * email is not changed here: it is the account's sign-in and lookup key (an administrator or SCIM changes it).
 * Returns whether anything was written.
 */
export async function applyProfile(user: TUserItem, profile: TMappedProfile): Promise<boolean> {
  const changes: Record<string, string> = {};
  if (profile.first_name && profile.first_name !== user.first_name) changes.first_name = profile.first_name;
  if (profile.last_name && profile.last_name !== user.last_name) changes.last_name = profile.last_name;
  if (profile.department !== undefined && profile.department !== user.department)
    changes.department = profile.department;
  if (Object.keys(changes).length === 0) return false;
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: user.company_id, user_id: user.user_id, ...changes })
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
}

/**
 * The manager the IdP names (its manager's email), as the product has managers: a learner joins the team of that
 * Team Manager of the same company (My Team's rule: members are learners, managers are Team Managers). A manager
 * the product does not know, of another company, archived or not a Team Manager changes nothing, and neither does an
 * answer without the claim. Returns the manager's id when the user joined their team.
 */
export async function applyManager(user: TUserItem, managerEmail: string | undefined): Promise<string | undefined> {
  if (!managerEmail || user.role_id !== ROLE.USER) return undefined;
  const manager = await findActiveUserByEmail(managerEmail);
  if (!manager || manager.company_id !== user.company_id || manager.role_id !== ROLE.MANAGER) return undefined;
  if (manager.user_id === user.user_id || user.manager_id === manager.user_id) return undefined;
  return (await joinTeam(user.company_id, user.user_id, manager.user_id)) ? manager.user_id : undefined;
}

/**
 * A user an administrator added who never chose a password (still on the temporary one, is_reset_default_password 0)
 * and now signs in through the IdP: the IdP proved who they are, so the temporary password is retired (replaced by a
 * long random one nobody is told, and its pending default-password token removed) and the account counts as set up,
 * so the session refreshes like anyone's. The temporary password would otherwise stay a way in known to whoever
 * read it. Where the company allows passwords, the user can set one with Forgot password.
 */
export async function retireTemporaryPassword(user: TUserItem): Promise<boolean> {
  if (user.is_reset_default_password !== 0) return false;
  await setPassword(user.user_id, temporaryPassword(40));
  return markPasswordOwned(user, { attr: 'is_reset_default_password', eq: 0 });
}
