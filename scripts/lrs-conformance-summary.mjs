/**
 * Reading the run logs of the ADL LRS conformance suite (scripts/lrs-conformance.mjs) and making its tables: pure
 * functions, no I/O.
 *
 * A run log (`<suite>/logs/<uuid>.log`, written by the suite's bin/console_runner.js) is JSON: `summary` (`total`, the
 * tests mocha planned, `passed`, `failed`, `version`), `state`, `duration` (ms) and `log`, a tree of mocha's describe
 * blocks and tests. Each node has `title`, `status` ('passed' | 'failed', rolled up for a describe), `error` (the first
 * line is the assertion) and `log` (the HTTP traffic), and `tests`, its children; a test is a node without children.
 * The root (title '') is the battery: an `error` on it is its setup hook failing (the suite first POSTs one statement
 * and reads it back), after which no test runs. The root's children are the requirement areas ("Statement Resource
 * Requirements (Communication 2.1)"); the describe titles beneath carry the xAPI requirement ids ("XAPI-00150").
 */

/**
 * @typedef {object} TLogNode a describe block or test of the run log
 * @property {string} [title]
 * @property {string} [status]
 * @property {string} [error]
 * @property {string} [log]
 * @property {TLogNode[]} [tests]
 */

/**
 * @typedef {object} TRunLog a run log as the suite writes it
 * @property {{total?: number | null, passed?: number | null, failed?: number | null, version?: string}} [summary]
 * @property {string} [state]
 * @property {number | null} [duration]
 * @property {TLogNode | null} [log]
 */

/**
 * @typedef {object} TFailure a failed test
 * @property {string[]} path the titles from the area down to the test
 * @property {string[]} ids the xAPI requirement ids of the nearest title that names any ([] when none does)
 * @property {string} requirement what failed: the ids, else the title of the area's describe block the test is in
 * @property {string} error the assertion's first line
 */

/**
 * @typedef {object} TArea a requirement area (a top-level describe block) of a battery
 * @property {string} title
 * @property {number} passed
 * @property {number} failed
 * @property {TFailure[]} failures
 */

/**
 * @typedef {object} TRunSummary one battery's result
 * @property {string} version
 * @property {number} total the tests planned (after --grep)
 * @property {number} passed
 * @property {number} failed
 * @property {number} notRun
 * @property {string} state 'finished', or 'cancelled' / 'error' when the run stopped
 * @property {number | null} durationMs
 * @property {string | null} setupError the battery's setup hook failure, when it failed
 * @property {TArea[]} areas
 */

/** The block of docs/elearning-standards.md that `--write-docs` replaces. */
export const DOCS_BLOCK_START = '<!-- lrs-conformance:start -->';
export const DOCS_BLOCK_END = '<!-- lrs-conformance:end -->';

const REQUIREMENT_ID = /XAPI-\d{5}/g;
const ERROR_LENGTH = 160;

/**
 * The first line of an assertion, without its error class ("Error: ", "RejectionError: ").
 * @param {string | undefined} error
 */
function errorLine(error) {
  const line = (error ?? '').split('\n')[0]?.trim() ?? '';
  const message = line.replace(/^[A-Za-z]*Error: /, '');
  return message.length > ERROR_LENGTH ? `${message.slice(0, ERROR_LENGTH - 1)}…` : message;
}

/**
 * The requirement ids of the nearest title on the path (the test's own first) that names any.
 * @param {string[]} path
 */
function requirementIds(path) {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const ids = path[index]?.match(REQUIREMENT_ID);
    if (ids) return [...new Set(ids)];
  }
  return [];
}

/**
 * The setup hook's failure with the request it made: "Expected response status code to be 200 got 403 (POST
 * /v1/xapi/statements: 403 Forbidden)".
 * @param {TLogNode} root
 */
function setupFailure(root) {
  const traffic = root.log ?? '';
  const requests = [...traffic.matchAll(/^([A-Z]+) (\/\S*?)(?:\?\S*)? HTTP\/1\.1\r?$/gm)];
  const responses = [...traffic.matchAll(/^HTTP\/1\.1 (\d{3}[^\r\n]*)$/gm)];
  const request = requests.at(-1);
  const response = responses.at(-1);
  const exchange = request && response ? ` (${request[1]} ${request[2]}: ${response[1]})` : '';
  return `${errorLine(root.error)}${exchange}`;
}

/**
 * A failed test's describe blocks below its area (each title cut to 70 characters), or its own title when it has none.
 * @param {string[]} path
 */
function describeChain(path) {
  const blocks = path.length > 2 ? path.slice(1, -1) : path.slice(-1);
  return blocks.map((title) => (title.length > 70 ? `${title.slice(0, 69)}…` : title)).join(' > ');
}

/**
 * Walks an area's tree: counts its tests and collects the failed ones.
 * @param {TLogNode} node
 * @param {string[]} path the titles from the area down to the node
 * @param {TArea} area
 */
