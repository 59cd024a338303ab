/**
 * The LRS-at-scale bench's table (issue 35, lrs.ts): each statements query's DynamoDB calls, read units and answer in
 * company A (the small store) and company B (the large one), and whether the calls are the same.
 */
import { table } from './format';

/** One counted GET statements call. */
export interface TLrsQueryFigures {
  status: number;
  /** DynamoDB commands by name (GetItem, Query, BatchGetItem, …). */
  commands: Readonly<Record<string, number>>;
  readUnits: number;
  /** Statements in the answer (1 for a single statement). */
  answered: number;
  /** Whether the answer has a `more` link. */
  more: boolean;
}

export interface TLrsRow {
  query: string;
  a: TLrsQueryFigures;
  b: TLrsQueryFigures;
}

const SHORT: Readonly<Record<string, string>> = {
  GetItem: 'G',
  Query: 'Q',
  BatchGetItem: 'BG',
  UpdateItem: 'U',
  PutItem: 'P',
  Scan: 'SCAN',
};

const totalCalls = (commands: Readonly<Record<string, number>>) =>
  Object.values(commands).reduce((sum, n) => sum + n, 0);

/** `3 (BG1 G1 Q1)`: the total, then each command (sorted, so two equal tallies read alike). */
export function describeCalls(commands: Readonly<Record<string, number>>): string {
  const parts = Object.entries(commands)
    .filter(([, n]) => n > 0)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([name, n]) => `${SHORT[name] ?? name}${n}`);
  return parts.length ? `${totalCalls(commands)} (${parts.join(' ')})` : '0';
}

/** `40` or `10 +more`. */
export function describeAnswer(figures: TLrsQueryFigures): string {
  return `${figures.answered}${figures.more ? ' +more' : ''}`;
}

function sameCommands(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  return describeCalls(a) === describeCalls(b);
}

/**
 * The row's verdict: `same calls` when both companies sent the same commands; a row whose large store hit the
 * handler's page bound (its answer continues through `more` where the small store's was complete) is `bounded`;
 * anything else `DIFFERS` (with a Scan flagged). A figure never fails the bench: people read the verdicts.
 */
export function lrsVerdict(row: TLrsRow): string {
  const flags: string[] = [];
  if (row.a.commands.Scan || row.b.commands.Scan) flags.push('SCAN');
  if (row.a.status !== row.b.status) flags.push(`status ${row.a.status}/${row.b.status}`);
  if (sameCommands(row.a.commands, row.b.commands)) return ['same calls', ...flags].join(', ');
  if (row.b.more && !row.a.more && totalCalls(row.b.commands) > totalCalls(row.a.commands))
    return ['bounded (B at the 10-page cap, answers with more)', ...flags].join(', ');
  return ['DIFFERS', ...flags].join(', ');
}

/** The printed table: query × {calls, RCU, statements answered} for A and B, and the verdict. */
export function lrsTable(rows: readonly TLrsRow[], sizes: { a: number; b: number }): string {
  const a = sizes.a.toLocaleString('en-GB');
  const b = sizes.b.toLocaleString('en-GB');
  return table(
    ['query', `calls A (${a})`, `calls B (${b})`, 'RCU A', 'RCU B', 'answered A', 'answered B', 'verdict'],
    rows.map((row) => [
      row.query,
      describeCalls(row.a.commands),
      describeCalls(row.b.commands),
      row.a.readUnits.toFixed(1),
      row.b.readUnits.toFixed(1),
      describeAnswer(row.a),
      describeAnswer(row.b),
      lrsVerdict(row),
    ]),
  );
}

/** The closing line: how many rows sent the same calls, and how many Scanned (goal 0). */
export function lrsSummary(rows: readonly TLrsRow[]): string {
  const same = rows.filter((row) => sameCommands(row.a.commands, row.b.commands)).length;
  const scans = rows.filter((row) => row.a.commands.Scan || row.b.commands.Scan).length;
  return `${same} of ${rows.length} queries sent the same DynamoDB calls in both companies; ${scans} Scanned (goal 0) ${scans === 0 ? '✓' : '✗'}`;
}
