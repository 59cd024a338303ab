import { Badge } from '@mantine/core';
import type { TCompanyListItem } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';
import type { TSortDirection } from '../../../lib/use-list-params';
import { BreatheSwitch } from './breathe-switch';

const COLUMNS: readonly TColumn<TCompanyListItem>[] = [
  { key: 'company_name', header: 'Company Name', sortKey: 'company_name', cell: (company) => company.company_name },
  {
    key: 'state',
    header: 'State',
    sortKey: 'state',
    cell: (company) => (
      <Badge variant="light" color={company.state === 2 || company.state === 4 ? 'red' : 'indigo'}>
        {company.state_description}
      </Badge>
    ),
  },
  { key: 'total_users', header: 'Users', sortKey: 'total_users', cell: (company) => company.total_users },
  {
    key: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    cell: (company) => formatShortDate(company.created_at),
  },
  { key: 'breathe', header: 'BreatheHR Import', cell: (company) => <BreatheSwitch company={company} /> },
];

interface TCompaniesTableProps {
  rows: readonly TCompanyListItem[];
  loading: boolean;
  empty: string;
  orderBy?: string;
  sortedBy?: TSortDirection;
  onSort: (key: string) => void;
}

export function CompaniesTable(props: TCompaniesTableProps) {
  return <DataTable caption="Companies" columns={COLUMNS} rowId={(company) => company.id} minWidth={640} {...props} />;
}
