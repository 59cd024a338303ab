import { MSG, ROLE, type TRoleId, type TUserCreateBody } from '@skillway/shared';
import type { TCompanyItem, TUserItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import { assertValidTeam, saveTeam } from '../people/team/save-team';
import { createCompanyUser } from '../people/users/create-user';
import type { TJustWritten } from '../people/users/get-user-detail';
import { setUserGroups } from './set-user-groups';
import { assertGroupsExist } from '../people/users/user-groups';
import { findUser, listCompanyUsers, updateUser } from '../people/users/user-repository';
import { findEmailOwner } from '../people/auth/email-owner';
import { queueWelcomeEmails } from '../people/users/welcome-email-requests';

/** Adding a user sends the welcome email when asked to, unless the company switched mail off (absent means on). */
export function shouldSendWelcome(company: Pick<TCompanyItem, 'enable_mail'>, sendEmail: 0 | 1 | undefined): boolean {
  return sendEmail === 1 && company.enable_mail !== 0;
}

/** How long after a create that stopped part-way its administrator's repeat finishes it (rather than 'address taken'). */
const PENDING_CREATE_REPEAT_MS = 60 * 60 * 1000;

/**
 * The user a create by `by` wrote and did not finish (a fault after its transaction), when this is that create
 * repeated: same company, same administrator, same name and role, within the repeat window. Anything else is left to
 * the create, which answers 'address taken' for an address in use.
 */
async function unfinishedCreate(
  companyId: string,
  body: TUserCreateBody,
  roleId: TRoleId,
  by: string,
): Promise<TUserItem | undefined> {
  const owner = await findEmailOwner(body.email);
  if (owner?.companyId !== companyId) return undefined;
  const user = await findUser(companyId, owner.userId, true);
  if (!user || user.create_pending_by !== by) return undefined;
  const recent = Date.now() - Date.parse(user.created_at) < PENDING_CREATE_REPEAT_MS;
  const same = user.first_name === body.first_name && user.last_name === body.last_name && user.role_id === roleId;
  return recent && same ? user : undefined;
}

/**
 * POST /user: checks the groups and (for a manager) the team first, then creates the identity, the user, the address
 * lookup and the company's user counter in one transaction (the band maximum is its condition), then the group
 * memberships with their enrolments, the team, and the queued welcome email (which never fails the create).
 * Safe to repeat after a fault: when groups or a team follow the transaction, the user is written marked
 * `create_pending_by` (the administrator, `by`) until they are; a repeat of the create by the same administrator
 * finds the marked user and makes the remaining writes (each idempotent) instead of meeting 'address taken', so a
 * 503 part-way and its repeat leave exactly one user with everything.
 */
export async function addUser(
  company: TCompanyItem,
  body: TUserCreateBody,
  by: string,
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

  const followUps = groups.length > 0 || team.length > 0;
  const unfinished = followUps ? await unfinishedCreate(companyId, body, roleId, by) : undefined;
  const created =
    unfinished ??
    (
      await createCompanyUser(
        companyId,
        {
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          role_id: roleId,
          ...(body.unique_id ? { unique_id: body.unique_id } : {}),
          ...(followUps ? { create_pending_by: by } : {}),
        },
        body.password ? { password: body.password } : {},
      )
    ).user;
  if (unfinished) log.info('finishing an unfinished user create', { user_id: unfinished.user_id });

  if (groups.length > 0) await setUserGroups(companyId, created.user_id, groups);
  if (team.length > 0) await saveTeam(companyId, created.user_id, team);
  if (followUps) await updateUser(companyId, created.user_id, { create_pending_by: null });
  // Read back: memberships and the enrolments they brought moved the user's counters.
  const user = (await findUser(companyId, created.user_id, true)) ?? created;

  const welcomeQueued =
    shouldSendWelcome(company, body.send_email) && (await queueWelcome(companyId, user.user_id, log));
  log.info('user added', {
    user_id: user.user_id,
    role_id: roleId,
    groups: groups.length,
    team: team.length,
    welcomeQueued,
  });
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
