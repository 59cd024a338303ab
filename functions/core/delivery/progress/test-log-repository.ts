import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { testLogEntity } from '../../platform/db/entities/test-log';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TTransactWrite } from '../../platform/db/transactions';

export type TTestLogItem = FormattedItem<ReturnType<typeof testLogEntity>>;
export type TTestLogHead = Omit<TTestLogItem, 'snapshot'>;

export interface TNewTestLog {
  companyId: string;
  courseId: string;
  userId: string;
  logId: string;
  attempt: number;
  score: number;
  passed: boolean;
  passMark: number;
  snapshot: Uint8Array;
  createdAt: string;
}

/** Part of the submission's transaction; a log id is new, so the put never overwrites. */
export function testLogPutWrite(log: TNewTestLog): TTransactWrite {
  return testLogEntity()
    .build(PutTransaction)
    .item({
      company_id: log.companyId,
      course_id: log.courseId,
      user_id: log.userId,
      log_id: log.logId,
      attempt: log.attempt,
      score: log.score,
      passed: log.passed,
      pass_mark: log.passMark,
      snapshot: log.snapshot,
      created_at: log.createdAt,
      gsi1pk: keys.courseChildIndexPk(log.companyId, log.logId),
      gsi1sk: keys.testLogSk(log.userId, log.logId),
    })
    .options({ condition: { attr: 'log_id', exists: false } });
}

const HEAD_ATTRIBUTES = [
  'company_id',
  'course_id',
  'user_id',
  'log_id',
  'attempt',
  'score',
  'passed',
  'pass_mark',
  'created_at',
  'gsi1pk',
  'gsi1sk',
] as const;

/** One user's attempts on one course, newest first, without their snapshots (one Query). */
export async function listTestLogHeads(companyId: string, courseId: string, userId: string): Promise<TTestLogHead[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(testLogEntity())
    .query({ partition: keys.coursePk(companyId, courseId), range: { beginsWith: keys.userTestLogsPrefix(userId) } })
    .options({ reverse: true, maxPages: Infinity, attributes: [...HEAD_ATTRIBUTES] })
    .send();
  return Items ?? [];
}

/** One attempt by its id alone (gsi1 `C#<cid>#CCHILD#<logId>`; the index projects every attribute). */
export async function findTestLog(companyId: string, logId: string): Promise<TTestLogItem | undefined> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(testLogEntity())
    .query({ index: 'gsi1', partition: keys.courseChildIndexPk(companyId, logId) })
    .options({ limit: 1 })
    .send();
  const found = Items?.[0];
  return found && found.company_id === companyId && found.log_id === logId ? found : undefined;
}
