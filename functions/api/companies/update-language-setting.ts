import { saveLanguageSetting } from '../../core/people/companies/language-setting';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.updateLanguage', async ({ auth, body }) => ({
  data: await saveLanguageSetting(auth.companyId, body.default_language),
}));
