import type { TTarget } from './enrolment-rules';
import { syncPlaylistMembers } from './playlist-enrolment';
import { writeEnrolmentChanges, type TEnrolmentChange, type TEnrolmentChangeSummary } from './write-enrolment-changes';

export type { TEnrolmentChange, TEnrolmentChangeSummary } from './write-enrolment-changes';

/**
 * Applies source changes to enrolments (write-enrolment-changes.ts: sources and counters together, safe to repeat),
 * then gives the users whose playlist enrolments changed the playlist's courses, or takes them away
 * (playlist-enrolment.ts). This is the entry point for every command that changes enrolments; the playlist
 * reconciliation below it writes through the primitive directly, so nothing under it imports this module.
 */
export async function changeEnrolments(
  companyId: string,
  changes: readonly TEnrolmentChange[],
): Promise<TEnrolmentChangeSummary> {
  const summary = await writeEnrolmentChanges(companyId, changes);
  // Run on every call, not only when something was written, so repeating a call after a failure part-way finishes
  // the job.
  for (const [playlistId, userIds] of playlistMembersChanged(changes)) {
    await syncPlaylistMembers(companyId, playlistId, userIds);
  }
  return summary;
}

/** The playlists whose enrolments a batch of changes touched, with the users concerned. */
function playlistMembersChanged(changes: readonly { userId: string; target: TTarget }[]): Map<string, string[]> {
  const byPlaylist = new Map<string, Set<string>>();
  for (const { userId, target } of changes) {
    if (target.type !== 'channel') continue;
    const users = byPlaylist.get(target.id) ?? new Set<string>();
    users.add(userId);
    byPlaylist.set(target.id, users);
  }
  return new Map([...byPlaylist].map(([id, users]) => [id, [...users]]));
}
