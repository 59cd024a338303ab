import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_CONTENT_PREFIX } from '@skillway/shared/constants/packages';
import { UPLOAD_KIND_NAMES } from '@skillway/shared/constants/uploads';
import { BUCKETS } from '@skillway/functions/core/platform/definitions/buckets';

/**
 * docs/privacy.md is the inventory of personal data: every item type, every bucket prefix and every bucket has a row.
 * This walks the code (the entities' names, the upload kinds, every `c/<cid>/<folder>/` key the server builds) so a
 * new item type or prefix without a privacy entry fails here.
 */
const root = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(root, 'docs', 'privacy.md'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The `name:` of every `new Entity({...})` in the entity modules. */
function entityNames(): string[] {
  const dir = join(root, 'functions', 'core', 'platform', 'db', 'entities');
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/new Entity\(\{\s*name:\s*'([A-Za-z]+)'/g)].map(
      (match) => match[1] as string,
    ),
  );
}

/** Every `c/${companyId}/<folder>/` key prefix built in functions/ and events/, and every upload kind's. */
function bucketPrefixes(): string[] {
  const built = [join(root, 'functions'), join(root, 'events')]
    .flatMap(sourceFiles)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/`c\/\$\{[A-Za-z.]+\}\/([a-z][a-z-]*)\//g)].map(
        (match) => match[1] as string,
      ),
    );
  const folders = [...new Set([...built, ...UPLOAD_KIND_NAMES])].sort();
  return [...folders.map((folder) => `c/<cid>/${folder}/`), `${PACKAGE_CONTENT_PREFIX}<cid>/`];
}

/** The first cell of every row of the doc's table under `## <heading>`. */
function firstCells(heading: string): string[] {
  const section = doc.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/privacy.md has no "## ${heading}" section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] as string);
}

describe('docs/privacy.md, the personal data inventory', () => {
  it('has a row for every item type of the table, and none for an item type that does not exist', () => {
    const names = entityNames();
    expect(names.length).toBeGreaterThan(60);
    const rows = firstCells('Table item types');
    expect(names.filter((name) => !rows.includes(name))).toEqual([]);
    // A row names an entity, or an item type written without one (the audit read marker): named as a string in code.
    const code = [join(root, 'functions'), join(root, 'events')]
      .flatMap(sourceFiles)
      .map((file) => readFileSync(file, 'utf8'));
    const stale = rows.filter((row) => !names.includes(row) && !code.some((text) => text.includes(`'${row}'`)));
    expect(stale).toEqual([]);
  });

  it('has a row for every bucket prefix the server writes under', () => {
    const prefixes = bucketPrefixes();
    expect(prefixes).toContain('c/<cid>/avatar/');
    const rows = firstCells('Bucket prefixes');
    expect(prefixes.filter((prefix) => !rows.includes(prefix))).toEqual([]);
  });

  it('names every bucket and covers the logs, the identity provider and the backups', () => {
    for (const bucket of Object.values(BUCKETS)) expect(doc).toContain(`\`${bucket.localName}\``);
    const other = doc.split(/^## Logs and other stores/m)[1] ?? '';
    for (const store of ['CloudWatch Logs', 'audit archive', 'AWS Backup', 'identity provider']) {
      expect(other).toContain(store);
    }
  });

  it('says for every row how long it is kept, who sees it, and what export, erasure and retention do', () => {
    const section = doc.split(/^## Table item types/m)[1]?.split(/^## /m)[0] ?? '';
    for (const line of section.split('\n').filter((row) => row.startsWith('| `'))) {
      expect(line.split('|').slice(1, -1), line).toHaveLength(7);
      expect(
        line
          .split('|')
          .slice(1, -1)
          .every((cell) => cell.trim() !== ''),
        line,
      ).toBe(true);
    }
  });
});
