import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update';
import { enrolmentEntity, inDateCountEntity, targetStatsEntity } from '../../platform/db/entities/enrolment';
import { groupMemberEntity } from '../../platform/db/entities/group';
import { userEntity } from '../../platform/db/entities/user';
import { counterAdds } from '../../platform/db/counter-adds';
import { keys } from '../../platform/db/keys';
import type { TTransactWrite } from '../../platform/db/transactions';
import { emptyStateCounterDelta, stateCounterDelta, type TStateCounterDelta } from '../progress/progress-state';
import {
  applySourceChanges,
  counterDelta,
  effectiveDeadline,
  isZeroDelta,
  sameSources,
  userCounterOf,
  type TCounterDelta,
  type TSourceChange,
  type TSources,
  type TTarget,
} from './enrolment-rules';
import { enrolmentKey, type TEnrolmentItem, type TEnrolmentKey } from './enrolment-repository';
import { inDateDay } from './in-date-count';
import { indexKeyUpdates, presentIndexKeys, reminderIndexKeys } from './reminder-index';

/**
 * One chunk's transaction, planned from the enrolments as read: each enrolment's put, update or delete (conditioned
 * on the version read), the user and target counters that move with it, the in-date buckets an unenrolment leaves,
 * and a check of each membership the changes follow from. `owners[i]` says whose condition `writes[i]` carries, so a
 * cancelled transaction tells write-enrolment-changes.ts what to drop or read again.
 */

export interface TMembershipGuard {
  groupId: string;
  present: boolean;
}

interface TPlannedChange {
  change: TSourceChange;
  membership?: TMembershipGuard;
}

export interface TPlannedKey {
  key: TEnrolmentKey;
  changes: TPlannedChange[];
}

type TWriteOwner =
  | { kind: 'enrolment' }
  | { kind: 'user'; userId: string }
  | { kind: 'target' }
  | { kind: 'membership'; userId: string; guard: TMembershipGuard };

/** One check per distinct membership the written changes follow from. */
function membershipChecks(companyId: string, guarded: Map<string, { userId: string; guard: TMembershipGuard }>) {
  const writes: TTransactWrite[] = [];
  const owners: TWriteOwner[] = [];
  for (const { userId, guard } of guarded.values()) {
    writes.push(
      groupMemberEntity()
        .build(ConditionCheck)
        .key({ company_id: companyId, group_id: guard.groupId, user_id: userId })
        .condition({ attr: 'user_id', exists: guard.present }),
    );
    owners.push({ kind: 'membership', userId, guard });
  }
  return { writes, owners };
}

