import { defineConfig } from '@lingui/conf';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { specTextsExtractor } from './scripts/i18n/spec-texts-extractor.ts';

/**
 * The SPA's message catalogues (issue 34; docs/architecture.md "Languages"): one per feature folder, loaded with the
 * feature's route chunk, one for the shell (app, layout, components, lib, routes) and one of the spec's texts from
 * @skillway/shared (MSG, role and state names; web/src/i18n/spec-texts.ts). English (UK) is the source:
 * its text stays in the code (the macro keeps it), so an English visit loads no catalogue at all. `pseudo` is the
 * test locale the browser walk uses (scripts/i18n/pseudo-catalogues.ts fills it), never offered to users.
 */
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'pl', 'es', 'pseudo'],
  fallbackLocales: { default: 'en-GB' },
  format: formatter({ lineNumbers: false }),
  extractors: [specTextsExtractor, babelExtractor],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', '**/test-fixtures.*', '<rootDir>/src/features/audit/lib/field-words.ts'],
    },
    // The audit log's field labels (`audit-fields`, ids the English words): loaded by the log's table, not with every
    // screen that shows a record's History (web/src/features/audit/lib/field-labels.ts).
    {
      path: '<rootDir>/src/features/audit/locales/fields/{locale}',
      include: ['<rootDir>/src/features/audit/lib/field-words.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/'],
      exclude: ['<rootDir>/src/features/**', '<rootDir>/src/i18n/spec-texts.ts', '**/*.test.*'],
    },
    // The spec's texts from @skillway/shared (web/src/i18n/spec-texts.ts), ids the English texts.
    { path: '<rootDir>/src/locales/spec/{locale}', include: ['<rootDir>/src/i18n/spec-texts.ts'] },
    // The server's own text (emails, notifications, certificates, exports): `i18n._('English', values)` calls on
    // textsIn(language) (functions/core/platform/i18n/server-texts.ts), ids the English texts.
    {
      path: '<rootDir>/../functions/locales/{locale}',
      include: ['<rootDir>/../functions/core/', '<rootDir>/../functions/api/', '<rootDir>/../events/'],
      exclude: ['**/*.test.ts', '**/node_modules/**'],
    },
  ],
});
