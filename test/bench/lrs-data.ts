/**
 * The LRS-at-scale bench's statements (issue 35, lrs.ts). Both companies hold the same small matching set (one
 * learner's 40 statements in one registration, on one activity of one course, under one instructor) among fillers:
 * 1,000 other learners' statements on 200 activities with 8 common verbs, spread over the past year, a tenth of them
 * under the same instructor (so one agent partition grows with the store: the honest, sparse row).
 *
 * The matching set is written through the store's own transaction (storeStatement); the fillers with BatchWriteItem,
 * their items built as storeStatement builds them (lrs.ts checks a filler agent's answer after the fill).
 */
import { randomUUID } from 'node:crypto';
import type { TLrsStatementItem } from '@skillway/functions/core/platform/lrs/statement-repository';

export const BENCH_LRS = {
  homePage: 'https://bench-lrs.skillway.test',
  target: 'target-learner',
  instructor: 'mailto:instructor@bench-lrs.skillway.test',
  activity: 'https://bench-lrs.skillway.test/activities/target',
  course: 'https://bench-lrs.skillway.test/courses/target',
  authority: 'client:bench-writer',
  /** Statements in the matching set, and how many of them have each verb. */
  matching: 40,
  fillerLearners: 1000,
  fillerActivities: 200,
  /** Fillers per registration (one learner's attempt at an activity). */
  perRegistration: 20,
  /** One filler in this many is under the matching set's instructor. */
  instructorEvery: 10,
} as const;

export const VERB = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  experienced: 'http://adlnet.gov/expapi/verbs/experienced',
  /** Used by the matching set only (10 of its 40): the sparse filter's verb. */
  mastered: 'http://adlnet.gov/expapi/verbs/mastered',
} as const;

const FILLER_VERBS = [
  VERB.completed,
  VERB.experienced,
  'http://adlnet.gov/expapi/verbs/passed',
  'http://adlnet.gov/expapi/verbs/failed',
  'http://adlnet.gov/expapi/verbs/attempted',
  'http://adlnet.gov/expapi/verbs/answered',
  'http://adlnet.gov/expapi/verbs/progressed',
  'http://adlnet.gov/expapi/verbs/launched',
] as const;

const DAY_MS = 86_400_000;
/** The matching set is stored in the last hour; fillers between 366 days and 1 day ago. */
export const MATCHING_WINDOW_MS = 60 * 60 * 1000;

export interface TBenchStatement {
  statement: Record<string, unknown>;
  storedMs: number;
  registration: string;
}

const account = (name: string) => ({ objectType: 'Agent', account: { homePage: BENCH_LRS.homePage, name } });

function statementOf(options: {
  id: string;
  actor: string;
  verb: string;
  object: string;
  registration: string;
  storedMs: number;
  course?: string;
  instructor?: boolean;
}): TBenchStatement {
  const stored = new Date(options.storedMs).toISOString();
  return {
    statement: {
      id: options.id,
      actor: account(options.actor),
      verb: { id: options.verb },
      object: { objectType: 'Activity', id: options.object },
      context: {
        registration: options.registration,
        ...(options.instructor ? { instructor: { objectType: 'Agent', mbox: BENCH_LRS.instructor } } : {}),
        ...(options.course ? { contextActivities: { parent: [{ id: options.course }] } } : {}),
      },
      timestamp: stored,
      stored,
    },
    storedMs: options.storedMs,
    registration: options.registration,
  };
}

/** The verb of the matching set's statement `i`: 10 mastered, 20 completed, 10 experienced. */
export function matchingVerb(i: number): string {
  if (i % 4 === 0) return VERB.mastered;
  return i % 2 === 1 ? VERB.completed : VERB.experienced;
}

/** The matching set: the target learner's statements in one registration, stored a minute apart in the last hour. */
export function matchingStatements(nowMs: number, registration: string): TBenchStatement[] {
  return Array.from({ length: BENCH_LRS.matching }, (_, i) =>
    statementOf({
      id: randomUUID(),
      actor: BENCH_LRS.target,
      verb: matchingVerb(i),
      object: BENCH_LRS.activity,
      registration,
      storedMs: nowMs - MATCHING_WINDOW_MS + i * 60_000,
      course: BENCH_LRS.course,
      instructor: true,
    }),
  );
}

/** The filler learner of statement `i` (each learner's statements spread over the store). */
export const fillerLearner = (i: number) => `learner-${i % BENCH_LRS.fillerLearners}`;

