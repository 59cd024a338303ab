import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import {
  parse,
  type Content,
  type FunctionArg,
  type Octothorpe,
  type PlainArg,
  type Select,
} from '@messageformat/parser';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pseudoText } from './pseudo-text';

/** The SPA's Lingui config (web/lingui.config.ts). */
const CONFIG_PATH = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));
const SOURCE_LOCALE = 'en-GB';
const PSEUDO_LOCALE = 'pseudo';

type TCatalog = Awaited<ReturnType<typeof getCatalogs>>[number];
type TMessages = Awaited<ReturnType<TCatalog['read']>>;

async function linguiCatalogs(names?: readonly string[]) {
  const config = getConfig({ configPath: CONFIG_PATH });
  const catalogs = await getCatalogs(config);
  const wanted = names && names.length > 0 ? new Set(names) : undefined;
  return { config, catalogs: catalogs.filter((catalog) => !wanted || wanted.has(catalogueName(catalog))) };
}

/**
 * A catalogue's short name: its feature folder, `audit-fields` (the audit log's field labels, src/features/audit/
 * locales/fields), `shell` (src/locales), `spec` (src/locales/spec) or `server`.
 */
function catalogueName(catalog: TCatalog): string {
  if (catalog.path.endsWith('/features/audit/locales/fields/{locale}')) return 'audit-fields';
  if (catalog.path.includes('/features/')) return catalog.name ?? catalog.path;
  if (catalog.path.endsWith('/functions/locales/{locale}')) return 'server';
  return catalog.path.endsWith('/locales/spec/{locale}') ? 'spec' : 'shell';
}

/** The languages the server writes in (the pseudo-locale is the SPA's test locale only). */
const SERVER_LOCALES = ['pl', 'es'];
const SERVER_MODULE = fileURLToPath(
  new URL('../../../functions/core/platform/i18n/catalogues.generated.ts', import.meta.url),
);

/**
 * The server's catalogues as one TypeScript module (functions/core/platform/i18n/catalogues.generated.ts): per
 * language, the spec texts', the audit log's field labels (its export names them too) and the server's own
 * translations, keyed by their English text. A module, not the .po files, so the Lambda bundles and the local stack
 * import it like any source file.
 */
async function serverModuleText(): Promise<string> {
  const { catalogs } = await linguiCatalogs(['spec', 'audit-fields', 'server']);
  const byLocale: Record<string, Record<string, string>> = {};
  for (const locale of SERVER_LOCALES) {
    const merged: Record<string, string> = {};
    for (const catalog of catalogs) {
      const messages = await catalog.read(locale);
      for (const [id, entry] of Object.entries(messages ?? {})) if (entry.translation) merged[id] = entry.translation;
    }
    byLocale[locale] = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return [
    '// Written by `npm run i18n:extract` from web/src/locales/spec/*.po, web/src/features/audit/locales/fields/*.po and',
    '// functions/locales/*.po; do not edit.',
    `export const SERVER_CATALOGUES: Record<string, Record<string, string>> = ${JSON.stringify(byLocale, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * Writes the catalogues from the code (`npm run i18n:extract [feature…]`): new messages added (untranslated), unused
 * ones removed, the pseudo-locale filled from the English. Only the named catalogues are touched, so people (and
 * helpers) working on different features do not write each other's files.
 */
export async function extractCatalogues(names?: readonly string[]): Promise<string[]> {
  const { config, catalogs } = await linguiCatalogs(names);
  const written: string[] = [];
  for (const catalog of catalogs) {
    const made = await catalog.make({
      clean: true,
      orderBy: config.orderBy,
      overwrite: false,
      locale: catalog.locales,
    });
    if (!made) throw new Error(`the messages of ${catalog.path} could not be extracted`);
    const source = made[SOURCE_LOCALE] ?? {};
    await catalog.write(PSEUDO_LOCALE, pseudoCatalogue(source));
    written.push(catalogueName(catalog));
  }
  await writeFile(SERVER_MODULE, await serverModuleText());
  return written;
}

function pseudoCatalogue(source: TMessages): TMessages {
  return Object.fromEntries(
    Object.entries(source).map(([id, entry]) => [id, { ...entry, translation: pseudoText(entry.message ?? id) }]),
  );
}

/** The placeholders and component tags of an ICU message: what a translation must keep, by name. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly (Content | PlainArg | FunctionArg | Select | Octothorpe)[]) => {
    for (const token of tokens) {
      // Component tags (`<0>`) and HTML tags (`<strong>`, `</p>`: notification templates) must all be kept.
      if (token.type === 'content')
        for (const tag of token.value.match(/<\/?[a-z0-9]+/gi) ?? []) found.add(tag.toLowerCase());
      else if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}}`);
        for (const item of token.cases) walk(item.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

export interface TCatalogueProblem {
  catalogue: string;
  locale: string;
  id: string;
  problem: string;
}

/**
 * The catalogue check of `npm test` (issue 34): each catalogue holds exactly the code's messages (none missing, none
 * unused), every language translates every one, with the same placeholders and tags as the English and valid ICU,
 * and the pseudo-locale is the English's. Reads only: nothing is written.
 */
export async function checkCatalogues(): Promise<TCatalogueProblem[]> {
  const { catalogs } = await linguiCatalogs();
  const problems: TCatalogueProblem[] = [];
  for (const catalog of catalogs) {
    const name = catalogueName(catalog);
    const [extracted, stored] = await Promise.all([catalog.collect(), catalog.readAll()]);
    if (!extracted) {
      problems.push({ catalogue: name, locale: '*', id: '', problem: 'its messages could not be extracted' });
      continue;
    }
    const codeIds = new Set(Object.keys(extracted));
    for (const locale of catalog.locales) {
      const messages = stored[locale] ?? {};
      const add = (id: string, problem: string) => problems.push({ catalogue: name, locale, id, problem });
      for (const id of codeIds) if (!(id in messages)) add(id, 'in the code but not in the catalogue');
      for (const [id, entry] of Object.entries(messages)) {
        if (!codeIds.has(id)) {
          add(id, 'in the catalogue but no longer in the code');
          continue;
        }
        const english = extracted[id]?.message ?? id;
        const translation = entry.translation ?? '';
        if (locale === SOURCE_LOCALE) continue;
        if (translation === '') {
          add(id, `not translated: "${english}"`);
          continue;
        }
        if (locale === PSEUDO_LOCALE && translation !== pseudoText(english)) {
          add(id, 'the pseudo-locale is out of date');
          continue;
        }
        let kept: string[];
        try {
          kept = placeholdersOf(translation);
        } catch (error) {
          add(id, `not valid ICU: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        const wanted = placeholdersOf(english);
        if (kept.join(' ') !== wanted.join(' '))
          add(id, `placeholders ${kept.join(' ') || 'none'} instead of ${wanted.join(' ') || 'none'}`);
      }
    }
  }
  const serverModule = await readFile(SERVER_MODULE, 'utf8').catch(() => '');
  if (serverModule !== (await serverModuleText()))
    problems.push({ catalogue: 'server', locale: '*', id: '', problem: 'catalogues.generated.ts is out of date' });
  return problems;
}
