import type { TListParams } from '../../../lib/use-list-params';

export const superAdminKeys = {
  all: ['super-admin'] as const,
  companies: (params: TListParams) => [...superAdminKeys.all, 'companies', params] as const,
};
