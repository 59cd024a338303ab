import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';
import type * as TCatalogImporters from './catalog-importers';
import { SHELL_CATALOG, SPEC_CATALOG } from './catalog-names';

/** The catalogues' loaders (catalog-importers.ts), a chunk of their own that English never loads. */
let importers: Promise<typeof TCatalogImporters> | undefined;

function catalogImporters(): Promise<typeof TCatalogImporters> {
  importers ??= import('./catalog-importers').catch((error: unknown) => {
    // Tried again by the next screen.
    importers = undefined;
    throw error;
  });
  return importers;
}

/** The catalogues the code loaded so far shows text from (each feature module names its own when evaluated). */
const needed = new Set<string>([SHELL_CATALOG, SPEC_CATALOG]);
/** `${locale}/${catalogue}` for every catalogue loaded (or loading). */
const loaded = new Map<string, Promise<void>>();

/** Called by every feature module that has messages (added by web/scripts/lingui-plugins.ts at build). */
export function needCatalog(name: string): void {
  needed.add(name);
}

function loadOne(locale: string, name: string): Promise<void> {
  const key = `${locale}/${name}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogImporters()
      .then(async ({ importerOf }) => {
        const load = importerOf(locale, name);
        if (load) i18n.load(locale, (await load()).messages);
      })
      .catch((error: unknown) => {
        // A failed chunk (a network blip) is tried again by the next screen; meanwhile the text stays English.
        loaded.delete(key);
        throw error;
      });
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
