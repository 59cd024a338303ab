import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { USER_COURSE_STATE } from '@skillway/shared';
import { inDateCountEntity } from '../../platform/db/entities/enrolment';
import type { TTransactWrite } from '../../platform/db/transactions';
import { batchWriteAll } from '../../platform/db/batch-write';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { listTargetEnrolments } from './enrolment-repository';

/** The day a completion that never expires counts as in date until. */
const NEVER_EXPIRES_DAY = '9999-12-31';

/** What the in-date bucket of an enrolment is derived from. */
export interface TInDateSource {
  company_id: string;
  target_type: 'course' | 'channel';
  target_id: string;
  state?: number | undefined;
  expires_on?: string | undefined;
}

/**
 * The bucket day an enrolment is counted under: its certificate's expiry day (in date before it, whether or not the
 * renewal run has already put it back to not started), 9999-12-31 for a completion that never expires, and none for
 * a course not completed and never certified, or a playlist.
 */
export function inDateDay(source: TInDateSource | null | undefined): string | undefined {
  if (!source || source.target_type !== 'course') return undefined;
  if (source.expires_on) return source.expires_on;
  return source.state === USER_COURSE_STATE.COMPLETE ? NEVER_EXPIRES_DAY : undefined;
}

/** The bucket moves a write makes (none when the day stays), for the same transaction as the enrolment's write. */
export function inDateCountWrites(
  before: TInDateSource | null | undefined,
  after: TInDateSource | null | undefined,
): TTransactWrite[] {
  const from = inDateDay(before);
  const to = inDateDay(after);
  if (from === to) return [];
  const move = (source: TInDateSource, day: string, by: number) =>
    inDateCountEntity()
      .build(UpdateTransaction)
      .item({ company_id: source.company_id, course_id: source.target_id, day, users: $add(by) });
  const writes: TTransactWrite[] = [];
  if (from && before) writes.push(move(before, from, -1));
  if (to && after) writes.push(move(after, to, 1));
  return writes;
}

/**
 * Sets a course's buckets from its enrolments as they are (absolute counts; a bucket no enrolment is in goes to 0).
 * For a course whose enrolments may hold completions from before the buckets existed: saving a course's first
 * recertification settings calls it. Not atomic with concurrent writes: a completion landing during the rebuild can
 * be off by one until the next rebuild, which is why the buckets are otherwise only ever moved in transactions.
 */
export async function rebuildInDateCounts(companyId: string, courseId: string): Promise<void> {
  const [enrolments, buckets] = await Promise.all([
    listTargetEnrolments(companyId, { type: 'course', id: courseId }, true),
    SkillwayTable.build(QueryCommand)
      .entities(inDateCountEntity())
      .query({ partition: keys.company(companyId), range: { beginsWith: keys.courseInDatePrefix(courseId) } })
      .options({ maxPages: Infinity, consistent: true })
      .send(),
  ]);
  const counts = new Map<string, number>();
  for (const bucket of buckets.Items ?? []) counts.set(bucket.day, 0);
  for (const enrolment of enrolments) {
    const day = inDateDay(enrolment);
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  await batchWriteAll(
    [...counts].map(([day, users]) =>
      inDateCountEntity().build(BatchPutRequest).item({ company_id: companyId, course_id: courseId, day, users }),
    ),
  );
}
