import type { TListParams } from '../../../lib/use-list-params';

export const playlistAdminKeys = {
  all: ['playlists-admin'] as const,
  list: (params: TListParams) => [...playlistAdminKeys.all, 'list', params] as const,
  enrolment: (id: string, list: string) => [...playlistAdminKeys.all, 'enrolment', id, list] as const,
  courses: () => [...playlistAdminKeys.all, 'courses'] as const,
};
