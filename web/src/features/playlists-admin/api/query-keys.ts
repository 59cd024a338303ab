
export const playlistAdminKeys = {
  all: ['playlists-admin'] as const,
  enrolment: (id: string, list: string) => [...playlistAdminKeys.all, 'enrolment', id, list] as const,
};
