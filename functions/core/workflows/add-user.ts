import { MSG, ROLE, type TRoleId, type TUserCreateBody } from '@skillway/shared';
import type { TCompanyItem, TUserItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import { assertValidTeam, saveTeam } from '../people/team/save-team';
import { createCompanyUser } from '../people/users/create-user';
import type { TJustWritten } from '../people/users/get-user-detail';
import { setUserGroups } from './set-user-groups';
import { assertGroupsExist } from '../people/users/user-groups';
import { findUser, listCompanyUsers } from '../people/users/user-repository';
import { queueWelcomeEmails } from '../people/users/welcome-email-requests';

/** Adding a user sends the welcome email when asked to, unless the company switched mail off (absent means on). */
export function shouldSendWelcome(company: Pick<TCompanyItem, 'enable_mail'>, sendEmail: 0 | 1 | undefined): boolean {
  return sendEmail === 1 && company.enable_mail !== 0;
}

/**
 * POST /user: checks the groups and (for a manager) the team first, then creates the identity, the user, the address
 * lookup and the company's user counter in one transaction (the band maximum is its condition), then the group
 * memberships with their enrolments, the team, and the queued welcome email (which never fails the create).
 */
export async function addUser(
  company: TCompanyItem,
  body: TUserCreateBody,
  log: TLog,
): Promise<{ user: TUserItem; welcomeQueued: boolean; written: TJustWritten }> {
  const companyId = company.company_id;
  const roleId = (body.role_id ?? ROLE.USER) as TRoleId;
  const groups = body.groups ?? [];
  const team = body.assigned_users ?? [];
  if (team.length > 0 && roleId !== ROLE.MANAGER) throw AppError.field('assigned_users', MSG.TEAM_ONLY_MANAGER);

  await assertGroupsExist(companyId, groups);
  if (team.length > 0) {
    const users = await listCompanyUsers(companyId);
    // The new user has no id yet, so no listed id can be theirs.
    assertValidTeam('', team, new Map(users.map((user) => [user.user_id, user])));
  }

  const { user: created } = await createCompanyUser(
    companyId,
    {
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      role_id: roleId,
      ...(body.unique_id ? { unique_id: body.unique_id } : {}),
    },
    body.password ? { password: body.password } : {},
  );

  if (groups.length > 0) await setUserGroups(companyId, created.user_id, groups);
  if (team.length > 0) await saveTeam(companyId, created.user_id, team);
  // Read back: memberships and the enrolments they brought moved the user's counters.
  const user = (await findUser(companyId, created.user_id, true)) ?? created;

  const welcomeQueued =
    shouldSendWelcome(company, body.send_email) && (await queueWelcome(companyId, user.user_id, log));
  log.info('user added', { user_id: user.user_id, role_id: roleId, groups: groups.length, team: team.length, welcomeQueued });
  return { user, welcomeQueued, written: { groupIds: groups, team } };
}

/**
 * The user exists once the transaction is written, so a welcome email that cannot be queued (EventBridge still
 * failing after retries) must not turn the accepted create into an error the client would repeat (the repeat would
 * find the address taken): it is logged, the user stays "not sent", and the row's Send welcome email action remains.
 */
async function queueWelcome(companyId: string, userId: string, log: TLog): Promise<boolean> {
  try {
    await queueWelcomeEmails(companyId, [userId]);
    return true;
  } catch (error) {
    log.error('welcome email not queued', { user_id: userId, error: error as Error });
    return false;
  }
}
