import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { COMPANY_STATE, COMPANY_STATE_NAME, type TCompanyState, type TPlatformFigures } from '@skillway/shared';
import { monthStatsEntity } from '../../platform/db/entities/month-stats';
import type { TCompanyItem } from '../../platform/db/types';
import { monthOf } from '../../platform/stats/month-stats';
import { listAllCompanies } from './list-companies';
import { readBatch } from '../../platform/db/batch-read';

/** BatchGetItem reads at most 100 keys per request. */
const BATCH_GET_MAX = 100;

/** Each company's `active_users` of one month, summed: BatchGetItem of the companies' MSTAT items, 100 at a time. */
async function sumActiveUsers(companyIds: readonly string[], month: string): Promise<number> {
  let total = 0;
  for (let start = 0; start < companyIds.length; start += BATCH_GET_MAX) {
    const requests = companyIds
      .slice(start, start + BATCH_GET_MAX)
      .map((companyId) => monthStatsEntity().build(BatchGetRequest).key({ company_id: companyId, month }));
    const { Responses } = await readBatch(requests);
    for (const stats of Responses[0] ?? []) total += stats?.active_users ?? 0;
  }
  return total;
}

/** The figures from the companies (pure): per state (every state, 0 when none), and their users summed. */
export function summariseCompanies(
  companies: readonly Pick<TCompanyItem, 'state' | 'total_users'>[],
): Pick<TPlatformFigures, 'companies_by_state' | 'total_companies' | 'total_users'> {
  const states = Object.values(COMPANY_STATE);
  return {
    companies_by_state: states.map((state) => ({
      state,
      state_description: COMPANY_STATE_NAME[state as TCompanyState],
      total: companies.filter((company) => company.state === state).length,
    })),
    total_companies: companies.length,
    total_users: companies.reduce((sum, company) => sum + company.total_users, 0),
  };
}

/**
 * GET /platform/figures: the platform index (gsi1, every company) gives companies by state and users (each
 * company's maintained counter); company users active this month are the companies' MSTAT counters, read by key.
 */
export async function platformFigures(now = new Date()): Promise<TPlatformFigures> {
  const companies = await listAllCompanies();
  const month = monthOf(now);
  return {
    ...summariseCompanies(companies),
    active_learners_this_month: await sumActiveUsers(
      companies.map((company) => company.company_id),
      month,
    ),
    month,
  };
}
