import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update';
import { enrolmentEntity, inDateCountEntity, targetStatsEntity } from '../../platform/db/entities/enrolment';
import { groupMemberEntity } from '../../platform/db/entities/group';
import { userEntity } from '../../platform/db/entities/user';
import { keys } from '../../platform/db/keys';
import { cancellationCodes, transact, type TTransactWrite } from '../../platform/db/transactions';
import { baseLogger } from '../../platform/http/logger';
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
import { deleteUserCourseRecords, requestCertificateFilesDeletion } from './delete-enrolment-records';
import { inDateDay } from './in-date-count';
import { emptyStateCounterDelta, stateCounterDelta, type TStateCounterDelta } from '../progress/progress-state';
import { enrolmentKey, getEnrolments, type TEnrolmentItem, type TEnrolmentKey } from './enrolment-repository';
import { indexKeyUpdates, presentIndexKeys, reminderIndexKeys } from './reminder-index';

/** One source added to or removed from one user's enrolment on one target. */
export interface TEnrolmentChange extends TEnrolmentKey {
  change: TSourceChange;
  /**
   * The membership the change follows from (a member joined or left a group): the change is written only while the
   * user's membership of the group is (`present`) or is not there, checked in the same transaction. When a
   * concurrent call has changed the membership meanwhile the change is dropped: that call brings the sources in
   * line with the membership it wrote, so a join and a leave racing on one user always end as the membership ends.
   */
  membership?: TMembershipGuard;
}

interface TMembershipGuard {
  groupId: string;
  present: boolean;
}

export interface TEnrolmentChangeSummary {
  created: number;
  updated: number;
  removed: number;
  /** Changes dropped because their user no longer exists. */
  skipped: number;
}

/**
 * Enrolments per transaction: each brings its own write plus at most one user counter, one target counter and one
 * in-date bucket, so 4 × 24 keeps a transaction under DynamoDB's 100 writes.
 */
const KEYS_PER_TRANSACTION = 24;
/** With membership checks (at most one per user) beside them: 5 × 19 stays under 100. */
const GUARDED_KEYS_PER_TRANSACTION = 19;
const ATTEMPTS = 6;

interface TPlannedChange {
  change: TSourceChange;
  membership?: TMembershipGuard;
}

interface TPlannedKey {
  key: TEnrolmentKey;
  changes: TPlannedChange[];
}

/**
 * Applies source changes to enrolments: creates an enrolment with its first source, deletes it when its last
 * source goes, and moves the user's total_courses/total_channels and the target's counters in the SAME transaction
 * as the enrolment writes. Each enrolment write is conditioned on the version read, so a concurrent change makes the
 * transaction fail and the chunk is read and planned again. Adding a source that is there (same deadline) or
 * removing one that is not changes nothing, so running the same changes twice is safe. It knows nothing of
 * playlists: change-enrolments.ts writes through here and then gives playlist members the playlist's courses.
 */
export async function writeEnrolmentChanges(
  companyId: string,
  changes: readonly TEnrolmentChange[],
): Promise<TEnrolmentChangeSummary> {
  const planned = new Map<string, TPlannedKey>();
  for (const { userId, target, change, membership } of changes) {
    const id = enrolmentKey(userId, target);
    const entry = planned.get(id) ?? { key: { userId, target }, changes: [] };
    entry.changes.push({ change, ...(membership ? { membership } : {}) });
    planned.set(id, entry);
  }
  const summary: TEnrolmentChangeSummary = { created: 0, updated: 0, removed: 0, skipped: 0 };
  const all = [...planned.values()];
  const size = changes.some((change) => change.membership) ? GUARDED_KEYS_PER_TRANSACTION : KEYS_PER_TRANSACTION;
  for (let start = 0; start < all.length; start += size) {
    const chunk = await runChunk(companyId, all.slice(start, start + size));
    summary.created += chunk.created;
    summary.updated += chunk.updated;
    summary.removed += chunk.removed;
    summary.skipped += chunk.skipped;
  }
  return summary;
}

