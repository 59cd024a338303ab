import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { USER_COURSE_STATE } from '@skillway/shared';
import { inDateCountEntity } from '../../platform/db/entities/enrolment';
import type { TTransactWrite } from '../../platform/db/transactions';

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
export function inDateCountWrites(before: TInDateSource | null | undefined, after: TInDateSource | null | undefined): TTransactWrite[] {
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
