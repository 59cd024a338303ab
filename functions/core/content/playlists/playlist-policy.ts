import { ROLE } from '@skillway/shared';
import type { TAuth } from '../../platform/http/principal';

/**
 * Who sees which playlist (object rules; the manifest holds the role rules). Another company's playlist is never
 * read: every repository call is under the caller's company key. A denial is a 404, like another company's record.
 *
 * - The administrator: every playlist of the company, with all its courses.
 * - A Team Manager: the published playlists (those they may assign to their team), with their published courses.
 * - A learner: the published playlists they are enrolled on (directly or through a group), published courses only.
 *
 * A playlist is published while at least one of its courses is.
 */
export type TPlaylistViewer = 'admin' | 'manager' | 'learner';

export function playlistViewer(auth: Pick<TAuth, 'roleId'>): TPlaylistViewer {
  if (auth.roleId === ROLE.ADMIN) return 'admin';
  if (auth.roleId === ROLE.MANAGER) return 'manager';
  return 'learner';
}

export function canSeePlaylist(viewer: TPlaylistViewer, playlist: { published: boolean; enrolled: boolean }): boolean {
  if (viewer === 'admin') return true;
  if (viewer === 'manager') return playlist.published;
  return playlist.published && playlist.enrolled;
}

/** Which modules a viewer may list: unpublished courses are the administrator's business only. */
export function visibleModules(viewer: TPlaylistViewer): 'all' | 'published' {
  return viewer === 'admin' ? 'all' : 'published';
}

/**
 * Handing a playlist out on My Team's panels: a manager only published ones (their users could take nothing else),
 * the administrator any playlist of the company.
 */
export function canHandOut(auth: Pick<TAuth, 'roleId'>, published: boolean): boolean {
  return auth.roleId === ROLE.ADMIN || published;
}
