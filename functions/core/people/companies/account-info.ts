import type { TBillingDetails, TCompanyDetails, TCompanyDetailsBody } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TCompanyItem } from '../../platform/db/types';
import { companyLanguage } from './company-language';
import { findCompany, updateCompanyAccountInfo } from './company-repository';

/** Account Information as the API shows it: missing address parts read as empty strings. */
export function presentCompanyDetails(company: TCompanyItem): TCompanyDetails {
  return {
    id: company.company_id,
    company_name: company.company_name,
    street: company.street ?? '',
    city: company.city ?? '',
    county: company.county ?? '',
    country: company.country,
    postcode: company.postcode ?? '',
    phone: company.phone ?? '',
    require_two_step_admins: company.require_two_step_admins === 1,
    default_language: companyLanguage(company),
  };
}

/** The billing name and address the administrator gave with a card (Sign Up, Make Payment); '' where not given. */
export function presentBillingDetails(company: TCompanyItem): TBillingDetails {
  return {
    name: company.billing_name ?? '',
    address: {
      line1: company.billing_line1 ?? '',
      city: company.billing_city ?? '',
      state: company.billing_state ?? '',
      postal_code: company.billing_postal_code ?? '',
    },
  };
}

/** The caller's own company (from the token); nothing else is reachable. */
export async function getCompanyDetails(companyId: string): Promise<TCompanyDetails> {
  const company = await findCompany(companyId);
  if (!company) throw AppError.notFound();
  return presentCompanyDetails(company);
}

/** Saves the address and phone; `company_name` in the body is ignored (the name is read-only). */
export async function saveCompanyDetails(companyId: string, body: TCompanyDetailsBody): Promise<TCompanyDetails> {
  await updateCompanyAccountInfo(companyId, {
    street: body.street,
    city: body.city,
    county: body.county ?? '',
    country: body.country,
    postcode: body.postcode.toUpperCase(),
    phone: body.phone,
  });
  return getCompanyDetails(companyId);
}
