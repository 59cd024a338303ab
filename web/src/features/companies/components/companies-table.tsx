import { Trans } from '@lingui/react/macro';
import type { TCompanyListItem } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';
import { AnchorLink } from '../../../components/links/anchor-link';
import { BreatheSwitch } from './breathe-switch';
import { CompanyStateBadge } from './company-state-badge';

/**
 * The Company List's columns: name (opening the company), state, users, created date and the BreatheHR import switch.
 * The headings are elements, translated as they render.
 */
export const COMPANY_COLUMNS: readonly TColumn<TCompanyListItem>[] = [
  {
    key: 'company_name',
    header: <Trans>Company Name</Trans>,
    sortKey: 'company_name',
    cell: (company) => (
      <AnchorLink to="/super-admin/company/$id" params={{ id: company.id }} fw={600}>
        {company.company_name}
      </AnchorLink>
    ),
  },
  {
    key: 'state',
    header: <Trans>State</Trans>,
    sortKey: 'state',
    cell: (company) => <CompanyStateBadge state={company.state} description={company.state_description} />,
  },
  { key: 'total_users', header: <Trans>Users</Trans>, sortKey: 'total_users', cell: (company) => company.total_users },
  {
    key: 'created_at',
    header: <Trans>Created</Trans>,
    sortKey: 'created_at',
    cell: (company) => formatShortDate(company.created_at),
  },
  { key: 'breathe', header: <Trans>BreatheHR Import</Trans>, cell: (company) => <BreatheSwitch company={company} /> },
];
