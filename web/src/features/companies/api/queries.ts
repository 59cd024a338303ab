import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { companyKeys } from './query-keys';

/** A page of every customer company, newest first unless sorted, searched by name on the server. */
export function useCompanies(params: TListParams) {
  return useQuery({
    queryKey: companyKeys.companies(params),
    queryFn: async ({ signal }) =>
      api(
        'companies.list',
        { query: { ...pageQuery(params), search: searchQuery(params.search, ['company_name']) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in administrator's company: name, address and phone (Account Information). */
export function useCompanyDetails() {
  return useQuery({
    queryKey: companyKeys.details(),
    queryFn: async ({ signal }) => (await api('companies.details', {}, { signal })).data,
  });
}
