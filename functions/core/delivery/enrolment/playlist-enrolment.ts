import { changePlaylistModules, findPlaylist, listCompanyPlaylists } from '../../content/playlists/playlist-repository';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { publishEnrolmentEvent } from './enrolment-events';
import { COURSE_ENROLMENT } from './enrolment-target-kinds';
import { writeEnrolmentChanges, type TEnrolmentChange } from './write-enrolment-changes';
import { playlistSource, type TTarget } from './enrolment-rules';
import { playlistTarget } from './enrolment-targets';
import { getEnrolments, listTargetEnrolments } from './enrolment-repository';

/**
 * Playlist-driven enrolment, in one place. A user enrolled on a playlist (directly or through a group) holds the
 * source `channel:<pid>` on every course of the playlist; a user who is not holds it on none. Everything here
 * reconciles towards that rule instead of replaying what changed, so a retry after a failure, a repeat, or two
 * changes racing each other all end in the same state:
 *
 * - `changeEnrolments` (change-enrolments.ts) calls `syncPlaylistMembers` for every playlist whose enrolments it was
 *   asked to change (a user enrolled or unenrolled, a group joined or left, a group linked or unlinked, a user
 *   deleted), after writing them;
 * - the playlist commands call `syncPlaylistCourses` after courses were added to or removed from a playlist;
 * - `removeTargetEverywhere` calls `removeCourseFromPlaylists` before a course is deleted.
 *
 * Each round reads the playlist (its modules and version) and the users' playlist enrolments, applies what they
 * imply, and reads again; it stops when a round reads what the previous one applied. A change that slipped in
 * between (a course added while a user joined) is seen by that second read and applied too.
 */

const ROUNDS = 5;

interface TScope {
  /** Users whose sources are reconciled. */
  users: Set<string>;
  /** Courses whose sources are reconciled. */
  courses: Set<string>;
  /** Every course of the playlist joins the scope (a user's enrolment changed). */
  allModules: boolean;
  /** Every user enrolled on the playlist joins the scope (its courses changed). */
  allMembers: boolean;
  /** Courses whose current holders of the source join the scope (courses leaving the playlist, or all of them). */
  holdersOf: Set<string>;
}

async function holdersOfSource(companyId: string, courseId: string, source: string): Promise<string[]> {
  const enrolments = await listTargetEnrolments(companyId, { type: 'course', id: courseId }, true);
  return enrolments.filter((item) => source in item.sources).map((item) => item.user_id);
}

async function reconcile(companyId: string, playlistId: string, scope: TScope): Promise<void> {
  const source = playlistSource(playlistId);
  const target = playlistTarget(playlistId);
  let previous: string | undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    // A playlist that does not exist (or no longer does) has no courses: nobody should hold its source.
    const playlist = await findPlaylist(companyId, playlistId);
    const modules = new Set((playlist?.modules ?? []).map((module) => module.course_id));
    if (scope.allModules) for (const id of modules) scope.courses.add(id);
    if (scope.allMembers) {
      for (const item of await listTargetEnrolments(companyId, target, true)) scope.users.add(item.user_id);
    }
    for (const courseId of scope.holdersOf) {
      for (const userId of await holdersOfSource(companyId, courseId, source)) scope.users.add(userId);
    }
    if (scope.users.size === 0 || scope.courses.size === 0) return;

    const users = [...scope.users];
    const enrolled = await getEnrolments(
      companyId,
      users.map((userId) => ({ userId, target })),
    );
    const members = new Set([...enrolled.values()].map((item) => item.user_id));
    const signature = JSON.stringify([
      playlist?.version ?? null,
      [...members].sort(),
      scope.users.size,
      scope.courses.size,
    ]);
    if (signature === previous) return;

    const changes: TEnrolmentChange[] = [];
    for (const userId of users) {
      for (const courseId of scope.courses) {
        const courseTarget: TTarget = { type: 'course', id: courseId };
        changes.push(
          members.has(userId) && modules.has(courseId)
            ? { userId, target: courseTarget, change: { op: 'add', source, deadline: '' } }
            : { userId, target: courseTarget, change: { op: 'remove', source } },
        );
      }
    }
    // Course targets only: nothing here changes a playlist enrolment, so the primitive write is all it takes.
    await writeEnrolmentChanges(companyId, changes);
    previous = signature;
  }
}

/** Users whose enrolment on the playlist may have changed: they get, or lose, its source on all its courses. */
export async function syncPlaylistMembers(
  companyId: string,
  playlistId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await reconcile(companyId, playlistId, {
    users: new Set(userIds),
    courses: new Set(),
    allModules: true,
    allMembers: false,
    holdersOf: new Set(),
  });
}

/**
 * Courses added to or removed from the playlist: on a course it now holds, every user enrolled on the playlist gets
 * the source; on one it no longer holds, whoever has the source loses it (and with it the enrolment, when that was
 * its only source). Nothing else of a user's enrolment on the course changes. `sweep` names courses whose every
 * holder of the source is checked too, not only the playlist's members (the courses that left, or all of them when
 * the playlist is deleted), so nobody keeps a course through a playlist they have left.
 */
export async function syncPlaylistCourses(
  companyId: string,
  playlistId: string,
  courseIds: readonly string[],
  sweep: readonly string[] = [],
): Promise<void> {
  if (courseIds.length === 0) return;
  const before = await enrolledUsers(companyId, courseIds);
  await reconcile(companyId, playlistId, {
    users: new Set(),
    courses: new Set(courseIds),
    allModules: false,
    allMembers: true,
    holdersOf: new Set(sweep),
  });
  await announceNewEnrolments(companyId, playlistId, before);
}

async function enrolledUsers(companyId: string, courseIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const byCourse = new Map<string, Set<string>>();
  for (const courseId of new Set(courseIds)) {
    const enrolments = await listTargetEnrolments(companyId, { type: 'course', id: courseId }, true);
    byCourse.set(courseId, new Set(enrolments.map((item) => item.user_id)));
  }
  return byCourse;
}

/**
 * A course reached through a playlist it joined later: the users it newly enrolled (who had no enrolment on it
 * before) are announced with course.assigned, as if the course had been assigned to them, so they are notified.
 */
async function announceNewEnrolments(
  companyId: string,
  playlistId: string,
  before: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<void> {
  const after = await enrolledUsers(companyId, [...before.keys()]);
  for (const [courseId, users] of after) {
    const known = before.get(courseId) ?? new Set<string>();
    const added = [...users].filter((userId) => !known.has(userId));
    await publishEnrolmentEvent(
      COURSE_ENROLMENT,
      DETAIL_TYPE.COURSE_ASSIGNED,
      { companyId, userId: `playlist:${playlistId}` },
      courseId,
      { userIds: added },
    );
  }
}

/** A course is about to be deleted: it leaves every playlist of the company that holds it. */
export async function removeCourseFromPlaylists(companyId: string, courseId: string): Promise<void> {
  for (const playlist of await listCompanyPlaylists(companyId)) {
    if (!playlist.modules.some((module) => module.course_id === courseId)) continue;
    await changePlaylistModules(companyId, playlist.playlist_id, (current) => ({
      modules: current.modules.filter((module) => module.course_id !== courseId),
      levels: current.levels,
    }));
  }
}
