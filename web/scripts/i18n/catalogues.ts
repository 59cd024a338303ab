import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import {
  parse,
  type Content,
  type FunctionArg,
  type Octothorpe,
  type PlainArg,
  type Select,
} from '@messageformat/parser';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
const SERVER_LOCALES = [SOURCE_LOCALE, 'pl', 'es'];
const SERVER_CATALOGUE_DIR = fileURLToPath(
  new URL('../../../functions/core/platform/i18n/catalogues/', import.meta.url),
);

function byId<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The server's catalogues, one JSON file per language (functions/core/platform/i18n/catalogues/<language>.json): the
 * spec texts', the audit log's field labels (its export names them too) and the server's own messages, keyed by their
 * English text. `compiled`: each message compiled from ICU here, once, so no function carries Lingui's ICU parser
 * (for English only the messages that are not plain text: a plain one reads as its id); `texts`: the translations as
 * written (specTextIn fills a spec text's own placeholders). Data the server reads on first use (server-texts.ts), not
 * code every function that writes text would bundle and parse.
 */
async function serverCatalogueFiles(): Promise<Map<string, string>> {
  const { catalogs } = await linguiCatalogs(['spec', 'audit-fields', 'server']);
  const files = new Map<string, string>();
  for (const locale of SERVER_LOCALES) {
    const texts = new Map<string, string>();
    for (const catalog of catalogs) {
      const messages = await catalog.read(locale);
      for (const [id, entry] of Object.entries(messages ?? {})) {
        const text = locale === SOURCE_LOCALE ? id : entry.translation;
        if (text) texts.set(id, text);
      }
    }
    const compiled = [...texts]
      .map(([id, text]): [string, string | CompiledMessage] => {
        const message = compileMessage(text);
        // Plain text compiles to itself in a list of one: kept as the string.
        return [id, message.length === 1 && typeof message[0] === 'string' ? message[0] : message];
      })
      .filter(([id, message]) => locale !== SOURCE_LOCALE || message !== id);
    const catalogue =
      locale === SOURCE_LOCALE ? { compiled: byId(compiled) } : { compiled: byId(compiled), texts: byId(texts) };
    files.set(join(SERVER_CATALOGUE_DIR, `${locale}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);
  }
  return files;
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
  await mkdir(SERVER_CATALOGUE_DIR, { recursive: true });
  for (const [file, text] of await serverCatalogueFiles()) await writeFile(file, text);
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
  for (const [file, text] of await serverCatalogueFiles()) {
    if ((await readFile(file, 'utf8').catch(() => '')) !== text)
      problems.push({ catalogue: 'server', locale: '*', id: '', problem: `${file} is out of date` });
  }
  return problems;
}
