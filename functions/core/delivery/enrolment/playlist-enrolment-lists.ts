import type { TPageQuery } from '@skillway/shared';
import { playlistTarget } from './playlist-enrolment';
import { pageTargetGroups, pageTargetUsers } from './target-enrolment-lists';

/*
 * A playlist carries no progress of its own (its users' state is null) and its group tables show no deadline: the
 * shared target lists without options.
 */

/** The Enrol / Unenroll panels' user tables (`all`: both, each with its flag); see pageTargetUsers. */
export function pagePlaylistUsers(
  companyId: string,
  playlistId: string,
  scope: 'enrolled' | 'unenrolled' | 'all',
  query: TPageQuery,
  path: string,
) {
  return pageTargetUsers(companyId, playlistTarget(playlistId), scope, query, path);
}

/** The panels' group tables; see pageTargetGroups. */
export function pagePlaylistGroups(
  companyId: string,
  playlistId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  return pageTargetGroups(companyId, playlistTarget(playlistId), scope, query, path);
}
