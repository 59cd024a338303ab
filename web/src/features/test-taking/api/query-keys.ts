export const testTakingKeys = {
  all: ['test-taking'] as const,
  /** One paper per opening of the panel: each serve replaces the one the server remembers. */
  paper: (courseId: string, opening: number) => [...testTakingKeys.all, 'paper', courseId, opening] as const,
  allLogs: ['course-test', 'logs'] as const,
  logLists: (courseId: string, userId: string) => [...testTakingKeys.allLogs, courseId, userId] as const,
  logs: (courseId: string, userId: string, page: number) =>
    [...testTakingKeys.logLists(courseId, userId), page] as const,
  log: (id: string) => [...testTakingKeys.all, 'log', id] as const,
};
