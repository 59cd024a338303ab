import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { batchWriteAll } from '../platform/db/batch-write';
import { sendUnlessConditionFails } from '../platform/db/conditional-write';
import { certificateEntity } from '../platform/db/entities/certificate';
import { courseHistoryEntity } from '../platform/db/entities/course-history';
import { enrolmentEntity } from '../platform/db/entities/enrolment';
import { testLogEntity } from '../platform/db/entities/test-log';
import { keys } from '../platform/db/keys';
import { SkillwayTable } from '../platform/db/table';
import type { TUserItem } from '../platform/db/types';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { replacePersonalText, type TPseudonym } from '../people/privacy/erasure/pseudonym';
import type { TEnrolmentItem } from '../delivery/enrolment/enrolment-repository';
import { deleteUserPackageRecords } from '../delivery/progress/package-records';
import { listTestLogHeads } from '../delivery/progress/test-log-repository';
import { deleteUserCourseXapiRecords } from '../delivery/progress/xapi-records';
import {
  listUserExternalTraining,
  recordOf,
  replaceExternalTraining,
} from '../learner/external-training/external-training-repository';

/**
 * Legal records kept: the completion facts stay (enrolments, archived runs, certificates' facts) under the pseudonym;
 * the raw learning data goes (test logs with their answers, package data, xAPI records) and so do the certificate
 * PDFs, which print the old name (asking for the certificate again makes a new PDF with the pseudonym).
 */
export async function keepTrainingRecords(
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
