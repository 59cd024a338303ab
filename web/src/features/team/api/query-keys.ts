import type { TListParams } from '../../../lib/use-list-params';

export const teamKeys = {
  all: ['team'] as const,
  list: (search: string) => [...teamKeys.all, 'list', search] as const,
  /** A page of the team (the team-wide Assign Courses stepper's Select Users step). */
  page: (params: TListParams) => [...teamKeys.all, 'page', params] as const,
  /** One user's Courses Assigned or Courses Unassigned. */
  userCourses: (userId: string, scope: 'enrolled' | 'unenrolled') =>
    [...teamKeys.all, 'courses', userId, scope] as const,
  /** A page of the company's published courses (the stepper's Select Courses step). */
  assignable: (params: TListParams) => [...teamKeys.all, 'assignable', params] as const,
};
