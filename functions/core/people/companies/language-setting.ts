import type { TCompanyDetails, TLanguage } from '@skillway/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { companyEntity } from '../../platform/db/entities/company';
import { getCompanyDetails } from './account-info';

/**
 * The company's default language (Company Information; issue 34): the language of its new users and of every user
 * who has not chosen their own on the Profile. Each user's screens follow it from their next page load.
 */
export async function saveLanguageSetting(companyId: string, language: TLanguage): Promise<TCompanyDetails> {
  await companyEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, default_language: language })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
  return getCompanyDetails(companyId);
}
