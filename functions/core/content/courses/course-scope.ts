import { MSG, ROLE } from '@skillway/shared';
import { findCompany } from '../../people/companies/company-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';

/**
 * Whose courses a call works on. Everyone works on the company of their verified token; only the super
 * administrator (the one cross-tenant role, allowed on a few rows by the manifest) names a company, with
 * `?company_id=`, which must exist (else 404, like any other record outside reach).
 */
export async function courseCompanyId(auth: TAuth, requested: string | undefined): Promise<string> {
  if (auth.roleId !== ROLE.SUPER_ADMIN) return auth.companyId;
  if (!requested) throw AppError.field('company_id', MSG.COURSE_SCOPE_REQUIRED);
  if (!(await findCompany(requested))) throw AppError.notFound();
  return requested;
}
