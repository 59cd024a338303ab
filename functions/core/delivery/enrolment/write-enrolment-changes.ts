import { cancellationCodes, transact } from '../../platform/db/transactions';
import { baseLogger } from '../../platform/http/logger';
import type { TSourceChange } from './enrolment-rules';
import { deleteUserCourseRecords, requestCertificateFilesDeletion } from './delete-enrolment-records';
import { enrolmentKey, getEnrolments, type TEnrolmentKey } from './enrolment-repository';
import { planChunk, type TMembershipGuard, type TPlannedKey } from './plan-enrolment-transaction';

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
