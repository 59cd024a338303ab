import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { MSG, ROLE } from '@skillway/shared';
import { deleteIdentity } from '../platform/auth/identity-provider';
import { companyEntity } from '../platform/db/entities/company';
import { emailLookupEntity } from '../platform/db/entities/email-lookup';
import { userEntity } from '../platform/db/entities/user';
import { cancellationCodes, transact } from '../platform/db/transactions';
import type { TUserItem } from '../platform/db/types';
import { changeEnrolments } from '../delivery/enrolment/change-enrolments';
import type { TSource } from '../delivery/enrolment/enrolment-rules';
import { listUserEnrolments } from '../delivery/enrolment/enrolment-repository';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import type { TAuth } from '../platform/http/principal';
import { deleteAllNotifications } from '../oversight/notifications/notification-repository';
import { disbandTeam } from '../people/team/save-team';
import { deleteUploadRecord } from '../platform/uploads/upload-repository';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { deleteUserHistory } from '../content/courses/course-history-repository';
import { deleteUserResumePoints } from '../delivery/progress/resume-point-repository';
import { removeUserFromAllGroups } from './set-user-groups';
import { findUser } from '../people/users/user-repository';
import { deleteUserExternalTraining } from '../learner/external-training/external-training-commands';
import { deleteUserXapiData } from '../learner/xapi/delete-user-data';
import { deleteUserRefreshSessions } from '../people/auth/refresh-session-repository';

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

/** Every enrolment of the user loses every source, which deletes it and moves the course and playlist counters. */
async function removeEnrolments(companyId: string, userId: string): Promise<void> {
  const enrolments = await listUserEnrolments(companyId, userId);
  await changeEnrolments(
    companyId,
    enrolments.flatMap((enrolment) =>
      Object.keys(enrolment.sources).map((source) => ({
        userId,
        target: { type: enrolment.target_type, id: enrolment.target_id },
        change: { op: 'remove' as const, source: source as TSource },
      })),
    ),
  );
}

async function removeAvatar(companyId: string, key: string, log: TLog): Promise<void> {
  try {
    await requestFilesDeletion(companyId, { keys: [key] });
    await deleteUploadRecord(companyId, key);
  } catch (error) {
    // The picture is not worth failing the deletion for; the log names it for a clean-up.
    log.warn("could not delete a deleted user's picture", { key, error: error as Error });
  }
}

/** The user item, the address lookup and (for an active user) a place in the band go together. */
async function deleteRecords(companyId: string, user: TUserItem): Promise<void> {
  try {
    await transact([
      userEntity()
        .build(DeleteTransaction)
        .key({ company_id: companyId, user_id: user.user_id })
        .options({ condition: { attr: 'is_archived', eq: user.is_archived } }),
      emailLookupEntity()
        .build(DeleteTransaction)
        .key({ email: user.email })
        .options({ condition: { attr: 'user_id', eq: user.user_id } }),
      ...(user.is_archived === 1
        ? []
        : [
            companyEntity()
              .build(UpdateTransaction)
              .item({ company_id: companyId, total_users: $add(-1) })
              .options({ condition: { attr: 'company_id', exists: true } }),
          ]),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) {
      throw new AppError('CONFLICT', 'The user changed meanwhile. Please reload and try again.');
    }
    throw error;
  }
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
  await removeEnrolments(companyId, user.user_id);
  // Unenrolling deleted each course's history already; this also catches any left by an interrupted run.
  await deleteUserHistory(companyId, user.user_id);
  await deleteUserResumePoints(companyId, user.user_id);
  if (user.role_id === ROLE.MANAGER) await disbandTeam(companyId, user.user_id);
  await deleteAllNotifications(companyId, user.user_id);
  await deleteUserExternalTraining(companyId, user.user_id);
  await deleteUserXapiData(companyId, user.user_id);
  await deleteUserRefreshSessions(companyId, user.user_id);
  if (user.avatar_key) await removeAvatar(companyId, user.avatar_key, log);
  try {
    await deleteIdentity(user.user_id);
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
  await deleteRecords(companyId, user);
  log.info('user deleted permanently', { user_id: user.user_id, company_id: companyId });
}
