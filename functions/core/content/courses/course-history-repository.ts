import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { courseHistoryEntity } from '../../platform/db/entities/course-history';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TTransactWrite } from '../../platform/db/transactions';
import type { TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { sortableId } from '../../platform/crypto/tokens';
import { USER_COURSE_STATE } from '@skillway/shared';
import { stateOf, progressOf } from './course-progress-view';
import { batchWriteAll } from '../../platform/db/batch-write';

export type TCourseHistoryItem = FormattedItem<ReturnType<typeof courseHistoryEntity>>;
export type TNewCourseHistory = Omit<TCourseHistoryItem, 'gsi1pk' | 'gsi1sk'>;

/** The history item that records a course enrolment's progress as it stands (the snapshot an archive keeps). */
export function historyOf(
  enrolment: TEnrolmentItem,
  archive: { by: string; at: string; hasTest: boolean; historyId?: string },
): TNewCourseHistory {
  const optional = <K extends keyof TEnrolmentItem>(key: K) =>
    enrolment[key] === undefined || enrolment[key] === '' ? {} : { [key]: enrolment[key] };
  return {
    company_id: enrolment.company_id,
    course_id: enrolment.target_id,
    user_id: enrolment.user_id,
    history_id: archive.historyId ?? sortableId(Date.parse(archive.at)),
    state: stateOf(enrolment),
    progress: progressOf(enrolment),
    has_test: archive.hasTest ? 1 : 0,
    ...optional('enrolled_at'),
    ...optional('started_at'),
    ...optional('completed_at'),
    ...optional('last_accessed_at'),
    ...optional('deadline'),
    ...optional('test_complete'),
    ...optional('test_passed'),
    ...optional('test_score'),
    ...optional('attempts'),
    ...optional('is_agree'),
    ...optional('signed_name'),
    ...optional('certificate_id'),
    ...optional('certificate_key'),
    // A completed run is the certification it earned: its cycle, and the expiry its certificate had.
    ...(stateOf(enrolment) === USER_COURSE_STATE.COMPLETE ? { ...optional('cycle'), ...optional('expires_on') } : {}),
    archived_at: archive.at,
    archived_by: archive.by,
  } as TNewCourseHistory;
}

function withIndexKeys(history: TNewCourseHistory) {
  return {
    ...history,
    gsi1pk: keys.userHistoryIndexPk(history.company_id, history.user_id),
    gsi1sk: keys.userHistoryIndexSk(history.course_id, history.history_id),
  };
}

/** The put of a history item, for the transaction that also resets the enrolment (written once: never overwritten). */
export function historyPutWrite(history: TNewCourseHistory): TTransactWrite {
  return courseHistoryEntity()
    .build(PutTransaction)
    .item(withIndexKeys(history))
    .options({ condition: { attr: 'history_id', exists: false } });
}

async function queryCoursePartition(companyId: string, courseId: string, prefix: string) {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(courseHistoryEntity())
    .query({ partition: keys.coursePk(companyId, courseId), range: { beginsWith: prefix } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  return Items ?? [];
}

/** One user's archived runs of one course, oldest first. */
export function listEnrolmentHistory(companyId: string, courseId: string, userId: string) {
  return queryCoursePartition(companyId, courseId, keys.userCourseHistoryPrefix(userId));
}

/** Every archived run of a course (the archived export): bounded by the course's users times their archives. */
export function listCourseHistory(companyId: string, courseId: string) {
  return queryCoursePartition(companyId, courseId, keys.courseHistoryPrefix);
}

/** One user's archived runs of every course (gsi1), for deleting a user and all their data. */
async function listUserHistory(companyId: string, userId: string): Promise<TCourseHistoryItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(courseHistoryEntity())
    .query({ index: 'gsi1', partition: keys.userHistoryIndexPk(companyId, userId) })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

async function deleteHistoryItems(items: readonly TCourseHistoryItem[]): Promise<number> {
  for (let i = 0; i < items.length; i += 25) {
    const requests = items.slice(i, i + 25).map((item) =>
      courseHistoryEntity().build(BatchDeleteRequest).key({
        company_id: item.company_id,
        course_id: item.course_id,
        user_id: item.user_id,
        history_id: item.history_id,
      }),
    );
    await batchWriteAll(requests, 5);
  }
  return items.length;
}

/**
 * Unenrolling deletes "all user(s) course history" (the spec's warning): the enrolment module calls this for each
 * user who is no longer enrolled on the course. Safe to run twice.
 */
export async function deleteEnrolmentHistory(companyId: string, courseId: string, userId: string): Promise<number> {
  return deleteHistoryItems(await listEnrolmentHistory(companyId, courseId, userId));
}

/** Deleting a user and all their data removes their archived runs of every course. Safe to run twice. */
export async function deleteUserHistory(companyId: string, userId: string): Promise<number> {
  return deleteHistoryItems(await listUserHistory(companyId, userId));
}
