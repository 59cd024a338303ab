import { isLanguage, type TLanguage } from '@skillway/shared';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import { recipientLanguage } from '../../platform/i18n/server-texts';

/**
 * The company's default language (Company Information; issue 34): its users' language until they choose one. A stored
 * value the product does not speak (none is written, but a language could one day be withdrawn) reads as English.
 */
export function companyLanguage(company: Pick<TCompanyItem, 'default_language'> | null): TLanguage {
  return recipientLanguage(undefined, company);
}

/** The language the product shows a user: their own choice, else their company's default, else English (UK). */
export function userLanguage(
  user: Pick<TUserItem, 'language'>,
  company: Pick<TCompanyItem, 'default_language'> | null,
): { language: TLanguage; chosen: boolean } {
  return { language: recipientLanguage(user, company), chosen: isLanguage(user.language) };
}