export function planChunk(companyId: string, chunk: TPlannedKey[], current: Map<string, TEnrolmentItem>) {
  const writes: TTransactWrite[] = [];
  const owners: TWriteOwner[] = [];
  const counts = { created: 0, updated: 0, removed: 0 };
  const deletedCourseEnrolments: TEnrolmentItem[] = [];
  const userDeltas = new Map<string, TUserDelta>();
  const targetDeltas = new Map<
    string,
    { target: TTarget; delta: TCounterDelta; states: TStateCounterDelta['target'] }
  >();
  const now = new Date().toISOString();
  const guarded = new Map<string, { userId: string; guard: TMembershipGuard }>();
  const inDateMoves = new Map<string, number>();

  for (const { key, changes: planned } of chunk) {
    const existing = current.get(enrolmentKey(key.userId, key.target));
    const before: TSources | undefined = existing?.sources;
    const after = applySourceChanges(
      before,
      planned.map((entry) => entry.change),
    );
    if (sameSources(before, after)) continue;
    for (const { membership } of planned) {
      if (membership) guarded.set(`${key.userId}#${membership.groupId}`, { userId: key.userId, guard: membership });
    }
    const ids = { company_id: companyId, target_type: key.target.type, target_id: key.target.id, user_id: key.userId };

    if (!existing && after) {
      const deadline = effectiveDeadline(after);
      writes.push(
        enrolmentEntity()
          .build(PutTransaction)
          .item({
            ...ids,
            sources: after,
            deadline,
            enrolled_at: now,
            version: 1,
            gsi1pk: keys.userEnrolmentsPk(companyId, key.userId),
            gsi1sk: keys.userEnrolmentsSk(key.target.type, key.target.id),
            ...presentIndexKeys(reminderIndexKeys({ ...ids, deadline, enrolled_at: now })),
          })
          .options({ condition: { attr: 'version', exists: false } }),
      );
      counts.created += 1;
    } else if (existing && after) {
      const deadline = effectiveDeadline(after);
      writes.push(
        enrolmentEntity()
          .build(UpdateTransaction)
          .item({
            ...ids,
            sources: $set(after),
            deadline,
            version: $add(1),
            // The deadline index follows the deadline (set, changed or cleared).
            ...indexKeyUpdates(reminderIndexKeys({ ...existing, deadline })),
          })
          .options({ condition: { attr: 'version', eq: existing.version } }),
      );
      counts.updated += 1;
    } else if (existing) {
      writes.push(
        enrolmentEntity()
          .build(DeleteTransaction)
          .key(ids)
          .options({ condition: { attr: 'version', eq: existing.version } }),
      );
      counts.removed += 1;
      if (key.target.type === 'course') deletedCourseEnrolments.push(existing);
      // An unenrolled learner leaves the course's in-date count (one move per bucket: a transaction names an item once).
      const day = inDateDay(existing);
      if (day) inDateMoves.set(`${key.target.id}#${day}`, (inDateMoves.get(`${key.target.id}#${day}`) ?? 0) - 1);
    }
    owners.push({ kind: 'enrolment' });

    const delta = counterDelta(before, after);
    // A course enrolment created or deleted also moves the progress-state counters (created ones start at 1).
    const states =
      key.target.type === 'course' && delta.enrolled !== 0
        ? stateCounterDelta(existing ? existing.state : null, after ? undefined : null)
        : undefined;
    if (delta.enrolled !== 0) {
      const user = userDeltas.get(key.userId) ?? emptyUserDelta();
      user[userCounterOf(key.target.type)] += delta.enrolled;
      if (states) {
        user.total_in_progress += states.user.total_in_progress;
        user.total_completed_courses += states.user.total_completed_courses;
      }
      userDeltas.set(key.userId, user);
    }
    const targetId = `${key.target.type}#${key.target.id}`;
    const total = targetDeltas.get(targetId) ?? {
      target: key.target,
      delta: { enrolled: 0, individual: 0, group: 0, channel: 0 },
      states: emptyStateCounterDelta().target,
    };
    if (states) {
      total.states.not_started += states.target.not_started;
      total.states.in_progress += states.target.in_progress;
      total.states.completed += states.target.completed;
      total.states.test_pending += states.target.test_pending;
    }
    total.delta = {
      enrolled: total.delta.enrolled + delta.enrolled,
      individual: total.delta.individual + delta.individual,
      group: total.delta.group + delta.group,
      channel: total.delta.channel + delta.channel,
    };
    targetDeltas.set(targetId, total);
  }

  for (const [userId, delta] of userDeltas) {
    const moved = counterAdds(delta);
    if (!moved) continue;
    writes.push(
      userEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, user_id: userId, ...moved })
        .options({ condition: { attr: 'user_id', exists: true } }),
    );
    owners.push({ kind: 'user', userId });
  }
  for (const { target, delta, states } of targetDeltas.values()) {
    const stateAdds = counterAdds(states);
    if (isZeroDelta(delta) && !stateAdds) continue;
    writes.push(
      targetStatsEntity()
        .build(UpdateTransaction)
        .item({
          company_id: companyId,
          target_type: target.type,
          target_id: target.id,
          ...(delta.enrolled !== 0 ? { total_users: $add(delta.enrolled) } : {}),
          ...(delta.individual !== 0 ? { individual_users: $add(delta.individual) } : {}),
          ...(delta.group !== 0 ? { group_users: $add(delta.group) } : {}),
          ...(delta.channel !== 0 ? { channel_users: $add(delta.channel) } : {}),
          ...stateAdds,
        }),
    );
    owners.push({ kind: 'target' });
  }
  for (const [bucket, by] of inDateMoves) {
    const [courseId = '', day = ''] = bucket.split('#');
    writes.push(
      inDateCountEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, course_id: courseId, day, users: $add(by) }),
    );
    owners.push({ kind: 'target' });
  }
  const checks = membershipChecks(companyId, guarded);
  writes.push(...checks.writes);
  owners.push(...checks.owners);
  return { writes, owners, counts, deletedCourseEnrolments };
}

interface TUserDelta {
  total_courses: number;
  total_channels: number;
  total_in_progress: number;
  total_completed_courses: number;
}

function emptyUserDelta(): TUserDelta {
  return { total_courses: 0, total_channels: 0, total_in_progress: 0, total_completed_courses: 0 };
}
