import { changeEnrolments, type TEnrolmentChangeSummary } from './change-enrolments';
import { deleteGroupTargetItem, listTargetGroups } from './group-enrolment';
import { INDIVIDUAL, type TSource, type TTarget } from './enrolment-rules';
import { listTargetEnrolments } from './enrolment-repository';
import { removeCourseFromPlaylists } from './playlist-enrolment';

/**
 * Enrolments the course and playlist screens make directly. Users must already be checked to be active users of
 * the company (the caller's policy); a user enrolled through a group keeps that source whatever happens here.
 */
export async function enrolUsers(
  companyId: string,
  target: TTarget,
  userIds: readonly string[],
  options: { deadline?: string | null; source?: TSource } = {},
): Promise<TEnrolmentChangeSummary> {
  const source = options.source ?? INDIVIDUAL;
  return changeEnrolments(
    companyId,
    userIds.map((userId) => ({ userId, target, change: { op: 'add', source, deadline: options.deadline ?? null } })),
  );
}

/** Removes one source (individual by default); enrolments that still have another source (a group) stay. */
export async function unenrolUsers(
  companyId: string,
  target: TTarget,
  userIds: readonly string[],
  source: TSource = INDIVIDUAL,
): Promise<TEnrolmentChangeSummary> {
  return changeEnrolments(
    companyId,
    userIds.map((userId) => ({ userId, target, change: { op: 'remove', source } })),
  );
}

/**
 * A course or playlist is deleted: every enrolment on it (whatever its sources) and every group's link to it go,
 * with all the counters. Safe to run again.
 */
export async function removeTargetEverywhere(companyId: string, target: TTarget): Promise<void> {
  // A course leaves its playlists first, so no playlist hands it out again while its enrolments go.
  if (target.type === 'course') await removeCourseFromPlaylists(companyId, target.id);
  const enrolments = await listTargetEnrolments(companyId, target);
  await changeEnrolments(
    companyId,
    enrolments.flatMap((item) =>
      Object.keys(item.sources).map((source) => ({
        userId: item.user_id,
        target,
        change: { op: 'remove' as const, source: source as TSource },
      })),
    ),
  );
  for (const link of await listTargetGroups(companyId, target)) {
    await deleteGroupTargetItem(companyId, link, { groupCounter: true });
  }
}