function collect(node, path, area) {
  const children = node.tests ?? [];
  if (children.length === 0) {
    if (node.status === 'passed') area.passed += 1;
    else if (node.status === 'failed') {
      area.failed += 1;
      const ids = requirementIds(path);
      const requirement = ids.length > 0 ? ids.join(', ') : describeChain(path);
      area.failures.push({ path, ids, requirement, error: errorLine(node.error) });
    }
    return;
  }
  for (const child of children) collect(child, [...path, child.title ?? ''], area);
}

/**
 * One battery's result from its run log.
 * @param {TRunLog} runLog
 * @returns {TRunSummary}
 */
export function summarizeRun(runLog) {
  const root = runLog.log ?? { tests: [] };
  /** @type {TArea[]} */
  const areas = [];
  for (const child of root.tests ?? []) {
    const title = child.title ?? '';
    /** @type {TArea} */
    const area = { title, passed: 0, failed: 0, failures: [] };
    collect(child, [title], area);
    areas.push(area);
  }
  const passed = areas.reduce((sum, area) => sum + area.passed, 0);
  const failed = areas.reduce((sum, area) => sum + area.failed, 0);
  const total = Math.max(runLog.summary?.total ?? 0, passed + failed);
  return {
    version: runLog.summary?.version ?? '?',
    total,
    passed,
    failed,
    notRun: total - passed - failed,
    state: runLog.state ?? 'unknown',
    durationMs: runLog.duration ?? null,
    setupError: root.error ? setupFailure(root) : null,
    areas,
  };
}

/**
 * The verdict of a battery in a few words.
 * @param {TRunSummary} run
 */
function verdict(run) {
  const stopped = run.state === 'finished' ? '' : ` (run ${run.state})`;
  if (run.setupError && run.passed + run.failed === 0) return `no test ran: the setup failed: ${run.setupError}`;
  const setup = run.setupError ? `; the setup failed: ${run.setupError}` : '';
  if (run.failed === 0 && run.notRun === 0 && !run.setupError) return `passed${stopped}`;
  return `${run.failed} failed${run.notRun > 0 ? `, ${run.notRun} not run` : ''}${setup}${stopped}`;
}

/**
 * The failures grouped by requirement, in the order met: `[requirement, failures]`.
 * @param {TFailure[]} failures
 * @returns {[string, TFailure[]][]}
 */
function byRequirement(failures) {
  /** @type {Map<string, TFailure[]>} */
  const groups = new Map();
  for (const failure of failures) {
    const group = groups.get(failure.requirement);
    if (group) group.push(failure);
    else groups.set(failure.requirement, [failure]);
  }
  return [...groups];
}

/**
 * A plain-text table (columns padded, the numbers right-aligned).
 * @param {string[][]} rows the first is the header
 */
