export const playlistKeys = {
  all: ['playlists'] as const,
  mine: (search: string) => [...playlistKeys.all, 'mine', search] as const,
  details: (id: string) => [...playlistKeys.all, 'details', id] as const,
};
