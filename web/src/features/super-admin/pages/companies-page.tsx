import { Alert, Paper, Stack, Title } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { TablePagination } from '../../../components/data-table';
import { SearchInput } from '../../../components/search-input';
import { useListParams } from '../../../lib/use-list-params';
import { useCompanies } from '../api/queries';
import { CompaniesTable } from '../components/companies-table';

/**
 * The super administrator's Company List: every customer company, paged and searchable, with the per-company
 * BreatheHR import switch. The companies issue adds the details, users and courses tabs.
 */
export default function CompaniesPage() {
  const list = useListParams();
  const companies = useCompanies(list.params);
  const rows = companies.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        Company List
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SearchInput label="Search Companies" onSearch={list.setSearch} delayMs={1000} maw={420} />
          {companies.isError && <Alert color="red">{MSG.GENERIC_ERROR}</Alert>}
          <CompaniesTable
            rows={rows}
            loading={companies.isFetching}
            empty={list.params.search ? 'No companies match this search.' : 'No Companies Found'}
            orderBy={list.params.orderBy}
            sortedBy={list.params.sortedBy}
            onSort={list.toggleSort}
          />
          <TablePagination
            total={companies.data?.meta.pagination.total ?? 0}
            page={list.params.page}
            limit={list.params.limit}
            onPage={list.setPage}
            onLimit={list.setLimit}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
