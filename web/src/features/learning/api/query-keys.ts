/** The learner's course lists (My Courses and the published courses); one course is the courses area's resource. */
export const learningKeys = {
  all: ['learning'] as const,
  lists: () => [...learningKeys.all, 'list'] as const,
  list: (source: 'mine' | 'published', type: string, search: string) =>
    [...learningKeys.lists(), source, type, search] as const,
};
