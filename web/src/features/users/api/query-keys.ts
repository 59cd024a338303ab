import type { TListParams } from '../../../lib/use-list-params';

/** The users table's filters beside paging: created-date range (yyyy-mm-dd) and groups (any of). */
export interface TUserFilters {
  start: string | null;
  end: string | null;
  groups: string[];
}

export const userKeys = {
  all: ['users'] as const,
  list: (params: TListParams, filters: TUserFilters) => [...userKeys.all, 'list', params, filters] as const,
  archived: (params: TListParams) => [...userKeys.all, 'archived', params] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  /** Everyone the caller may pick (the team multi-select). */
  picker: () => [...userKeys.all, 'picker'] as const,
  /** An archived user's course rows (their active rows are the profile's GET /users/courses). */
  archivedCourses: (id: string, params: TListParams) => [...userKeys.all, 'archived-courses', id, params] as const,
  breathe: () => [...userKeys.all, 'breathe'] as const,
};
