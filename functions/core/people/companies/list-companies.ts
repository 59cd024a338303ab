import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  BREATHE_CUTOFF_DATE,
  COMPANY_STATE_NAME,
  type TCompanyListItem,
  type TCompanyListQuery,
  type TCompanyState,
} from '@skillway/shared';
import { isBreatheAvailable } from '../imports/breathe/breathe-access';
import { companyEntity } from '../../platform/db/entities/company';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TCompanyItem } from '../../platform/db/types';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { paginate } from '../../platform/http/pagination';

/**
 * Every company through the platform index (gsi1 `COMPANIES`, newest first): the super administrator's one
 * cross-tenant read. A company item is small, so one Query page holds about a thousand companies; the list is
 * searched and paged in memory like the company-scoped lists.
 */
export async function listAllCompanies(): Promise<TCompanyItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(companyEntity())
    .query({ index: 'gsi1', partition: keys.companiesIndexPk })
    .options({ reverse: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

export function presentCompanyListItem(company: TCompanyItem): TCompanyListItem {
  return {
    id: company.company_id,
    company_name: company.company_name,
    state: company.state,
    state_description: COMPANY_STATE_NAME[company.state as TCompanyState] ?? '',
    banding: company.banding,
    total_users: company.total_users,
    created_at: company.created_at,
    breathe_enabled: isBreatheAvailable(company),
    breathe_always: company.created_at < BREATHE_CUTOFF_DATE,
  };
}

const FIELDS = { company_name: (company: TCompanyListItem) => company.company_name };
const SORT = {
  ...FIELDS,
  created_at: (company: TCompanyListItem) => company.created_at,
  total_users: (company: TCompanyListItem) => company.total_users,
  state: (company: TCompanyListItem) => company.state,
};

/** GET /companies: newest first unless asked otherwise, `search=company_name:text`, `state=1..5`, paged. */
export async function listCompaniesPageView(query: TCompanyListQuery, path: string) {
  const rows = (await listAllCompanies()).map(presentCompanyListItem);
  const wanted = rows.filter(
    (row) =>
      (query.state === undefined || row.state === query.state) &&
      matchesSearch(row, query.search, FIELDS, ['company_name']),
  );
  const sorted = query.orderBy ? sortBy(wanted, query.orderBy, query.sortedBy, SORT, 'created_at') : wanted;
  return paginate(sorted, { page: query.page, limit: query.limit, path });
}
