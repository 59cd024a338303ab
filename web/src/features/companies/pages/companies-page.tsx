import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { ListCard } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useCompanies } from '../api/queries';
import { COMPANY_COLUMNS } from '../components/companies-table';
import { CompanyStateFilter } from '../components/company-state-filter';

/**
 * The super administrator's Company List: every customer company, paged, searched by name (a second after typing)
 * and filtered by state (both back to page 1), with the per-company BreatheHR import switch. A company's name opens
 * its details.
 */
export default function CompaniesPage() {
  const { t } = useLingui();
  const list = useListParams();
  const [state, setState] = useState<number | null>(null);
  const companies = useCompanies(list.params, state);
  const filtered = Boolean(list.params.search) || state !== null;

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>Company List</Trans>
      </Title>
      <ListCard
        search={{ label: t`Search Companies` }}
        filters={
          <CompanyStateFilter
            value={state}
            onChange={(next) => {
              setState(next);
              list.resetPage();
            }}
          />
        }
        list={list}
        total={companies.data?.meta.pagination.total ?? 0}
        failed={companies.isError}
        onRetry={companies.refetch}
        caption={t`Companies`}
        columns={COMPANY_COLUMNS}
        rows={companies.data?.data ?? []}
        rowId={(company) => company.id}
        loading={companies.isFetching}
        empty={filtered ? t`No companies match this search.` : t`No Companies Found`}
        minWidth={640}
      />
    </Stack>
  );
}
