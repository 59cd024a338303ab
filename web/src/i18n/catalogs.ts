import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';

type TCatalogModule = { messages: Messages };

/**
 * Every catalogue, each its own lazy chunk (issue 34): the shell's (src/locales) and one per feature folder. Vite
 * turns each file into a chunk of its own; @lingui/vite-plugin compiles the `.po` on import.
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

/** The shell's own text and the spec's texts (specText): loaded with the first screen of every language but English. */
const SHELL_CATALOG = '@shell';
const SPEC_CATALOG = '@spec';

/** The catalogues the code loaded so far shows text from (each feature module names its own when evaluated). */
const needed = new Set<string>([SHELL_CATALOG, SPEC_CATALOG]);
/** `${locale}/${catalogue}` for every catalogue loaded (or loading). */
const loaded = new Map<string, Promise<void>>();

/** Called by every feature module that has messages (added by web/scripts/lingui-plugins.ts at build). */
export function needCatalog(name: string): void {
  needed.add(name);
}

function importerOf(locale: string, name: string): (() => Promise<TCatalogModule>) | undefined {
  if (name === SHELL_CATALOG) return SHELL[`../locales/${locale}.po`];
  if (name === SPEC_CATALOG) return SPEC[`../locales/spec/${locale}.po`];
  const [feature, part] = name.split('/');
  if (part) return FEATURE_PARTS[`../features/${feature}/locales/${part}/${locale}.po`];
  return FEATURES[`../features/${name}/locales/${locale}.po`];
}

function loadOne(locale: string, name: string): Promise<void> {
  const key = `${locale}/${name}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = importerOf(locale, name);
    loading = load
      ? load().then(
          ({ messages }) => i18n.load(locale, messages),
          (error: unknown) => {
            // A failed chunk (a network blip) is tried again by the next screen; meanwhile the text stays English.
            loaded.delete(key);
            throw error;
          },
        )
      : Promise.resolve();
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * Loads, for `locale`, every catalogue the code loaded so far needs. English (UK) is the source language: its text
 * is in the code, so it loads nothing.
 */
export async function loadNeededCatalogs(locale: string): Promise<void> {
  if (locale === DEFAULT_LANGUAGE) return;
  await Promise.all([...needed].map((name) => loadOne(locale, name)));
}

/**
 * A catalogue a component loads when it first shows its text, not its screen's route (a feature's second catalogue):
 * needed from then on (a language switch loads it with the rest); resolves once loaded in the active language, at once
 * in English.
 */
export function loadCatalog(name: string): Promise<void> {
  needed.add(name);
  const locale = i18n.locale || DEFAULT_LANGUAGE;
  return locale === DEFAULT_LANGUAGE ? Promise.resolve() : loadOne(locale, name);
}

/** After a screen's chunk has loaded: its catalogues in the active language, before it renders. */
export function catalogsReady(): Promise<void> {
  return loadNeededCatalogs(i18n.locale || DEFAULT_LANGUAGE).catch(() => undefined);
}
