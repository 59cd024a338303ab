import { Badge } from '@mantine/core';
import type { TCompanyListItem } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';
import { BreatheSwitch } from './breathe-switch';

/** The Company List's columns: name, state, users, created date and the BreatheHR import switch. */
export const COMPANY_COLUMNS: readonly TColumn<TCompanyListItem>[] = [
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
