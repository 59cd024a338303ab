import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@skillway/shared/constants/languages';
import { SERVER_CATALOGUES } from './catalogues.generated';

/**
 * The server's text in a recipient's language (issue 34; docs/architecture.md "Languages"): emails, notifications,
 * certificates and exports call `i18n._('English ICU text', values)` on the instance for the recipient's language.
 * The English text is the id (as in the web's spec catalogue), so English needs no catalogue and a message with no
 * translation reads in English. Catalogues are the web's spec texts and the server's own (functions/locales), merged
 * into catalogues.generated.ts by `npm run i18n:extract` and compiled here on first use.
 */
const instances = new Map<TLanguage, I18n>();

export function textsIn(language: string | null | undefined): I18n {
  const locale = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: SERVER_CATALOGUES[locale] ?? {} } });
    // Catalogues hold ICU text, not compiled messages: compiled on first use (Lingui does this only in development).
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A recipient's language: their own choice, else their company's default, else English (UK). */
export function recipientLanguage(
  user: { language?: string | null | undefined } | null | undefined,
  company?: { default_language?: string | null | undefined } | null,
): TLanguage {
  if (isLanguage(user?.language)) return user.language;
  if (isLanguage(company?.default_language)) return company.default_language;
  return DEFAULT_LANGUAGE;
}

/**
 * A spec text (a shared constant such as a notification's default title or content, kept with its own `{placeholder}`
 * syntax) in `language`, as written: no ICU formatting, the caller fills it. English, and a text no catalogue has,
 * come back as they are.
 */
export function specTextIn(language: string | null | undefined, english: string): string {
  const locale = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return SERVER_CATALOGUES[locale]?.[english] ?? english;
}
