import { ROLE } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';

/**
 * Who may see and change which company user (object rules; the manifest holds the role rules). Records of other
 * companies never get here: repositories read under the caller's company key, so they are simply not found.
 *
 * - The administrator and the super administrator: every user of the company.
 * - A Team Manager: themselves, and the active learners of their own team (members whose `manager_id` is theirs).
 * - A learner: themselves.
 *
 * A denial is a 404, like another company's record: a manager learns nothing about users outside their team.
 */
export function isTeamMember(managerId: string, user: TUserItem): boolean {
  return user.manager_id === managerId && user.role_id === ROLE.USER && user.is_archived !== 1;
}

export function canSeeUser(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem): boolean {
  if (auth.roleId === ROLE.ADMIN || auth.roleId === ROLE.SUPER_ADMIN) return true;
  if (user.user_id === auth.userId) return true;
  return auth.roleId === ROLE.MANAGER && isTeamMember(auth.userId, user);
}

/** Changing follows seeing; what a manager may change on a visible user is narrowed by the edit service. */
const canChangeUser = canSeeUser;

export function assertCanSeeUser(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem | undefined): TUserItem {
  if (!user || !canSeeUser(auth, user)) throw AppError.notFound();
  return user;
}

export function assertCanChangeUser(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem | undefined): TUserItem {
  if (!user || !canChangeUser(auth, user)) throw AppError.notFound();
  return user;
}

/** Emailing: a manager writes to their own team, the administrator to any active user of the company. */
export function canEmailUser(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem): boolean {
  if (user.is_archived === 1 || user.user_id === auth.userId) return false;
  if (auth.roleId === ROLE.ADMIN) return true;
  return auth.roleId === ROLE.MANAGER && isTeamMember(auth.userId, user);
}

/**
 * My Team's Nudge follows emailing: a manager nudges a member of their own team, the administrator any other active
 * user of the company; anyone else is a 404.
 */
export function assertCanNudgeUser(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem | undefined): TUserItem {
  if (!user || !canEmailUser(auth, user)) throw AppError.notFound();
  return user;
}

/**
 * Assigning courses to a user (My Team panels): a manager assigns the active learners of their own team, the
 * administrator any active user of the company. Nobody assigns through here to an archived user.
 */
export function canAssignCourses(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem): boolean {
  if (user.is_archived === 1) return false;
  if (auth.roleId === ROLE.ADMIN) return true;
  return auth.roleId === ROLE.MANAGER && isTeamMember(auth.userId, user);
}

/** The user whose courses the caller may change, or 404 (outside the team, archived, another company's). */
export function assertCanAssignCourses(auth: Pick<TAuth, 'roleId' | 'userId'>, user: TUserItem | undefined): TUserItem {
  if (!user || !canAssignCourses(auth, user)) throw AppError.notFound();
  return user;
}
