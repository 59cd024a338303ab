import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ROLE } from '@skillway/shared';
import { ERASURE_MSG, PRIVACY_REQUEST_STATUS, isErasedEmail } from '@skillway/shared/constants/privacy';
import type { TErasedUser, TPrivacyDecisionBody, TPrivacyRequest } from '@skillway/shared/schemas/privacy';
import { batchWriteAll, deleteTableKeys } from '../platform/db/batch-write';
import { sendUnlessConditionFails } from '../platform/db/conditional-write';
import { certificateEntity } from '../platform/db/entities/certificate';
import { courseHistoryEntity } from '../platform/db/entities/course-history';
import { enrolmentEntity } from '../platform/db/entities/enrolment';
import { personalDataExportEntity } from '../platform/db/entities/personal-data-export';
import { testLogEntity } from '../platform/db/entities/test-log';
import { xapiSessionEntity } from '../platform/db/entities/xapi';
import { keys } from '../platform/db/keys';
import { SkillwayTable } from '../platform/db/table';
import type { TUserItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { deleteUserRefreshSessions } from '../people/auth/refresh-session-repository';
import { anonymiseUserRecord, deleteIdentityLinks, removePersonalText } from '../people/privacy/erasure/anonymise-user';
import {
  completeOpenRequests,
  findPrivacyRequest,
  moveRequest,
  presentPrivacyRequest,
} from '../people/privacy/erasure/erasure-requests';
import { newPseudonym, replacePersonalText, type TPseudonym } from '../people/privacy/erasure/pseudonym';
import { getPrivacySettings } from '../people/privacy/retention/privacy-settings';
import { disbandTeam } from '../people/team/save-team';
import { findUser } from '../people/users/user-repository';
import { deleteUserHistory } from '../content/courses/course-history-repository';
import { listUserEnrolments, type TEnrolmentItem } from '../delivery/enrolment/enrolment-repository';
import { deleteUserPackageRecords } from '../delivery/progress/package-records';
import { deleteUserResumePoints } from '../delivery/progress/resume-point-repository';
import { listTestLogHeads } from '../delivery/progress/test-log-repository';
import { deleteUserCourseXapiRecords } from '../delivery/progress/xapi-records';
import { deleteUserExternalTraining } from '../learner/external-training/external-training-commands';
import {
  listUserExternalTraining,
  recordOf,
  replaceExternalTraining,
} from '../learner/external-training/external-training-repository';
import { deleteUserXapiData } from '../learner/xapi/delete-user-data';
import { erasureOf, findAuditErasure, writeAuditErasure } from '../oversight/audit/audit-erasures';
import { auditLogPosition, pseudonymiseAuditEvents } from '../oversight/audit/pseudonymise-user-events';
import { deleteAllNotifications } from '../oversight/notifications/notification-repository';
import { removeUserFromAllGroups } from './set-user-groups';
import { deleteSignInIdentity, removeUserEnrolments, removeUserPicture } from './user-removal';

/**
 * Legal records kept: the completion facts stay (enrolments, archived runs, certificates' facts) under the pseudonym;
 * the raw learning data goes (test logs with their answers, package data, xAPI records) and so do the certificate
 * PDFs, which print the old name (asking for the certificate again makes a new PDF with the pseudonym).
 */
async function keepTrainingRecords(
  companyId: string,
  user: TUserItem,
  enrolments: readonly TEnrolmentItem[],
  pseudonym: TPseudonym,
) {
  const userId = user.user_id;
  const { Items: history = [] } = await SkillwayTable.build(QueryCommand)
    .entities(courseHistoryEntity())
    .query({ index: 'gsi1', partition: keys.userHistoryIndexPk(companyId, userId) })
    .options({ maxPages: Infinity })
    .send();
  const courses = enrolments.filter((enrolment) => enrolment.target_type === 'course');
  const certificateIds = new Set<string>();
  for (const enrolment of courses) {
    const courseId = enrolment.target_id;
    for (const id of [enrolment.certificate_id, enrolment.current_certificate_id]) if (id) certificateIds.add(id);
    const logs = await listTestLogHeads(companyId, courseId, userId);
    await batchWriteAll(
      logs.map((log) =>
        testLogEntity()
          .build(BatchDeleteRequest)
          .key({ company_id: companyId, course_id: courseId, user_id: userId, log_id: log.log_id }),
      ),
      5,
    );
    await deleteUserPackageRecords(companyId, courseId, userId);
    await deleteUserCourseXapiRecords(companyId, courseId, userId);
    if (enrolment.certificate_key) {
      await sendUnlessConditionFails(
        enrolmentEntity()
          .build(UpdateItemCommand)
          .item({
            company_id: companyId,
            target_type: 'course',
            target_id: courseId,
            user_id: userId,
            certificate_key: $remove(),
            version: $add(1),
          })
          .options({ condition: { attr: 'user_id', exists: true } }),
      );
    }
  }
  for (const run of history) if (run.certificate_id) certificateIds.add(run.certificate_id);
  const courseIds = new Set([
    ...courses.map((enrolment) => enrolment.target_id),
    ...history.map((run) => run.course_id),
  ]);
  await requestFilesDeletion(companyId, {
    prefixes: [...courseIds].map((courseId) => keys.userCourseCertificatesPrefix(companyId, courseId, userId)),
  });
  for (const certificateId of certificateIds) {
    await sendUnlessConditionFails(
      certificateEntity()
        .build(UpdateItemCommand)
        .item({ certificate_id: certificateId, name: pseudonym.full_name })
        .options({ condition: { attr: 'certificate_id', exists: true } }),
    );
  }
  // External training records are training records too: kept, their uploaded files not, and their texts without
  // the person's name (a title like "First aid for <name>").
  const training = await listUserExternalTraining(companyId, userId);
  await requestFilesDeletion(companyId, {
    keys: training.flatMap((record) => (record.file_key ? [record.file_key] : [])),
  });
  for (const record of training) {
    const { file_key: _key, file_name: _name, file_mime: _mime, file_size: _size, ...kept } = recordOf(record);
    const texts = { name: kept.name, body: kept.body };
    const cleaned = replacePersonalText(texts, user, pseudonym) as typeof texts;
    if (!record.file_key && cleaned.name === texts.name && cleaned.body === texts.body) continue;
    await replaceExternalTraining(record, { ...kept, ...cleaned });
  }
}

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

/** Who may be erased: a user of the company (404 otherwise), not its administrator, not the caller, not twice. */
async function erasableUser(companyId: string, userId: string, callerId: string): Promise<TUserItem> {
  const user = await findUser(companyId, userId, true);
  if (!user) throw AppError.notFound();
  if (user.user_id === callerId) throw AppError.field('id', ERASURE_MSG.CANNOT_ERASE_SELF);
  if (user.role_id === ROLE.ADMIN || user.role_id === ROLE.SUPER_ADMIN)
    throw AppError.field('id', ERASURE_MSG.CANNOT_ERASE_ADMIN);
  if (isErasedEmail(user.email)) throw AppError.field('id', ERASURE_MSG.ALREADY_ERASED);
  return user;
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
  await deleteUserXapiData(companyId, userId);
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

/** POST /users/{id}/erase (the administrator, after the confirmation dialog). */
export async function eraseUserByAdministrator(
  auth: { userId: string; companyId: string },
  userId: string,
  log: TLog,
): Promise<TErasedUser> {
  const user = await erasableUser(auth.companyId, userId, auth.userId);
  const erased = await eraseUser(auth.companyId, user, log);
  await completeOpenRequests(auth.companyId, userId, auth.userId);
  return erased;
}

/**
 * An administrator decides a learner's erasure request: decline (the record says so), or approve, which runs the
 * erasure and completes the request. A request approved whose erasure failed part-way can be approved again (the
 * erasure's steps are idempotent); a declined or completed one is 409; another company's is 404.
 */
export async function decideErasureRequest(
  auth: { userId: string; companyId: string },
  requestId: string,
  decision: TPrivacyDecisionBody,
  log: TLog,
): Promise<{ message: string; request: TPrivacyRequest }> {
  const companyId = auth.companyId;
  const request = await findPrivacyRequest(companyId, requestId);
  if (!request) throw AppError.notFound();
  const user = await findUser(companyId, request.user_id, true);
  const nameOf = (item?: { first_name: string; last_name: string }) =>
    item ? `${item.first_name} ${item.last_name}` : 'Deleted user';
  const decided = {
    decided_by: auth.userId,
    decided_at: new Date().toISOString(),
    ...(decision.note ? { decision_note: decision.note } : {}),
  };
  const retry = request.status === PRIVACY_REQUEST_STATUS.APPROVED && decision.decision === 'approve';
  if (request.status !== PRIVACY_REQUEST_STATUS.PENDING && !retry)
    throw new AppError('CONFLICT', ERASURE_MSG.REQUEST_DECIDED);

  if (decision.decision === 'decline') {
    await moveRequest(companyId, requestId, PRIVACY_REQUEST_STATUS.PENDING, PRIVACY_REQUEST_STATUS.DECLINED, decided);
    const item = (await findPrivacyRequest(companyId, requestId))!;
    return { message: ERASURE_MSG.REQUEST_DECLINED, request: presentPrivacyRequest(item, nameOf(user)) };
  }
  if (!retry)
    await moveRequest(companyId, requestId, PRIVACY_REQUEST_STATUS.PENDING, PRIVACY_REQUEST_STATUS.APPROVED, decided);
  let name = nameOf(user);
  if (user && !isErasedEmail(user.email)) {
    const erased = await eraseUser(companyId, await erasableUser(companyId, user.user_id, auth.userId), log);
    name = `${erased.first_name} ${erased.last_name}`;
  }
  await moveRequest(companyId, requestId, PRIVACY_REQUEST_STATUS.APPROVED, PRIVACY_REQUEST_STATUS.COMPLETED, {
    completed_at: new Date().toISOString(),
  });
  const item = (await findPrivacyRequest(companyId, requestId))!;
  return { message: ERASURE_MSG.REQUEST_APPROVED, request: presentPrivacyRequest(item, name) };
}
