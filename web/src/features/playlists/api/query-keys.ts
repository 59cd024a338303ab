import type { TApiArgs } from '../../../api';

export const playlistKeys = {
  all: ['playlists'] as const,
  /** GET /channels with the query it sent (the admin table, the course form's options). */
  list: (query: NonNullable<TApiArgs<'playlists.list'>['query']>) => [...playlistKeys.all, 'list', query] as const,
  /** GET /user/my-channels with the query it sent (My Playlists, the dashboard widget). */
  mine: (query: NonNullable<TApiArgs<'playlists.mine'>['query']>) => [...playlistKeys.all, 'mine', query] as const,
  /** One playlist with the relations asked for (GET /channels/{id}?include=). */
  detail: (id: string, include: string) => [...playlistKeys.all, 'detail', id, include] as const,
  /** The enrol panels' user and group lists of every playlist. */
  enrolments: ['playlists', 'enrolment'] as const,
  /** One enrol panel list of a playlist (enrolled or unenrolled users or groups). */
  enrolment: (id: string, list: string) => [...playlistKeys.enrolments, id, list] as const,
};
