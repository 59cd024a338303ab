import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { TBreatheSettings } from '@skillway/shared';
import { findCompany } from '../../companies/company-repository';
import { companyEntity } from '../../../platform/db/entities/company';
import type { TCompanyItem } from '../../../platform/db/types';
import { AppError } from '../../../platform/http/app-error';
import { isBreatheAvailable, maskToken } from './breathe-access';
import { sendUnlessConditionFails } from '../../../platform/db/conditional-write';

export function presentBreatheSettings(company: TCompanyItem): TBreatheSettings {
  return {
    breathe_enabled: isBreatheAvailable(company),
    has_token: !!company.breathe_api_token,
    breathehr_api: maskToken(company.breathe_api_token),
  };
}

async function updateCompany(companyId: string, values: Record<string, unknown>): Promise<TCompanyItem> {
  const written = await sendUnlessConditionFails(
    companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, ...values })
      .options({ condition: { attr: 'company_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
  const company = await findCompany(companyId);
  if (!company) throw AppError.notFound();
  return company;
}

/** Saves the company's BreatheHR API token (replacing any earlier one). */
export async function saveBreatheToken(companyId: string, token: string): Promise<TCompanyItem> {
  return updateCompany(companyId, { breathe_api_token: token });
}

export async function removeBreatheToken(companyId: string): Promise<TCompanyItem> {
  return updateCompany(companyId, { breathe_api_token: $remove() });
}

/** The super administrator turns the integration on or off for a company (older companies have it regardless). */
export async function setBreatheEnabled(companyId: string, enabled: boolean): Promise<TCompanyItem> {
  return updateCompany(companyId, { breathe_enabled: enabled ? 1 : 0 });
}
