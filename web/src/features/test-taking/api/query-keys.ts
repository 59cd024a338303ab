export const courseTestKeys = {
  all: ['course-test'] as const,
  /** One paper per opening of the panel: each serve replaces the one the server remembers. */
  paper: (courseId: string, opening: number) => [...courseTestKeys.all, 'paper', courseId, opening] as const,
  allLogs: ['course-test', 'logs'] as const,
  logLists: (courseId: string, userId: string) => [...courseTestKeys.allLogs, courseId, userId] as const,
  logs: (courseId: string, userId: string, page: number) =>
    [...courseTestKeys.logLists(courseId, userId), page] as const,
  log: (id: string) => [...courseTestKeys.all, 'log', id] as const,
};
