/** The learner's own course data ('learner-courses', apart from the administration's 'admin-courses'). */
export const learningKeys = {
  all: ['learning'] as const,
  lists: () => [...learningKeys.all, 'list'] as const,
  list: (source: 'mine' | 'published', type: string, search: string) =>
    [...learningKeys.lists(), source, type, search] as const,
  details: () => [...learningKeys.all, 'detail'] as const,
  detail: (id: string) => [...learningKeys.details(), id] as const,
};
