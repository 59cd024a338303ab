export const playlistKeys = {
  all: ['playlists'] as const,
  mine: (search: string) => [...playlistKeys.all, 'mine', search] as const,
  /** One playlist with the relations asked for (GET /channels/{id}?include=). */
  detail: (id: string, include: string) => [...playlistKeys.all, 'detail', id, include] as const,
};
