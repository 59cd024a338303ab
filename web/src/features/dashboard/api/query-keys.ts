export const dashboardKeys = {
  all: ['dashboard'] as const,
  playlists: () => [...dashboardKeys.all, 'playlists'] as const,
};
