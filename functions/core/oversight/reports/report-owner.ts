import { PLATFORM_COMPANY_ID, ROLE } from '@skillway/shared';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import type { TAuth } from '../../platform/http/principal';
import type { TReportJobFilters } from './report-table';

/** The filter naming the company a super administrator's job reads (the job itself is the platform's). */
const DATA_COMPANY_FILTER = 'company_id';

/**
 * Whose partition a report job is kept in. A company user's: their company's. A super administrator's (the audit log
 * of a company they name, `auth.companyId` set to it by the handler) is their own, in the platform's partition, with
 * the company it reads as a filter: so the report worker emails them (they are a user of `platform`, not of the
 * company) and the report page finds the file from their token, like any requester's.
 */
export function reportOwner(
  auth: Pick<TAuth, 'companyId' | 'roleId'>,
  filters: TReportJobFilters,
): { companyId: string; filters: TReportJobFilters } {
  if (auth.roleId !== ROLE.SUPER_ADMIN) return { companyId: auth.companyId, filters };
  return { companyId: PLATFORM_COMPANY_ID, filters: { ...filters, [DATA_COMPANY_FILTER]: auth.companyId } };
}

/** The company a job's report reads and its own filters: the owner's, or the one a super administrator's job names. */
export function reportDataOf(job: Pick<TReportJobItem, 'company_id' | 'filters'>): {
  company: string;
  filters: TReportJobFilters;
} {
  if (job.company_id !== PLATFORM_COMPANY_ID) return { company: job.company_id, filters: job.filters };
  const { [DATA_COMPANY_FILTER]: company, ...filters } = job.filters;
  return { company: company || PLATFORM_COMPANY_ID, filters };
}
