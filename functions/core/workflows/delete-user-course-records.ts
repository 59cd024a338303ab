import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import { CertificateEntity } from '../platform/db/entities/certificate';
import { TestLogEntity } from '../platform/db/entities/test-log';
import { keys } from '../platform/db/keys';
import { SkillwayTable } from '../platform/db/table';
import { listTestLogHeads } from '../learner/test-taking/test-log-repository';
import { deleteEnrolmentHistory, listEnrolmentHistory } from '../content/courses/course-history-repository';
import { deletePrefix } from '../platform/storage/course-files';

const BATCH = 25;

/**
 * Everything a user has on a course besides the enrolment itself: archived runs, test attempts, and certificates
 * (their public verification records and PDFs). Unenrolling "permanently deletes all user(s) course history", and a
 * deleted user or course takes its users' records with it, so the enrolment module calls this whenever a course
 * enrolment goes. `enrolment` is the deleted enrolment, for its current certificate. Safe to run twice.
 */
export async function deleteUserCourseRecords(
  companyId: string,
  courseId: string,
  userId: string,
  enrolment?: { certificate_id?: string },
): Promise<void> {
  const history = await listEnrolmentHistory(companyId, courseId, userId);
  const certificateIds = new Set(
    [enrolment?.certificate_id, ...history.map((run) => run.certificate_id)].filter((id): id is string => !!id),
  );
  const logs = await listTestLogHeads(companyId, courseId, userId);
  const deletes = [
    ...logs.map((log) =>
      TestLogEntity.build(BatchDeleteRequest).key({ company_id: companyId, course_id: courseId, user_id: userId, log_id: log.log_id }),
    ),
    ...[...certificateIds].map((id) => CertificateEntity.build(BatchDeleteRequest).key({ certificate_id: id })),
  ];
  for (let start = 0; start < deletes.length; start += BATCH) {
    await execute({ maxAttempts: 5 }, SkillwayTable.build(BatchWriteCommand).requests(...deletes.slice(start, start + BATCH)));
  }
  await deletePrefix(keys.userCourseCertificatesPrefix(companyId, courseId, userId));
  await deleteEnrolmentHistory(companyId, courseId, userId);
}