/** Filler `i` of a company: another learner, activity and registration, a common verb, stored in the past year. */
export function fillerStatement(
  i: number,
  nowMs: number,
  registrations: readonly string[],
  random: () => number,
): TBenchStatement {
  return statementOf({
    id: randomUUID(),
    actor: fillerLearner(i),
    verb: FILLER_VERBS[Math.floor(random() * FILLER_VERBS.length)]!,
    object: `${BENCH_LRS.homePage}/activities/${Math.floor(random() * BENCH_LRS.fillerActivities)}`,
    registration: registrations[Math.floor(i / BENCH_LRS.perRegistration) % registrations.length]!,
    storedMs: nowMs - DAY_MS - Math.floor(random() * 365 * DAY_MS),
    instructor: i % BENCH_LRS.instructorEvery === 0,
  });
}

/** How many of `count` fillers filler learner `learnerIndex` wrote (what lrs.ts checks after the fill). */
export function fillerCountOf(learnerIndex: number, count: number): number {
  return count > learnerIndex ? Math.ceil((count - learnerIndex) / BENCH_LRS.fillerLearners) : 0;
}

/** A statement as the store keeps it (what record-statements.ts stores, without an attachment or a voiding). */
async function storeItemOf(companyId: string, bench: TBenchStatement): Promise<TLrsStatementItem> {
  const { sortableId } = await import('@skillway/functions/core/platform/crypto/tokens');
  const { ownOrigin } = await import('@skillway/functions/core/platform/lrs/statement-index');
  const statementId = String(bench.statement.id).toLowerCase();
  return {
    company_id: companyId,
    stored_id: sortableId(bench.storedMs),
    statement_id: statementId,
    statement: JSON.stringify(bench.statement),
    stored: String(bench.statement.stored),
    registration: bench.registration,
    authority_key: BENCH_LRS.authority,
    origins: JSON.stringify([ownOrigin(bench.statement, BENCH_LRS.authority)]),
  };
}

/** Through the store's own transaction (its id condition, its index entries), one statement a call. */
export async function storeThroughRepository(companyId: string, statements: readonly TBenchStatement[]): Promise<void> {
  const { storeStatement } = await import('@skillway/functions/core/platform/lrs/statement-repository');
  for (const bench of statements) {
    const result = await storeStatement(companyId, {
      item: await storeItemOf(companyId, bench),
      fingerprint: 'bench',
    });
    if (result !== 'stored') throw new Error(`bench statement ${String(bench.statement.id)} not stored: ${result}`);
  }
}

/**
 * Fillers with BatchWriteItem: each statement, its id and its index entries as storeStatement writes them (the
 * transaction's condition aside: the ids are fresh UUIDs). `parallel` writers share the work.
 */
export async function storeInBatches(
  companyId: string,
  statements: readonly TBenchStatement[],
  parallel: number,
): Promise<void> {
  const { BatchPutRequest } = await import('dynamodb-toolbox/entity/actions/batchPut');
  const { batchWriteAll } = await import('@skillway/functions/core/platform/db/batch-write');
  const { keys } = await import('@skillway/functions/core/platform/db/keys');
  const { lrsStatementEntity, lrsStatementIdEntity, lrsStatementIndexEntity } =
    await import('@skillway/functions/core/platform/db/entities/lrs-statements');
  const { parseOrigins } = await import('@skillway/functions/core/platform/lrs/statement-repository');
  const requestsOf = async (bench: TBenchStatement) => {
    const item = await storeItemOf(companyId, bench);
    const entries = parseOrigins(item).flatMap((origin, index) =>
      [...new Set(origin.k)].map((key) =>
        lrsStatementIndexEntity()
          .build(BatchPutRequest)
          .item({
            company_id: companyId,
            index_key: key,
            entry: keys.lrsIndexSk(item.stored_id, index),
            stored_id: item.stored_id,
            v: origin.f.v,
            au: origin.f.au,
            ...(origin.f.gn.length > 0 ? { gn: origin.f.gn } : {}),
            ...(origin.f.ga.length > 0 ? { ga: origin.f.ga } : {}),
            ...(origin.f.an ? { an: origin.f.an } : {}),
            ...(origin.f.aa.length > 0 ? { aa: origin.f.aa } : {}),
            ...(origin.f.r ? { r: origin.f.r } : {}),
          }),
      ),
    );
    return [
      lrsStatementIdEntity().build(BatchPutRequest).item({
        company_id: companyId,
        statement_id: item.statement_id,
        stored_id: item.stored_id,
        fingerprint: 'bench',
      }),
      lrsStatementEntity().build(BatchPutRequest).item(item),
      ...entries,
    ];
  };
  let next = 0;
  const CHUNK = 100;
  const writer = async () => {
    while (next < statements.length) {
      const chunk = statements.slice(next, next + CHUNK);
      next += CHUNK;
      const requests = (await Promise.all(chunk.map(requestsOf))).flat();
      await batchWriteAll(requests);
    }
  };
  await Promise.all(Array.from({ length: parallel }, writer));
}
