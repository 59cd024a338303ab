import { ROLE } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { canAssignCourses, isTeamMember } from '../../people/team/policy';
import { findUser } from '../../people/users/user-repository';
import { findExternalTraining, type TExternalTrainingItem } from './external-training-repository';

/**
 * Who may do what with a record (object rules; the manifest holds the role rules). Another company's record is
 * never read (every key starts with the caller's company), and every denial is a 404, like a record that does not
 * exist.
 *
 * - read: the owner, the administrator (any record of the company), the owner's Team Manager.
 * - change (the learner's PATCH): the owner only.
 * - delete the record or its certificate: the owner or the administrator.
 */
type TCaller = Pick<TAuth, 'roleId' | 'userId'>;

export function canReadExternalTraining(auth: TCaller, owner: TUserItem): boolean {
  if (owner.user_id === auth.userId || auth.roleId === ROLE.ADMIN) return true;
  return auth.roleId === ROLE.MANAGER && isTeamMember(auth.userId, owner);
}

export function canDeleteExternalTraining(auth: TCaller, record: TExternalTrainingItem): boolean {
  return record.user_id === auth.userId || auth.roleId === ROLE.ADMIN;
}

/**
 * Whose records the caller may list (User Summary, user course report): the administrator any active user, a manager
 * the active learners of their team; the same rule as assigning them courses.
 */
export const canListUserExternalTraining = canAssignCourses;

/** The record with its owner, or a 404. */
export async function loadExternalTraining(
  companyId: string,
  trainingId: string,
): Promise<{ record: TExternalTrainingItem; owner: TUserItem }> {
  const record = await findExternalTraining(companyId, trainingId);
  const owner = record ? await findUser(companyId, record.user_id) : undefined;
  if (!record || !owner) throw AppError.notFound();
  return { record, owner };
}

/** An active user of the caller's company the administrator records training for; 422 on `user` otherwise. */
export async function requireActiveCompanyUser(companyId: string, userId: string): Promise<TUserItem> {
  const user = /^[A-Za-z0-9_-]{1,64}$/.test(userId) ? await findUser(companyId, userId) : undefined;
  if (!user || user.is_archived === 1) throw AppError.field('user', 'The selected user is invalid.');
  return user;
}