function textTable(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const width = widths[column] ?? 0;
          return /^\d+( s)?$/.test(cell) ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * @param {number | null} durationMs
 */
function seconds(durationMs) {
  return durationMs === null ? '' : `${Math.round(durationMs / 1000)} s`;
}

/**
 * What the script prints: the batteries' counts, then each battery's failed tests by area and requirement (with the
 * first failure's assertion).
 * @param {TRunSummary[]} runs
 */
export function consoleReport(runs) {
  const lines = [
    textTable([
      ['battery', 'tests', 'passed', 'failed', 'not run', 'time', 'result'],
      ...runs.map((run) => [
        run.version,
        String(run.total),
        String(run.passed),
        String(run.failed),
        String(run.notRun),
        seconds(run.durationMs),
        verdict(run),
      ]),
    ]),
  ];
  for (const run of runs) {
    const failing = run.areas.filter((area) => area.failed > 0);
    if (failing.length === 0) continue;
    lines.push('', `${run.version}: failed tests by requirement area (passed / failed)`);
    for (const area of failing) {
      lines.push(`  ${area.title}: ${area.passed} / ${area.failed}`);
      for (const [requirement, failures] of byRequirement(area.failures)) {
        lines.push(`    ${requirement} (${failures.length}): ${failures[0]?.error ?? ''}`);
      }
    }
  }
  return lines.join('\n');
}

/**
 * A Markdown table laid out as Prettier lays it out (cells padded to the column's width, at least 3), so that
 * `npm run format:check` accepts the document the script wrote. Pipes in cells are escaped.
 * @param {string[]} header
 * @param {string[][]} rows
 */
function markdownTable(header, rows) {
  const cells = [header, ...rows].map((row) => header.map((_, column) => (row[column] ?? '').replaceAll('|', '\\|')));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  /** @param {string[]} row */
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/**
 * Requirement ids as short ranges: XAPI-00150, XAPI-00151, XAPI-00153 → "00150-00151, 00153".
 * @param {Iterable<string>} ids
 */
function idRanges(ids) {
  const numbers = [...new Set([...ids].map((id) => Number(id.slice('XAPI-'.length))))].sort((a, b) => a - b);
  /** @type {string[]} */
  const ranges = [];
  /** @param {number} value */
  const pad = (value) => String(value).padStart(5, '0');
  for (let start = 0; start < numbers.length;) {
    let end = start;
    while (end + 1 < numbers.length && numbers[end + 1] === (numbers[end] ?? 0) + 1) end += 1;
    const first = numbers[start] ?? 0;
    const last = numbers[end] ?? 0;
    ranges.push(first === last ? pad(first) : `${pad(first)}-${pad(last)}`);
    start = end + 1;
  }
  return ranges.join(', ');
}

/**
 * The failing requirements of one area across the batteries: the ids (with those failing in one battery only said
 * so) and how many failed tests name no id.
 * @param {TRunSummary[]} runs
 * @param {string} title
 */
function failingRequirements(runs, title) {
  /** @type {Map<string, Set<string>>} id → the batteries it fails in */
  const failingIn = new Map();
  /** @type {Map<string, number>} battery → its failed tests that name no id */
  const withoutId = new Map();
  const present = runs.filter((run) => run.areas.some((area) => area.title === title));
  for (const run of present) {
    for (const failure of run.areas.find((area) => area.title === title)?.failures ?? []) {
      if (failure.ids.length === 0) withoutId.set(run.version, (withoutId.get(run.version) ?? 0) + 1);
      for (const id of failure.ids) failingIn.set(id, (failingIn.get(id) ?? new Set()).add(run.version));
    }
  }
  const parts = [];
  const everywhere = [...failingIn].filter(([, versions]) => versions.size === present.length).map(([id]) => id);
  if (everywhere.length > 0) parts.push(`XAPI-${idRanges(everywhere)}`);
  for (const run of present.length > 1 ? present : []) {
    const only = [...failingIn].filter(([, v]) => v.size === 1 && v.has(run.version)).map(([id]) => id);
    if (only.length > 0) parts.push(`${run.version} only: XAPI-${idRanges(only)}`);
  }
  if (withoutId.size > 0) {
    const counts = [...withoutId].map(([version, count]) =>
      present.length > 1 ? `${count} (${version})` : `${count}`,
    );
    parts.push(`tests without an id: ${counts.join(', ')}`);
  }
  return parts.join('; ');
}

/**
 * The batteries' table and, when tests ran, the areas' table (passed / failed per battery, the failing requirement
 * ids): Markdown.
 * @param {TRunSummary[]} runs
 */
function resultTables(runs) {
  const batteries = markdownTable(
    ['battery', 'tests', 'passed', 'failed', 'not run', 'time', 'result'],
    runs.map((run) => [
      run.version,
      String(run.total),
      String(run.passed),
      String(run.failed),
      String(run.notRun),
      seconds(run.durationMs),
      verdict(run),
    ]),
  );
  const titles = [...new Set(runs.flatMap((run) => run.areas.map((area) => area.title)))];
  if (titles.length === 0) return batteries;
  const areas = markdownTable(
    ['requirement area', ...runs.map((run) => `${run.version} passed / failed`), 'failing requirements'],
    titles.map((title) => [
      title,
      ...runs.map((run) => {
        const area = run.areas.find((candidate) => candidate.title === title);
        return area ? `${area.passed} / ${area.failed}` : '-';
      }),
      failingRequirements(runs, title),
    ]),
  );
  return `${batteries}\n\n${areas}`;
}

/**
 * The text `--write-docs` puts between the markers.
 * @param {{runs: TRunSummary[], date: string, suiteCommit: string, productCommit: string, endpoint: string, grep?: string}} run
 */
export function docsBlock({ runs, date, suiteCommit, productCommit, endpoint, grep }) {
  const selection = grep ? `, tests matching \`${grep}\`` : '';
  return [
    '<!-- Written by `node scripts/lrs-conformance.mjs --write-docs`: edits inside this block are replaced. -->',
    '',
    `Run of ${date}: suite \`${suiteCommit.slice(0, 12)}\`, product \`${productCommit}\`, endpoint \`${endpoint}\`${selection}.`,
    '',
    resultTables(runs),
  ].join('\n');
}

/**
 * The document with the text between the markers replaced.
 * @param {string} document
 * @param {string} content
 */
export function replaceDocsBlock(document, content) {
  const start = document.indexOf(DOCS_BLOCK_START);
  const end = document.indexOf(DOCS_BLOCK_END);
  if (start < 0 || end < start) {
    throw new Error(`the document has no block between ${DOCS_BLOCK_START} and ${DOCS_BLOCK_END}`);
  }
  return `${document.slice(0, start + DOCS_BLOCK_START.length)}\n\n${content}\n\n${document.slice(end)}`;
}
