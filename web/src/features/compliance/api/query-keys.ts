import type { TExpiringWithin } from '@skillway/shared';
import type { TListParams } from '../../../lib/use-list-params';

/** What narrows the matrix besides its search: a group, a manager's team (null: everyone the viewer may see). */
export interface TComplianceFilters {
  groupId: string | null;
  managerId: string | null;
}

export const NO_COMPLIANCE_FILTERS: TComplianceFilters = { groupId: null, managerId: null };

export const complianceKeys = {
  all: ['compliance'] as const,
  /** GET /compliance/summary: the headline figures (the company's or a manager's team, or narrowed by the filters). */
  summary: (filters: TComplianceFilters) => [...complianceKeys.all, 'summary', filters] as const,
  /** GET /compliance: a page of the matrix. */
  matrix: (params: TListParams, filters: TComplianceFilters) =>
    [...complianceKeys.all, 'matrix', params, filters] as const,
  /** GET /compliance with the whole team on one page (My Team's statuses). */
  team: () => [...complianceKeys.all, 'team'] as const,
  /** GET /compliance/expiring?within=… */
  expiring: (within: TExpiringWithin) => [...complianceKeys.all, 'expiring', within] as const,
};
