import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $remove, $set, UpdateItemCommand, type UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import { COURSE_TYPE_IDS } from '@skillway/shared';
import { counterAdds } from '../../platform/db/counter-adds';
import { enrolmentEntity, targetStatsEntity } from '../../platform/db/entities/enrolment';
import { userEntity } from '../../platform/db/entities/user';
import type { TTransactWrite } from '../../platform/db/transactions';
import { completionCountWrite } from '../../platform/stats/month-stats';
import type { TEnrolmentItem } from '../enrolment/enrolment-repository';
import { expiryIndexKeys, expiryIndexUpdates } from '../enrolment/expiry-index';
import { inDateCountWrites } from '../enrolment/in-date-count';
import { indexKeyUpdates, reminderIndexKeys } from '../enrolment/reminder-index';
import type { TProgressPatch } from './progress-patch';
import { stateCounterDelta } from './progress-state';

/** The writes a progress patch becomes: the enrolment's conditional update and the counters that move with it. */

/** The month's completion counter of the course's type (none for a course that is gone or has an unknown type). */
export function completionCountWrites(next: TEnrolmentItem, courseType: number | undefined): TTransactWrite[] {
  const typeId = COURSE_TYPE_IDS.find((id) => id === courseType);
  if (typeId === undefined) return [];
  return [completionCountWrite(next.company_id, next.completed_at ?? new Date(), typeId)];
}

/** The enrolment's own update: the patch, the reminder index keys, the version up, conditioned on the version read. */
function enrolmentChange(current: TEnrolmentItem, patch: TProgressPatch, next: TEnrolmentItem) {
  const ids = {
    company_id: current.company_id,
    target_type: current.target_type,
    target_id: current.target_id,
    user_id: current.user_id,
  };
  // The reminders' indexes follow the last activity and leave a completed course (reminder-index.ts).
  const update: Record<string, unknown> = {
    ...ids,
    version: $add(1),
    ...indexKeyUpdates(reminderIndexKeys(next)),
    ...expiryIndexUpdates(expiryIndexKeys(next)),
  };
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    // A map is replaced whole ($set): a plain object would be merged into an attribute that may not exist yet.
    update[name] = value === null ? $remove() : typeof value === 'object' ? $set(value) : value;
  }
  // The patch's names are the entity's optional progress attributes (TProgressPatch mirrors them).
  return {
    item: update as UpdateItemInput<ReturnType<typeof enrolmentEntity>>,
    condition: { attr: 'version', eq: current.version } as const,
  };
}

/** The enrolment's update on its own (no counter moves with it). */
export function enrolmentUpdate(current: TEnrolmentItem, patch: TProgressPatch, next: TEnrolmentItem) {
  const { item, condition } = enrolmentChange(current, patch, next);
  return enrolmentEntity().build(UpdateItemCommand).item(item).options({ condition });
}

/**
 * The enrolment's update in a transaction, with the in-date count and the course's and the user's state counters that
 * move with it.
 */
export function progressWrites(current: TEnrolmentItem, patch: TProgressPatch, next: TEnrolmentItem): TTransactWrite[] {
  const { item, condition } = enrolmentChange(current, patch, next);
  const writes: TTransactWrite[] = [
    enrolmentEntity().build(UpdateTransaction).item(item).options({ condition }),
    ...inDateCountWrites(current, next),
  ];
  if (patch.state === undefined) return writes;
  const delta = stateCounterDelta(current.state, patch.state);
  const targetAdds = counterAdds(delta.target);
  if (targetAdds) {
    writes.push(
      targetStatsEntity()
        .build(UpdateTransaction)
        .item({
          company_id: current.company_id,
          target_type: current.target_type,
          target_id: current.target_id,
          ...targetAdds,
        }),
    );
  }
  const userAdds = counterAdds(delta.user);
  if (userAdds) {
    writes.push(
      userEntity()
        .build(UpdateTransaction)
        .item({ company_id: current.company_id, user_id: current.user_id, ...userAdds })
        .options({ condition: { attr: 'user_id', exists: true } }),
    );
  }
  return writes;
}
