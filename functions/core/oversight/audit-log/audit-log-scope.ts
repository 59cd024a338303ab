import { PLATFORM_COMPANY_ID, ROLE } from '@skillway/shared';
import { findCompany } from '../../people/companies/company-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';

/**
 * Whose audit log a request reads: an administrator's own company's, from the verified token (naming another
 * company is a 404: its log is never reachable); the super administrator names a company that exists, or
 * `platform` for the platform's own actions.
 */
export async function auditLogScope(auth: TAuth, requestedCompanyId: string | undefined): Promise<string> {
  if (auth.roleId !== ROLE.SUPER_ADMIN) {
    if (!auth.company) throw AppError.notFound();
    if (requestedCompanyId !== undefined && requestedCompanyId !== auth.companyId) throw AppError.notFound();
    return auth.companyId;
  }
  if (!requestedCompanyId) throw AppError.field('company_id', 'The company id field is required.');
  if (requestedCompanyId === PLATFORM_COMPANY_ID) return PLATFORM_COMPANY_ID;
  if (!(await findCompany(requestedCompanyId))) throw AppError.notFound();
  return requestedCompanyId;
}
