import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { MSG, ROLE } from '@skillway/shared';
import { emailLookupEntity } from '../platform/db/entities/email-lookup';
import { userEntity } from '../platform/db/entities/user';
import type { TUserItem } from '../platform/db/types';
import { listUserEnrolments } from '../delivery/enrolment/enrolment-repository';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import type { TAuth } from '../platform/http/principal';
import { deleteAllNotifications } from '../oversight/notifications/notification-repository';
import { disbandTeam } from '../people/team/save-team';
import { deleteUserHistory } from '../content/courses/course-history-repository';
import { deleteUserResumePoints } from '../delivery/progress/resume-point-repository';
import { removeUserFromAllGroups } from './set-user-groups';
import { deleteSignInIdentity, removeUserEnrolments, removeUserPicture } from './user-removal';
import { freedBandPlace, transactUserRecord } from '../people/users/user-record-removal';
import { findUser } from '../people/users/user-repository';
import { deleteUserExternalTraining } from '../learner/external-training/external-training-commands';
import { deleteUserXapiData } from '../learner/xapi/delete-user-data';
import { deleteUserRefreshSessions } from '../people/auth/refresh-session-repository';

/** The user item, the address lookup and (for an active user) a place in the band go together. */
async function deleteRecords(companyId: string, user: TUserItem): Promise<void> {
  await transactUserRecord([
    userEntity()
      .build(DeleteTransaction)
      .key({ company_id: companyId, user_id: user.user_id })
      .options({ condition: { attr: 'is_archived', eq: user.is_archived } }),
    emailLookupEntity()
      .build(DeleteTransaction)
      .key({ email: user.email })
      .options({ condition: { attr: 'user_id', eq: user.user_id } }),
    ...freedBandPlace(companyId, user),
  ]);
}

/**
 * Deletes a user and all their data, permanently: group memberships (with the group counters and the enrolments
 * they gave), every enrolment (with the course and playlist counters), their team (members are released), their
 * notifications, external training (with its certificates), LRS statements and documents, refresh sessions and picture, the Cognito identity, and finally the
 * user, the address lookup and their place in the band in one transaction. Every step is idempotent, so a retry
 * after a failure finishes the job. The administrator and the caller themself cannot be deleted.
 */
export async function deleteUserPermanently(auth: TAuth, companyId: string, userId: string, log: TLog): Promise<void> {
  const user = await findUser(companyId, userId, true);
  if (!user) throw AppError.notFound();
  if (user.user_id === auth.userId) throw AppError.field('id', MSG.CANNOT_DELETE_SELF);
  if (user.role_id === ROLE.ADMIN) throw AppError.field('id', MSG.CANNOT_DELETE_ADMIN);

  await removeUserFromAllGroups(companyId, user.user_id);
  await removeUserEnrolments(companyId, user.user_id, await listUserEnrolments(companyId, user.user_id));
  // Unenrolling deleted each course's history already; this also catches any left by an interrupted run.
  await deleteUserHistory(companyId, user.user_id);
  await deleteUserResumePoints(companyId, user.user_id);
  if (user.role_id === ROLE.MANAGER) await disbandTeam(companyId, user.user_id);
  await deleteAllNotifications(companyId, user.user_id);
  await deleteUserExternalTraining(companyId, user.user_id);
  await deleteUserXapiData(companyId, user.user_id, user.email);
  await deleteUserRefreshSessions(companyId, user.user_id);
  if (user.avatar_key) await removeUserPicture(companyId, user.avatar_key, log);
  await deleteSignInIdentity(user.user_id);
  await deleteRecords(companyId, user);
  log.info('user deleted permanently', { user_id: user.user_id, company_id: companyId });
}
