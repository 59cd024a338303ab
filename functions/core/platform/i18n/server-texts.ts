import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@skillway/shared/constants/languages';

/**
 * A language's catalogue, by English text (the spec's texts, the audit log's field labels and the server's own):
 * `compiled`, each message compiled from ICU when the catalogues were written (for English, only those that are not
 * plain text), so no function carries an ICU parser; `texts`, the translations as written (not for English).
 */
interface TServerCatalogue {
  compiled: Readonly<Record<string, string | CompiledMessage>>;
  texts?: Readonly<Record<string, string>>;
}

const catalogues = new Map<TLanguage, TServerCatalogue>();

/**
 * Written by `npm run i18n:extract` to catalogues/<language>.json beside this module and read on first use: in a
 * Lambda bundle the build copies the folder beside the bundle (infra/lib/bundling/bundle-files.ts MODULE_FILES), so
 * no function parses a language's catalogue at cold start.
 */
function catalogueOf(language: TLanguage): TServerCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = JSON.parse(
      readFileSync(new URL(`./catalogues/${language}.json`, import.meta.url), 'utf8'),
    ) as TServerCatalogue;
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

/** A language's translations as written, by their English text (none for English, the source). */
export function serverCatalogue(language: TLanguage): Readonly<Record<string, string>> {
  return language === DEFAULT_LANGUAGE ? {} : (catalogueOf(language).texts ?? {});
}

/**
 * The server's text in a recipient's language (issue 34; docs/architecture.md "Languages"): emails, notifications,
 * certificates and exports call `i18n._('English ICU text', values)` on the instance for the recipient's language.
 * The English text is the id (as in the web's spec catalogue), so a message with no translation reads in English
 * (the English catalogue beneath every language's holds its compiled form).
 */
const instances = new Map<TLanguage, I18n>();

export function textsIn(language: string | null | undefined): I18n {
  const locale = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let i18n = instances.get(locale);
  if (!i18n) {
    const english = catalogueOf(DEFAULT_LANGUAGE).compiled;
    const messages: Messages = locale === DEFAULT_LANGUAGE ? english : { ...english, ...catalogueOf(locale).compiled };
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // Plain text is kept as a string (an English one is its id): shown as written, with no compiler at run time.
    i18n.setMessagesCompiler((message) => message as unknown as CompiledMessage);
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
  return serverCatalogue(locale)[english] ?? english;
}
