import { PLATFORM_COMPANY_ID, ROLE } from '@skillway/shared';
import { findCompany } from '../companies/company-repository';
import type { TCompanyItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';

export interface TCompanyScope {
  companyId: string;
  company: TCompanyItem;
}

/**
 * The company a request works in: always the caller's own, from the verified token. Only the super administrator,
 * the one cross-tenant role, names a company (`?company_id=`), and it must exist.
 */
export async function companyScope(auth: TAuth, requestedCompanyId?: string): Promise<TCompanyScope> {
  if (auth.roleId !== ROLE.SUPER_ADMIN) {
    if (!auth.company) throw AppError.notFound();
    return { companyId: auth.companyId, company: auth.company };
  }
  if (!requestedCompanyId || requestedCompanyId === PLATFORM_COMPANY_ID) {
    throw AppError.field('company_id', 'The company id field is required.');
  }
  const company = await findCompany(requestedCompanyId);
  if (!company) throw AppError.notFound();
  return { companyId: requestedCompanyId, company };
}

/** The caller's own company (administrators and managers always have one; the platform account does not). */
export function callerCompany(auth: TAuth): TCompanyItem {
  if (!auth.company) throw AppError.notFound();
  return auth.company;
}
