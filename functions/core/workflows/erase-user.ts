import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ROLE } from '@skillway/shared';
import type { TErasedUser } from '@skillway/shared/schemas/privacy';
import { deleteTableKeys } from '../platform/db/batch-write';
import { courseHistoryEntity } from '../platform/db/entities/course-history';
import { personalDataExportEntity } from '../platform/db/entities/personal-data-export';
import { xapiSessionEntity } from '../platform/db/entities/xapi';
import { keys } from '../platform/db/keys';
import { SkillwayTable } from '../platform/db/table';
import type { TUserItem } from '../platform/db/types';
import type { TLog } from '../platform/http/logger';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { deleteUserRefreshSessions } from '../people/auth/refresh-session-repository';
import { anonymiseUserRecord, deleteIdentityLinks, removePersonalText } from '../people/privacy/erasure/anonymise-user';
import { newPseudonym, type TPseudonym } from '../people/privacy/erasure/pseudonym';
import { getPrivacySettings } from '../people/privacy/retention/privacy-settings';
import { disbandTeam } from '../people/team/save-team';
import { deleteUserHistory } from '../content/courses/course-history-repository';
import { listUserEnrolments, type TEnrolmentItem } from '../delivery/enrolment/enrolment-repository';
import { deleteUserResumePoints } from '../delivery/progress/resume-point-repository';
import { deleteUserExternalTraining } from '../learner/external-training/external-training-commands';
import { deleteUserXapiData } from '../learner/xapi/delete-user-data';
import { erasureOf, findAuditErasure, writeAuditErasure } from '../oversight/audit/audit-erasures';
import { auditLogPosition, pseudonymiseAuditEvents } from '../oversight/audit/pseudonymise-user-events';
import { deleteAllNotifications } from '../oversight/notifications/notification-repository';
import { removeUserFromAllGroups } from './set-user-groups';
import { deleteSignInIdentity, removeUserEnrolments, removeUserPicture } from './user-removal';
import { keepTrainingRecords } from './keep-training-records';

/** The certificates of the user's enrolments and archived runs (their audit events print the name), before they go. */
async function userCertificateIds(companyId: string, userId: string, enrolments: readonly TEnrolmentItem[]) {
  const { Items: history = [] } = await SkillwayTable.build(QueryCommand)
    .entities(courseHistoryEntity())
    .query({ index: 'gsi1', partition: keys.userHistoryIndexPk(companyId, userId) })
    .options({ maxPages: Infinity, attributes: ['certificate_id'] })
    .send();
  return [
    ...enrolments.flatMap((enrolment) => [enrolment.certificate_id, enrolment.current_certificate_id]),
    ...history.map((run) => run.certificate_id),
  ].filter((id): id is string => !!id);
}

/** The user's LRS launch sessions (they carry the actor's name until their TTL): the company's, by prefix. */
async function deleteXapiSessions(companyId: string, userId: string): Promise<void> {
  const partition = keys.company(companyId);
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(xapiSessionEntity())
    .query({ partition, range: { beginsWith: keys.xapiSessionSk('') } })
    .options({ maxPages: Infinity, attributes: ['session_id', 'user_id'] })
    .send();
  await deleteTableKeys(
    Items.filter((session) => session.user_id === userId).map((session) => ({
      pk: partition,
      sk: keys.xapiSessionSk(session.session_id),
    })),
  );
}

/** The user's Download my data exports (their name, and a zip of their data): the items and the files go. */
async function deletePersonalDataExports(companyId: string, userId: string): Promise<void> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(personalDataExportEntity())
    .query({ index: 'gsi1', partition: keys.userPersonalDataExportsIndexPk(companyId, userId) })
    .options({ maxPages: Infinity })
    .send();
  await requestFilesDeletion(companyId, { keys: Items.flatMap((item) => (item.key ? [item.key] : [])) });
  await deleteTableKeys(
    Items.map((item) => ({ pk: keys.company(companyId), sk: keys.personalDataExportSk(item.export_id) })),
  );
}

/**
 * Erases (anonymises) a user (docs/privacy.md "Erasure, step by step"): first the audit tombstone (events appended
 * from then on carry the pseudonym); memberships, notifications, resume points, raw learning data, LRS data, refresh
 * sessions, the picture, SSO and SCIM links and the identity account go; the training records go too unless the
 * company keeps them as a legal obligation (then they stay under the pseudonym); the audit events already about and
 * by the user are pseudonymised; last, the User's names and email become the pseudonym in one transaction with the
 * address lookup's deletion. Each step is idempotent, so a retry finishes the job; the final step is what makes the
 * user "erased".
 */
export async function eraseUser(
  companyId: string,
  user: TUserItem,
  log: TLog,
  chosen: TPseudonym = newPseudonym(),
  /**
   * false for a retention run: a user archived for months has no audited write still on its way, so the events
   * appended while the erasure runs need no read of their own (the tombstone covers any that come).
   */
  recentAuditEvents = true,
): Promise<TErasedUser> {
  const userId = user.user_id;
  const settings = await getPrivacySettings(companyId, true);
  const keep = settings.legal_records === 1;
  const enrolments = await listUserEnrolments(companyId, userId);
  const certificateIds = await userCertificateIds(companyId, userId, enrolments);
  // First the tombstone (docs/privacy.md "The audit log"): from here on the audit consumer appends any event by or
  // about the user with the pseudonym; a retry of an erasure that failed part-way keeps the pseudonym it began with.
  const since = recentAuditEvents ? await auditLogPosition(companyId) : undefined;
  const pseudonym = (await findAuditErasure(companyId, userId))?.pseudonym ?? chosen;
  await writeAuditErasure(companyId, erasureOf(user, pseudonym));

  if (keep) {
    await keepTrainingRecords(companyId, user, enrolments, pseudonym);
  } else {
    await removeUserFromAllGroups(companyId, userId);
    await removeUserEnrolments(companyId, userId, enrolments);
    await deleteUserHistory(companyId, userId);
    await deleteUserExternalTraining(companyId, userId);
  }
  await deleteUserResumePoints(companyId, userId);
  if (user.role_id === ROLE.MANAGER) await disbandTeam(companyId, userId);
  await deleteAllNotifications(companyId, userId);
  await deleteUserXapiData(companyId, userId, user.email);
  await deleteXapiSessions(companyId, userId);
  await deletePersonalDataExports(companyId, userId);
  await deleteUserRefreshSessions(companyId, userId);
  await deleteIdentityLinks(companyId, userId);
  await removePersonalText(companyId, user, pseudonym);
  if (user.avatar_key) await removeUserPicture(companyId, user.avatar_key, log);
  await deleteSignInIdentity(userId);
  // The events already in the log: found through the actor and target indexes, and those appended since the
  // erasure began read from the table; any appended from now on already carry the pseudonym.
  await pseudonymiseAuditEvents(companyId, user, pseudonym, {
    certificateIds,
    ...(since === undefined ? {} : { since }),
  });
  await anonymiseUserRecord(companyId, user, pseudonym);
  log.info('user erased', { user_id: userId, company_id: companyId, records_kept: keep });
  return {
    id: userId,
    first_name: pseudonym.first_name,
    last_name: pseudonym.last_name,
    email: pseudonym.email,
    records_kept: keep,
  };
}
