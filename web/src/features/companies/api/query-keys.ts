import type { TListParams } from '../../../lib/use-list-params';

export const companyKeys = {
  all: ['companies'] as const,
  /** The Company List: paging and search, and the state filter (null: every state). */
  companies: (params: TListParams, state: number | null = null) =>
    [...companyKeys.all, 'companies', params, state] as const,
  details: () => [...companyKeys.all, 'details'] as const,
  /** One company in the platform console, and under it its Users and Courses tabs. */
  company: (id: string) => [...companyKeys.all, 'company', id] as const,
  companyDetail: (id: string) => [...companyKeys.company(id), 'detail'] as const,
  compliance: (id: string) => [...companyKeys.company(id), 'compliance'] as const,
  users: (id: string, params: TListParams) => [...companyKeys.company(id), 'users', params] as const,
  courses: (id: string, params: TListParams) => [...companyKeys.company(id), 'courses', params] as const,
  deleteStatus: (id: string) => [...companyKeys.all, 'delete-status', id] as const,
  figures: () => [...companyKeys.all, 'figures'] as const,
};
