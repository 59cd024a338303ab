import type { TListParams } from '../../../lib/use-list-params';

export const companyKeys = {
  all: ['companies'] as const,
  companies: (params: TListParams) => [...companyKeys.all, 'companies', params] as const,
  details: () => [...companyKeys.all, 'details'] as const,
};
