import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

interface TFailure {
  path: string[];
  ids: string[];
  requirement: string;
  error: string;
}
interface TArea {
  title: string;
  passed: number;
  failed: number;
  failures: TFailure[];
}
interface TRunSummary {
  version: string;
  total: number;
  passed: number;
  failed: number;
  notRun: number;
  state: string;
  durationMs: number | null;
  setupError: string | null;
  areas: TArea[];
}
interface TSummaryModule {
  DOCS_BLOCK_START: string;
  DOCS_BLOCK_END: string;
  summarizeRun: (runLog: unknown) => TRunSummary;
  consoleReport: (runs: TRunSummary[]) => string;
  docsBlock: (block: {
    runs: TRunSummary[];
    date: string;
    suiteCommit: string;
    productCommit: string;
    endpoint: string;
    grep?: string;
  }) => string;
  replaceDocsBlock: (document: string, content: string) => string;
}

const summary = (await import(
  pathToFileURL(join(import.meta.dirname, '..', '..', 'scripts', 'lrs-conformance-summary.mjs')).href
)) as TSummaryModule;

/**
 * Run logs of the ADL LRS conformance suite, as its console runner writes them (scripts/lrs-conformance.mjs):
 * five requirement areas of the 2.0.0 battery run on 2026-12-07 against the product with the launch confinement
 * lifted (docs/elearning-standards.md "Conformance"; the HTTP traffic left out, `summary` cut to the excerpt, with
 * two tests not run), and the 1.0.3 battery run with a launch credential, stopped by its setup.
 */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `lrs-conformance-${name}.json`), 'utf8'));
const excerpt = summary.summarizeRun(fixture('2.0.0-excerpt'));
const setupFailed = summary.summarizeRun(fixture('1.0.3-setup-failed'));

const SUITE_COMMIT = '2ec25f2eb8ccfcb7cb63ec2679dbd965f9f6ffdc';
const DOCUMENT = [
  '# Standards',
  '',
  '## Conformance',
  '',
  'Before the block.',
  '',
  '<!-- lrs-conformance:start -->',
  '',
  'An earlier run.',
  '',
  '<!-- lrs-conformance:end -->',
  '',
  'After the block.',
  '',
].join('\n');

