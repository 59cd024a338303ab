import * as z from 'zod/mini';
import { LANGUAGES } from '../constants/languages';
import { label } from './fields';

/**
 * A product language (issue 34): one of LANGUAGES, refused with a message that names the field and the choices. The
 * user's own choice (the Profile's `language`) and the company's default (`default_language`) are both one.
 */
export function languageField(field: string) {
  return z.enum(LANGUAGES, {
    error: (issue) =>
      issue.input === undefined
        ? `The ${label(field)} field is required.`
        : `The ${label(field)} must be one of ${LANGUAGES.join(', ')}.`,
  });
}

export const ZLanguage = languageField('language');

/** PUT /v1/company/language (Company Information): the language of new users and of users who have not chosen one. */
export const ZCompanyLanguageBody = z.object({ default_language: languageField('default_language') });
export type TCompanyLanguageBody = z.infer<typeof ZCompanyLanguageBody>;
