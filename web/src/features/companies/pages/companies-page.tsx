import { Stack, Title } from '@mantine/core';
import { ListCard } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useCompanies } from '../api/queries';
import { COMPANY_COLUMNS } from '../components/companies-table';

/**
 * The super administrator's Company List: every customer company, paged and searchable, with the per-company
 * BreatheHR import switch. The companies issue adds the details, users and courses tabs.
 */
export default function CompaniesPage() {
  const list = useListParams();
  const companies = useCompanies(list.params);

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        Company List
      </Title>
      <ListCard
        search={{ label: 'Search Companies' }}
        list={list}
        total={companies.data?.meta.pagination.total ?? 0}
        failed={companies.isError}
        caption="Companies"
        columns={COMPANY_COLUMNS}
        rows={companies.data?.data ?? []}
        rowId={(company) => company.id}
        loading={companies.isFetching}
        empty={list.params.search ? 'No companies match this search.' : 'No Companies Found'}
        minWidth={640}
      />
    </Stack>
  );
}