describe('the LRS conformance run logs', () => {
  it('count a battery by area from its tests, the planned tests from the summary', () => {
    expect(excerpt).toMatchObject({
      version: '2.0.0',
      total: 37,
      passed: 17,
      failed: 18,
      notRun: 2,
      state: 'finished',
      durationMs: 67_069,
      setupError: null,
    });
    expect(excerpt.areas.map(({ title, passed, failed }) => [title, passed, failed])).toEqual([
      ['Stored Property Requirements (Data 2.4.8)', 3, 0],
      ['Authority Property Requirements (Data 2.4.9)', 5, 9],
      ['Signed Statements (Data 2.6)', 4, 3],
      ['(4.2.7) Additional Requirements for Data Types', 3, 2],
      ['Versioning Requirements (Communication 3.3)', 2, 4],
    ]);
  });

  it('name each failed test by the requirement ids of its nearest titled block, else by its describe blocks', () => {
    const authority = excerpt.areas[1]?.failures ?? [];
    expect(authority.map((failure) => failure.requirement)).toEqual([
      'XAPI-00100',
      ...Array<string>(4).fill('XAPI-00024'),
      ...Array<string>(4).fill('XAPI-00098'),
    ]);
    expect(authority[1]).toEqual({
      path: [
        'Authority Property Requirements (Data 2.4.9)',
        'An "authority" property is an Agent or Group (Type, Data 2.4.s1.table1.row9, XAPI-00024)',
        'should fail statement authority identified group (mbox)',
      ],
      ids: ['XAPI-00024'],
      requirement: 'XAPI-00024',
      error: 'Expected response status code to be 400 got 200',
    });
    const dataTypes = excerpt.areas[3]?.failures ?? [];
    expect(dataTypes.map(({ ids, requirement, error }) => [ids, requirement, error])).toEqual([
      [[], 'IRIs', 'expected false to be true'],
      [[], 'Duration', expect.stringMatching(/^When comparing a statement to its signature, .{40,}…$/)],
    ]);
  });

  it('report a battery stopped by its setup with the request that failed, and no test run', () => {
    expect(setupFailed).toEqual({
      version: '1.0.3',
      total: 1365,
      passed: 0,
      failed: 0,
      notRun: 1365,
      state: 'finished',
      durationMs: 110,
      setupError: 'Expected response status code to be 200 got 403 (POST /v1/xapi/statements: 403 Forbidden)',
      areas: [],
    });
  });

  it('print the batteries, then the failed tests by area and requirement with the first assertion', () => {
    const report = summary.consoleReport([setupFailed, excerpt]).split('\n');
    expect(report.slice(0, 3)).toEqual([
      'battery  tests  passed  failed  not run  time  result',
      '1.0.3     1365       0       0     1365   0 s  no test ran: the setup failed: Expected response status code to be 200 got 403 (POST /v1/xapi/statements: 403 Forbidden)',
      '2.0.0       37      17      18        2  67 s  18 failed, 2 not run',
    ]);
    expect(report).toContain('2.0.0: failed tests by requirement area (passed / failed)');
    expect(report).toContain('  Authority Property Requirements (Data 2.4.9): 5 / 9');
    expect(report).toContain('    XAPI-00024 (4): Expected response status code to be 400 got 200');
    expect(report).toContain("    XAPI-00331 (3): expected '1.0.3' to match /^2\\.0\\.0$|^0\\.95?$/");
    expect(report).toContain('    IRIs (1): expected false to be true');
    expect(report.join('\n')).not.toContain('Stored Property');
  });

  it('write the docs block: the run, the batteries, the areas with their failing ids as ranges', () => {
    const block = summary.docsBlock({
      runs: [setupFailed, excerpt],
      date: '2026-12-07',
      suiteCommit: SUITE_COMMIT,
      productCommit: '792a0c65',
      endpoint: 'http://localhost:3480/v1/xapi',
      grep: 'Data 2.4',
    });
    const lines = block.split('\n');
    expect(lines[2]).toBe(
      'Run of 2026-12-07: suite `2ec25f2eb8cc`, product `792a0c65`, endpoint `http://localhost:3480/v1/xapi`, tests matching `Data 2.4`.',
    );
    const row = (first: string) =>
      lines
        .find((line) => line.startsWith(`| ${first} `))
        ?.split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(row('2.0.0')).toEqual(['2.0.0', '37', '17', '18', '2', '67 s', '18 failed, 2 not run']);
    expect(row('1.0.3')?.slice(1, 5)).toEqual(['1365', '0', '0', '1365']);
    expect(row('requirement area')).toEqual([
      'requirement area',
      '1.0.3 passed / failed',
      '2.0.0 passed / failed',
      'failing requirements',
    ]);
    expect(row('Authority Property Requirements (Data 2.4.9)')).toEqual([
      'Authority Property Requirements (Data 2.4.9)',
      '-',
      '5 / 9',
      'XAPI-00024, 00098, 00100',
    ]);
    expect(row('Signed Statements (Data 2.6)')?.at(-1)).toBe('XAPI-00117');
    expect(row('Versioning Requirements (Communication 3.3)')?.at(-1)).toBe('XAPI-00331, 00333');
    expect(row('(4.2.7) Additional Requirements for Data Types')?.at(-1)).toBe('tests without an id: 2');
    expect(row('Stored Property Requirements (Data 2.4.8)')?.slice(1)).toEqual(['-', '3 / 0', '']);
    // Laid out as Prettier lays out a Markdown table: every line of a table as long as its header.
    const tables = block.split('\n\n').filter((part) => part.startsWith('|'));
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      const [header = '', separator = '', ...rows] = table.split('\n');
      expect(separator).toMatch(/^\| -{3,}( \| -{3,})* \|$/);
      for (const line of [separator, ...rows]) expect(line).toHaveLength(header.length);
    }
  });

  it('replace only what is between the markers, again and again', () => {
    const once = summary.replaceDocsBlock(DOCUMENT, 'The run.');
    expect(once).toBe(DOCUMENT.replace('An earlier run.', 'The run.'));
    expect(summary.replaceDocsBlock(once, 'The run.')).toBe(once);
    expect(summary.DOCS_BLOCK_START).toBe('<!-- lrs-conformance:start -->');
    expect(() => summary.replaceDocsBlock(DOCUMENT.replace(summary.DOCS_BLOCK_END, ''), 'x')).toThrow(
      /no block between <!-- lrs-conformance:start --> and <!-- lrs-conformance:end -->/,
    );
  });
});
