/** The learner's own course data ('learner-courses', apart from the administration's 'admin-courses'). */
export const learnerCourseKeys = {
  all: ['learner-courses'] as const,
  lists: () => [...learnerCourseKeys.all, 'list'] as const,
  list: (source: 'mine' | 'published', type: string, search: string) =>
    [...learnerCourseKeys.lists(), source, type, search] as const,
  details: () => [...learnerCourseKeys.all, 'detail'] as const,
  detail: (id: string) => [...learnerCourseKeys.details(), id] as const,
};
