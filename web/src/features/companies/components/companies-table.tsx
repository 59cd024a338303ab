import type { TCompanyListItem } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';
import { AnchorLink } from '../../../components/links/anchor-link';
import { BreatheSwitch } from './breathe-switch';
import { CompanyStateBadge } from './company-state-badge';

/** The Company List's columns: name (opening the company), state, users, created date and the BreatheHR import switch. */
export const COMPANY_COLUMNS: readonly TColumn<TCompanyListItem>[] = [
  {
    key: 'company_name',
    header: 'Company Name',
    sortKey: 'company_name',
    cell: (company) => (
      <AnchorLink to="/super-admin/company/$id" params={{ id: company.id }} fw={600}>
        {company.company_name}
      </AnchorLink>
    ),
  },
  {
    key: 'state',
    header: 'State',
    sortKey: 'state',
    cell: (company) => <CompanyStateBadge state={company.state} description={company.state_description} />,
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
