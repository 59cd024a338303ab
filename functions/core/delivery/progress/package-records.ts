import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { packageDataEntity, packageProgressEntity } from '../../platform/db/entities/package-player';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

/**
 * Deletes one user's e-learning package records on one course (their SCORM data and package progress, in the
 * course's partition): part of the course records that go with a course enrolment (delete-enrolment-records.ts).
 * Two Queries of the user's prefixes, then batch deletes. Safe to run twice.
 */
export async function deleteUserPackageRecords(companyId: string, courseId: string, userId: string): Promise<void> {
  await deleteRecords(companyId, courseId, {
    data: keys.userPackageDataPrefix(userId),
    progress: keys.userPackageProgressPrefix(userId),
  });
}

/**
 * Deletes every learner's records of one package on its course (a deleted package material: the worker of
 * files.delete-requested). Reads the course's package records (keys only) and deletes the package's. Safe to run twice.
 */
export async function deletePackageRecords(companyId: string, courseId: string, assetId: string): Promise<void> {
  await deleteRecords(
    companyId,
    courseId,
    { data: keys.packageDataPrefix, progress: keys.packageProgressPrefix },
    (item) => item.asset_id === assetId,
  );
}

async function deleteRecords(
  companyId: string,
  courseId: string,
  prefixes: { data: string; progress: string },
  matches: (item: { asset_id: string }) => boolean = () => true,
): Promise<void> {
  const partition = keys.coursePk(companyId, courseId);
  const [data, progress] = await Promise.all([
    SkillwayTable.build(QueryCommand)
      .entities(packageDataEntity())
      .query({ partition, range: { beginsWith: prefixes.data } })
      .options({ maxPages: Infinity, attributes: ['user_id', 'asset_id', 'item_key'] })
      .send(),
    SkillwayTable.build(QueryCommand)
      .entities(packageProgressEntity())
      .query({ partition, range: { beginsWith: prefixes.progress } })
      .options({ maxPages: Infinity, attributes: ['user_id', 'asset_id'] })
      .send(),
  ]);
  await deleteTableKeys([
    ...(data.Items ?? []).filter(matches).map((item) => ({
      pk: partition,
      sk: keys.packageDataSk(item.user_id, item.asset_id, item.item_key),
    })),
    ...(progress.Items ?? [])
      .filter(matches)
      .map((item) => ({ pk: partition, sk: keys.packageProgressSk(item.user_id, item.asset_id) })),
  ]);
}
