/**
 * LRS at scale (issue 35): the same filtered GET statements queries in company A (1,000 statements) and company B
 * (N₂ statements, `--lrs-statements=N`, 20,000 by default), through the local API with an all-scope LRS client,
 * counting each call's DynamoDB commands and consumed read units (the counting middleware of the shared stack,
 * dynamodb-stack.ts). Both companies hold the same matching set (lrs-data.ts) among fillers; a query reads one index
 * partition in stored order, so its calls follow the matches and the page size, not the store's size.
 */
import { randomUUID } from 'node:crypto';
import { withBenchStack, type TBenchStack } from './dynamodb-stack';
import {
  BENCH_LRS,
  MATCHING_WINDOW_MS,
  VERB,
  fillerCountOf,
  fillerLearner,
  fillerStatement,
  matchingStatements,
  storeInBatches,
  storeThroughRepository,
  type TBenchStatement,
} from './lrs-data';
import { lrsSummary, lrsTable, type TLrsQueryFigures, type TLrsRow } from './lrs-table';

const SIZE_FLAG = '--lrs-statements=';
const SMALL = 1000;
const DEFAULT_LARGE = 20_000;
/** BatchWriteItem writers filling a company side by side. */
const WRITERS = 4;
const PASSWORD = 'Bench!Pass1';

interface TCompany {
  id: string;
  size: number;
  authorization: string;
  /** The first matching statement's id (the statementId query). */
  statementId: string;
}

interface TQuery {
  name: string;
  params: (company: TCompany) => Record<string, string>;
  /** Statements each company must answer (the bench's own check: a wrong count is an error, not a figure). */
  expected: number;
}

const agentParam = (name: string) =>
  JSON.stringify({ objectType: 'Agent', account: { homePage: BENCH_LRS.homePage, name } });

function sizeFromFlag(): number {
  const raw = process.argv.find((arg) => arg.startsWith(SIZE_FLAG))?.slice(SIZE_FLAG.length);
  if (raw === undefined) return DEFAULT_LARGE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < SMALL) throw new Error(`${SIZE_FLAG} must be a whole number ≥ ${SMALL}`);
  return size;
}

function queries(registration: string, sinceIso: string): TQuery[] {
  const matching = BENCH_LRS.matching;
  return [
    { name: 'statementId', params: (c) => ({ statementId: c.statementId }), expected: 1 },
    { name: 'agent', params: () => ({ agent: agentParam(BENCH_LRS.target) }), expected: matching },
    {
      name: 'agent + verb',
      params: () => ({ agent: agentParam(BENCH_LRS.target), verb: VERB.completed }),
      expected: matching / 2,
    },
    {
      name: 'activity (related, its course)',
      params: () => ({ activity: BENCH_LRS.course, related_activities: 'true' }),
      expected: matching,
    },
    { name: 'registration', params: () => ({ registration }), expected: matching },
    {
      name: 'verb (common) + since',
      params: () => ({ verb: VERB.completed, since: sinceIso }),
      expected: matching / 2,
    },
    { name: 'no filter, limit=20', params: () => ({ limit: '20' }), expected: 20 },
    {
      // The instructor is in a tenth of the fillers too: the one driving partition here that grows with the store.
      name: 'sparse: related agent (instructor) + rare verb',
      params: () => ({
        agent: JSON.stringify({ mbox: BENCH_LRS.instructor }),
        related_agents: 'true',
        verb: VERB.mastered,
      }),
      expected: matching / 4,
    },
  ];
}

async function getStatements(
  url: string,
  company: TCompany,
  params: Record<string, string>,
): Promise<{ status: number; answered: number; more: boolean }> {
  const response = await fetch(`${url}/v1/xapi/statements?${new URLSearchParams(params)}`, {
    headers: { authorization: company.authorization, 'x-experience-api-version': '1.0.3', accept: 'application/json' },
  });
  const body = (await response.json().catch(() => undefined)) as
    { statements?: unknown[]; more?: string; id?: string } | undefined;
  if (!response.ok || !body) return { status: response.status, answered: 0, more: false };
  if (body.statements === undefined) return { status: response.status, answered: body.id ? 1 : 0, more: false };
  return { status: response.status, answered: body.statements.length, more: Boolean(body.more) };
}

