import { randomUUID } from 'node:crypto';
import { DETAIL_TYPE, type TCertificateFilesDeleteRequestedDetail } from '@skillway/shared';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { certificateEntity } from '../../platform/db/entities/certificate';
import { testLogEntity } from '../../platform/db/entities/test-log';
import { publishEvent } from '../../platform/events/publish-event';
import { deleteUserPackageRecords } from '../progress/package-records';
import { deleteUserCourseXapiRecords } from '../progress/xapi-records';
import { listTestLogHeads } from '../progress/test-log-repository';
import { deleteEnrolmentHistory, listEnrolmentHistory } from '../../content/courses/course-history-repository';
import { batchWriteAll } from '../../platform/db/batch-write';

/**
 * Everything a user has on a course besides the enrolment itself: archived runs, test attempts, e-learning package
 * data and progress, xAPI registrations with their statements and states, and certificates' public verification
 * records. Unenrolling "permanently deletes all user(s) course history", and a deleted user or course takes its
 * users' records with it, so the enrolment module calls this whenever a course enrolment goes.
 * `enrolment` is the deleted enrolment, for its current certificate. Returns the ids of the certificates it held,
 * whose PDFs requestCertificateFilesDeletion hands to the events/ worker. Safe to run twice.
 */
export async function deleteUserCourseRecords(
  companyId: string,
  courseId: string,
  userId: string,
  enrolment?: { certificate_id?: string },
): Promise<string[]> {
  const history = await listEnrolmentHistory(companyId, courseId, userId);
  const certificateIds = new Set(
    [enrolment?.certificate_id, ...history.map((run) => run.certificate_id)].filter((id): id is string => !!id),
  );
  const logs = await listTestLogHeads(companyId, courseId, userId);
  const deletes = [
    ...logs.map((log) =>
      testLogEntity().build(BatchDeleteRequest).key({
        company_id: companyId,
        course_id: courseId,
        user_id: userId,
        log_id: log.log_id,
      }),
    ),
    ...[...certificateIds].map((id) => certificateEntity().build(BatchDeleteRequest).key({ certificate_id: id })),
  ];
  await batchWriteAll(deletes, 5);
  await deleteUserPackageRecords(companyId, courseId, userId);
  await deleteUserCourseXapiRecords(companyId, courseId, userId);
  await deleteEnrolmentHistory(companyId, courseId, userId);
  return [...certificateIds];
}

/**
 * The certificate PDFs of deleted enrolments go in the background (events/handlers/delete-certificate-files): the
 * records naming them are gone already, so no screen links to them, and the writers need no S3 client. Enrolments
 * that held no certificate need nothing.
 */
export async function requestCertificateFilesDeletion(
  companyId: string,
  enrolments: readonly TCertificateFilesDeleteRequestedDetail['enrolments'][number][],
): Promise<void> {
  const held = enrolments.filter((enrolment) => enrolment.certificate_ids.length > 0);
  if (held.length === 0) return;
  const detail: TCertificateFilesDeleteRequestedDetail = {
    event_id: randomUUID(),
    company_id: companyId,
    enrolments: held,
    occurred_at: new Date().toISOString(),
  };
  await publishEvent(DETAIL_TYPE.CERTIFICATE_FILES_DELETE_REQUESTED, detail);
}
