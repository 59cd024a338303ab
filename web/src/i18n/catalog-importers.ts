import type { Messages } from '@lingui/core';
import { SHELL_CATALOG, SPEC_CATALOG } from './catalog-names';

export type TCatalogModule = { messages: Messages };

/**
 * Every catalogue, each its own lazy chunk (issue 34): the shell's (src/locales) and one per feature folder. Vite
 * turns each file into a chunk of its own; @lingui/vite-plugin compiles the `.po` on import. This table (some 140
 * chunk addresses) is itself loaded only when a language other than English is shown (catalogs.ts), so an English
 * first visit carries none of it.
 */
// English is in the code: its catalogues (the extraction's source) are never loaded, so never built.
const SHELL = import.meta.glob<TCatalogModule>(['../locales/*.po', '!../locales/en-GB.po']);
const SPEC = import.meta.glob<TCatalogModule>(['../locales/spec/*.po', '!../locales/spec/en-GB.po']);
const FEATURES = import.meta.glob<TCatalogModule>(['../features/*/locales/*.po', '!../features/*/locales/en-GB.po']);
/**
 * A feature's second catalogue, `<feature>/<part>` (features/<feature>/locales/<part>/): text too large to load with
 * every screen that imports the feature's components (the audit log's field labels, `audit/fields`), loaded by
 * loadCatalog where it is shown.
 */
const FEATURE_PARTS = import.meta.glob<TCatalogModule>([
  '../features/*/locales/*/*.po',
  '!../features/*/locales/*/en-GB.po',
]);

/** The loader of a catalogue in a language, if there is one. */
export function importerOf(locale: string, name: string): (() => Promise<TCatalogModule>) | undefined {
  if (name === SHELL_CATALOG) return SHELL[`../locales/${locale}.po`];
  if (name === SPEC_CATALOG) return SPEC[`../locales/spec/${locale}.po`];
  const [feature, part] = name.split('/');
  if (part) return FEATURE_PARTS[`../features/${feature}/locales/${part}/${locale}.po`];
  return FEATURES[`../features/${name}/locales/${locale}.po`];
}