/** A company with an all-scope LRS client, its fillers, then the matching set (the newest statements). */
async function fillCompany(
  label: string,
  size: number,
  registration: string,
  nowMs: number,
): Promise<TCompany & { seconds: number }> {
  const { registerCompany } = await import('@skillway/functions/core/workflows/register-company');
  const { createClient } = await import('@skillway/functions/core/learner/xapi/client-repository');
  const id = `bench-lrs-${label.toLowerCase()}`;
  const { user } = await registerCompany(
    {
      first_name: 'Bench',
      last_name: 'LRS',
      email: `admin@${id}.test`,
      company_name: `Bench LRS ${label}`,
      password: PASSWORD,
      banding: 4,
      product_option: 2,
    },
    { companyId: id, publish: false, holdMail: false },
  );
  const { secret, item } = await createClient(id, {
    name: 'Bench reader',
    scopes: ['all'],
    createdById: user.user_id,
    createdByName: 'Bench LRS',
  });
  const matching = matchingStatements(nowMs, registration);
  const fillers = size - matching.length;
  const registrations = Array.from({ length: Math.ceil(fillers / BENCH_LRS.perRegistration) }, () => randomUUID());
  const started = performance.now();
  const batch: TBenchStatement[] = [];
  // In slices, so a large store is never held in memory at once.
  const SLICE = 5000;
  let reported = started;
  for (let from = 0; from < fillers; from += SLICE) {
    batch.length = 0;
    const to = Math.min(fillers, from + SLICE);
    for (let i = from; i < to; i++) batch.push(fillerStatement(i, nowMs, registrations, Math.random));
    await storeInBatches(id, batch, WRITERS);
    // A long fill says how far it is, about every half minute.
    if (performance.now() - reported > 30_000 && to < fillers) {
      reported = performance.now();
      const rate = to / ((reported - started) / 1000);
      console.log(
        `  company ${label}: ${to.toLocaleString('en-GB')} of ${size.toLocaleString('en-GB')} (${Math.round(rate)} a second)`,
      );
    }
  }
  await storeThroughRepository(id, matching);
  return {
    id,
    size,
    authorization: `Basic ${Buffer.from(`${item.key}:${secret}`, 'utf8').toString('base64')}`,
    statementId: String(matching[0]!.statement.id),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The fillers' index entries are the bench's own copy of the store's: a filler learner's answer checks them. */
async function checkFillers(url: string, company: TCompany): Promise<void> {
  const expected = Math.min(100, fillerCountOf(0, company.size - BENCH_LRS.matching));
  const answer = await getStatements(url, company, { agent: agentParam(fillerLearner(0)), limit: '100' });
  if (answer.status !== 200 || answer.answered !== expected)
    throw new Error(
      `${company.id}: ${fillerLearner(0)}'s statements answered ${answer.answered} (status ${answer.status}), ` +
        `${expected} stored: the bench's filler items differ from the store's`,
    );
}

async function measure(url: string, company: TCompany, params: Record<string, string>): Promise<TLrsQueryFigures> {
  const { readDynamoCounts, resetDynamoCounts } =
    await import('@skillway/functions/core/platform/clients/dynamodb-counter');
  // Warm once (the handler's modules, the client's last-used time), then count.
  await getStatements(url, company, params);
  resetDynamoCounts();
  const answer = await getStatements(url, company, params);
  const counts = readDynamoCounts();
  resetDynamoCounts();
  return { ...answer, commands: counts.commands, readUnits: counts.readUnits };
}

async function collect(bench: TBenchStack): Promise<{ rows: TLrsRow[]; sizes: { a: number; b: number } }> {
  const url = bench.stack.url;
  const large = sizeFromFlag();
  const nowMs = Date.now();
  const registration = randomUUID();
  const a = await fillCompany('A', SMALL, registration, nowMs);
  console.log(`company A: ${SMALL.toLocaleString('en-GB')} statements stored in ${a.seconds.toFixed(1)} s`);
  const b = await fillCompany('B', large, registration, nowMs);
  console.log(
    `company B: ${large.toLocaleString('en-GB')} statements stored in ${b.seconds.toFixed(1)} s ` +
      `(${Math.round(large / b.seconds)} a second)`,
  );
  await checkFillers(url, a);
  await checkFillers(url, b);
  const since = new Date(nowMs - 2 * MATCHING_WINDOW_MS).toISOString();
  const rows: TLrsRow[] = [];
  for (const query of queries(registration, since)) {
    const figures = { a: await measure(url, a, query.params(a)), b: await measure(url, b, query.params(b)) };
    for (const [label, answer] of Object.entries(figures))
      if (answer.status !== 200 || answer.answered !== query.expected)
        throw new Error(
          `${query.name} in company ${label.toUpperCase()}: status ${answer.status}, ` +
            `${answer.answered} statements answered, ${query.expected} expected`,
        );
    rows.push({ query: query.name, ...figures });
  }
  return { rows, sizes: { a: SMALL, b: large } };
}

export async function benchLrs(): Promise<void> {
  const { rows, sizes } = await withBenchStack(collect);
  console.log(lrsTable(rows, sizes));
  console.log(
    'Calls: the DynamoDB commands of one warm GET /v1/xapi/statements with an all-scope client (G GetItem, ' +
      'Q Query, BG BatchGetItem). RCU: the read units DynamoDB Local reports (strongly consistent reads). ' +
      'Each query reads one index partition (or the store, unfiltered) in stored order, 100 entries a Query and at ' +
      'most 10 Queries an answer: the calls follow the matches and the page size, not the store. The sparse row ' +
      "drives through a partition that grows with the store (the instructor's, in a tenth of the fillers) and keeps " +
      'only its 10 matches: the Query filter drops the rest after reading them, so B reads its 10 pages (read units ' +
      'bounded by them) and answers with `more`, as 10 million statements would.',
  );
  console.log(`\n${lrsSummary(rows)}`);
}