type TWriteOwner =
  | { kind: 'enrolment' }
  | { kind: 'user'; userId: string }
  | { kind: 'target' }
  | { kind: 'membership'; userId: string; guard: TMembershipGuard };

async function runChunk(companyId: string, initial: TPlannedKey[]): Promise<TEnrolmentChangeSummary> {
  let chunk = initial;
  let skipped = 0;
  for (let attempt = 1; ; attempt++) {
    const current = await getEnrolments(
      companyId,
      chunk.map((entry) => entry.key),
    );
    const plan = planChunk(companyId, chunk, current);
    if (plan.writes.length === 0) return { ...plan.counts, skipped };
    try {
      await transact(plan.writes);
      // Unenrolling permanently deletes the course history too (archived runs, attempts, certificates), as the spec
      // warns; the certificates' PDFs are deleted in the background.
      const certificates = [];
      for (const gone of plan.deletedCourseEnrolments) {
        const ids = await deleteUserCourseRecords(companyId, gone.target_id, gone.user_id, gone);
        certificates.push({ course_id: gone.target_id, user_id: gone.user_id, certificate_ids: ids });
      }
      await requestCertificateFilesDeletion(companyId, certificates);
      return { ...plan.counts, skipped };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes || attempt >= ATTEMPTS) throw error;
      // A user counter whose condition failed: the user is gone, so their changes are dropped. A membership check
      // that failed: the membership changed meanwhile, so the changes that followed from it are dropped (the call
      // that changed it brings the sources in line). Any other failed condition is a concurrent change of an
      // enrolment: read again and plan again.
      const goneUsers = new Set<string>();
      const moved: { userId: string; guard: TMembershipGuard }[] = [];
      codes.forEach((code, index) => {
        const owner = plan.owners[index];
        if (code !== 'ConditionalCheckFailed') return;
        if (owner?.kind === 'user') goneUsers.add(owner.userId);
        if (owner?.kind === 'membership') moved.push(owner);
      });
      if (moved.length > 0) chunk = dropGuardedChanges(chunk, moved);
      if (goneUsers.size > 0) {
        const before = chunk.length;
        chunk = chunk.filter((entry) => !goneUsers.has(entry.key.userId));
        skipped += before - chunk.length;
        baseLogger().warn('enrolment changes dropped for users that no longer exist', { count: goneUsers.size });
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

function sameGuard(a: TMembershipGuard | undefined, b: TMembershipGuard): boolean {
  return !!a && a.groupId === b.groupId && a.present === b.present;
}

/** The chunk without the changes guarded by memberships that moved (keys left without changes go too). */
function dropGuardedChanges(chunk: TPlannedKey[], moved: { userId: string; guard: TMembershipGuard }[]): TPlannedKey[] {
  return chunk
    .map((entry) => ({
      key: entry.key,
      changes: entry.changes.filter(
        (planned) =>
          !moved.some(({ userId, guard }) => userId === entry.key.userId && sameGuard(planned.membership, guard)),
      ),
    }))
    .filter((entry) => entry.changes.length > 0);
}

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

function planChunk(companyId: string, chunk: TPlannedKey[], current: Map<string, TEnrolmentItem>) {
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
    const moved = addsOf(delta);
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
    const stateAdds = addsOf(states);
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
      inDateCountEntity().build(UpdateTransaction).item({ company_id: companyId, course_id: courseId, day, users: $add(by) }),
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

/** `ADD` updates for the counters that move; `undefined` when none does. */
function addsOf<TKey extends string>(
  counters: Record<TKey, number>,
): Partial<Record<TKey, ReturnType<typeof $add<number>>>> | undefined {
  const adds: Partial<Record<TKey, ReturnType<typeof $add<number>>>> = {};
  let any = false;
  for (const [name, by] of Object.entries(counters) as [TKey, number][]) {
    if (by === 0) continue;
    adds[name] = $add(by);
    any = true;
  }
  return any ? adds : undefined;
}
