import { MSG, ROLE, type TRoleId, type TUserUpdateBody } from '@skillway/shared';
import { endSessions, revokeToken } from '../people/auth/end-sessions';
import { setPassword } from '../platform/auth/identity-provider';
import type { TUserItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import type { TAuth } from '../platform/http/principal';
import { assertCanChangeUser } from '../people/team/policy';
import { assertValidTeam, saveTeam } from '../people/team/save-team';
import { listTeamMembers } from '../people/team/team-repository';
import { changeStaffRole, handOverAdministrator } from '../people/users/change-role';
import { changeUserEmail } from '../people/users/change-user-email';
import { noticeAdministratorEmailChange } from '../people/auth/email-change';
import type { TCompanyScope } from '../people/users/company-scope';
import type { TJustWritten } from '../people/users/get-user-detail';
import { setUserGroups } from './set-user-groups';
import { assertGroupsExist } from '../people/users/user-groups';
import { findUser, listCompanyUsers, updateUser } from '../people/users/user-repository';

export interface TEditOutcome {
  user: TUserItem;
  /** The caller handed the administrator role over and is now a Team Manager. */
  handedOver: boolean;
  /** The caller changed their own password: their sessions have ended. */
  passwordChanged: boolean;
  /** Groups and team as this request set them (absent: unchanged). */
  written: TJustWritten;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}

interface TPlan {
  newRole: TRoleId;
  roleChanges: boolean;
  team: string[] | undefined;
}

/**
 * The rules of PUT /users/{id}, checked before anything is written:
 * - roles: only the administrator (or the super administrator) changes them; nobody changes their own; the
 *   administrator's role changes only by handing it to someone else (role 2 on another user);
 * - the team (`assigned_users`) belongs to a Team Manager: only the administrator sets it, with active learners of
 *   the same company, never the manager themself;
 * - a password only when editing oneself.
 */
async function plan(auth: TAuth, companyId: string, target: TUserItem, body: TUserUpdateBody): Promise<TPlan> {
  const self = target.user_id === auth.userId;
  const byManager = auth.roleId === ROLE.MANAGER;
  const newRole = (body.role_id ?? target.role_id) as TRoleId;
  const roleChanges = newRole !== target.role_id;

  if (roleChanges) {
    if (byManager) throw new AppError('FORBIDDEN', MSG.ONLY_ADMIN_CAN_CHANGE_ROLE);
    if (self) throw AppError.field('role_id', MSG.OWN_ROLE_UNCHANGEABLE);
    if (target.role_id === ROLE.ADMIN) throw AppError.field('role_id', MSG.ADMIN_ROLE_FIXED);
  }
  if (body.password !== undefined && !self) throw AppError.field('password', MSG.PASSWORD_ONLY_SELF);
  if (body.groups !== undefined) await assertGroupsExist(companyId, body.groups);

  let team: string[] | undefined;
  if (body.assigned_users !== undefined) {
    if (newRole !== ROLE.MANAGER) {
      if (body.assigned_users.length > 0) throw AppError.field('assigned_users', MSG.TEAM_ONLY_MANAGER);
    } else if (byManager) {
      // The panel sends the team back unchanged; only a change is refused.
      const current = (await listTeamMembers(companyId, target.user_id)).map((member) => member.user_id);
      if (!sameMembers(current, body.assigned_users)) throw new AppError('FORBIDDEN', MSG.ONLY_ADMIN_CAN_CHANGE_ROLE);
    } else {
      const users = await listCompanyUsers(companyId);
      assertValidTeam(target.user_id, body.assigned_users, new Map(users.map((user) => [user.user_id, user])));
      team = body.assigned_users;
    }
  }
  return { newRole, roleChanges, team };
}

/** The administrators of the company other than `exceptId` (normally exactly one). */
async function currentAdministrators(companyId: string, exceptId: string): Promise<string[]> {
  const users = await listCompanyUsers(companyId, true);
  return users.filter((user) => user.role_id === ROLE.ADMIN && user.user_id !== exceptId).map((user) => user.user_id);
}

/**
 * PUT /users/{id}: names, email (unique platform-wide), unique id, groups (with the enrolments they drive), role
 * (2 hands the administrator role over in one transaction: the previous administrator becomes a Team Manager), a
 * manager's team, one's own password (every session then ends), and the welcome-email flag (`reset_email` 1 marks
 * it as not sent). A manager edits only themself and their own team's learners, and changes no role or team.
 */
export async function editUser(
  auth: TAuth,
  scope: TCompanyScope,
  userId: string,
  body: TUserUpdateBody,
  log: TLog,
): Promise<TEditOutcome> {
  const { companyId } = scope;
  const target = assertCanChangeUser(auth, await findUser(companyId, userId, true));
  const { newRole, roleChanges, team } = await plan(auth, companyId, target, body);
  const self = target.user_id === auth.userId;

  if (body.email.toLowerCase() !== target.email) {
    // One's own address changes on the profile only, with the current password and the new address's confirmation.
    if (self) throw AppError.field('email', MSG.EMAIL_CHANGE_ON_PROFILE);
    await changeUserEmail(target, body.email);
    // Audited (who changed whose address, from what to what), and the old address is told: the user may not know.
    log.info('audit: user email changed by another user', {
      audit: 'user.email_changed',
      actor_id: auth.userId,
      actor_role: auth.roleId,
      company_id: companyId,
      user_id: target.user_id,
      from: target.email,
      to: body.email.toLowerCase(),
    });
    await noticeAdministratorEmailChange(target, body.email);
  }
  await updateUser(companyId, target.user_id, {
    first_name: body.first_name,
    last_name: body.last_name,
    ...(body.unique_id !== undefined ? { unique_id: body.unique_id || null } : {}),
    ...(body.reset_email !== undefined ? { is_mail_sent: body.reset_email === 1 ? 0 : 1 } : {}),
  });
  if (body.groups !== undefined) await setUserGroups(companyId, target.user_id, body.groups);

  let handedOver = false;
  if (roleChanges && newRole === ROLE.ADMIN) {
    const admins = await currentAdministrators(companyId, target.user_id);
    await handOverAdministrator(companyId, target, admins);
    handedOver = admins.includes(auth.userId);
    log.info('administrator role handed over', { to: target.user_id, from: admins });
  } else if (roleChanges) {
    await changeStaffRole(companyId, target, newRole);
  }
  if (team !== undefined) await saveTeam(companyId, target.user_id, team);

  let passwordChanged = false;
  if (body.password !== undefined && self) {
    await setPassword(target.user_id, body.password);
    await updateUser(companyId, target.user_id, { is_reset_default_password: 1 });
    // As with the password screen: the presented token and every older one stop working.
    await revokeToken(auth.companyId, auth.userId, auth.token);
    await endSessions(auth.companyId, auth.userId, 'tokens');
    passwordChanged = true;
  }

  const user = await findUser(companyId, target.user_id, true);
  if (!user) throw AppError.notFound();
  // A manager's team after a role change: released (learner), or what this request saved.
  const written: TJustWritten = {
    ...(body.groups !== undefined ? { groupIds: body.groups } : {}),
    ...(team !== undefined ? { team } : roleChanges ? { team: [] } : {}),
  };
  return { user, handedOver, passwordChanged, written };
}
