import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIST, type TOperation, type TOperationId } from '@skillway/shared';
import { login } from '../../factories/http';
import { buildTenants, type TActor, type TActorName, type TTenants } from '../../support/tenants';
import { EXPECTED, SAMPLES } from '../authorization/domains';
import type { TRequest, TSample } from '../authorization/matrix-types';
import { hostileVariant, type THostileRequest } from './hostile-variants';
import { checkAnswer, errorFields, send, type TBaseline } from './request-runner';

/**
 * Every manifest row, hostile input: fast-check builds variants of the row's valid sample from the authorization
 * matrix (wrong types, missing and extra fields, huge strings and arrays, unicode edge cases, hostile numbers,
 * path ids of nothing, malformed or of another company, malformed JSON, wrong content types, repeated and injected
 * query parameters) and sends them as a caller the row allows. Each answer: never a 5xx; a 422 names fields of
 * the request; a success matches the row's response schema; another company's record is never a success.
 *
 * Destructive rows: a DELETE row gets a fresh record from its matrix sample before every run (the matrix's
 * samples create one), and a row that ends sessions (logout) runs on a fresh sign-in, so no later row loses its
 * record or token. Sign-in runs on an address with no account, so the failed attempts lock out no test account.
 *
 * FUZZ_SEED=<n> replays a run (the seed is printed, and named in each failure); FUZZ_RUNS=<n> sets the runs per
 * row (default 8). docs/security.md, "Fuzzing".
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 8;
const BATCH = 6;
let sent = 0;
const ACTOR_PREFERENCE: TActorName[] = ['admin', 'manager', 'learner', 'superAdmin', 'anonymous'];

/** Overrides of the matrix samples for the fuzz run (see the comment above). */
const FUZZ_SAMPLES: Partial<Record<TOperationId, TSample>> = {
  'auth.login': () => ({ body: { email: `fuzz-${randomUUID().slice(0, 8)}@example.test`, password: 'Fuzz!Pass1' } }),
};

interface TRowPlan {
  row: TOperation;
  actor: TActor;
  role: TActorName;
  sample: TSample;
  valid: TRequest;
  baseline: TBaseline;
  /** Company B's caller of the same role, for rows whose records are company-scoped. */
  otherCompanyToken?: string;
}

async function plan(row: TOperation, tenants: TTenants): Promise<TRowPlan> {
  const id = row.id as TOperationId;
  const expectation = EXPECTED[id]!;
  // A row no signed-in actor may call (the LRS: a launch session's credentials only) is fuzzed as the anonymous caller.
  const role = ACTOR_PREFERENCE.find((name) => expectation[name] === 'allow') ?? 'anonymous';
  const actor = tenants.a[role];
  const sample: TSample = FUZZ_SAMPLES[id] ?? SAMPLES[id] ?? (() => ({}));
  const valid = await sample({ actor, owner: actor, tenants });
  const otherCompanyToken =
    expectation.otherCompany === 'deny' && role !== 'superAdmin' && role !== 'anonymous'
      ? tenants.b[role].token
      : undefined;
  // The valid request once, as sent (a session-ending row is not: it would sign the shared caller out).
  const baseline: TBaseline = { body: valid.body, errorFields: [] };
  if (!valid.freshSession) {
    const answer = await send(
      row,
      { kind: 'valid', params: valid.params ?? {}, query: valid.query ?? {}, body: valid.body },
      actor.token,
    );
    baseline.errorFields = errorFields(answer);
  }
  return { row, actor, role, sample, valid, baseline, otherCompanyToken };
}

async function fuzzRow(
  { row, actor, sample, valid, baseline, otherCompanyToken }: TRowPlan,
  tenants: TTenants,
): Promise<string | undefined> {
  const destructive = row.method === 'DELETE' || valid.freshSession === true;
  const property = fc.asyncProperty(
    hostileVariant({ valid, noBody: row.method === 'GET', otherCompany: otherCompanyToken !== undefined }),
    async (variant: THostileRequest) => {
      let request = variant;
      let token = actor.token;
      if (destructive) {
        const fresh = await sample({ actor, owner: actor, tenants });
        if (variant.params === (valid.params ?? {}) && fresh.params) request = { ...variant, params: fresh.params };
        if (valid.freshSession && actor.email && actor.password)
          token = (await login(actor.email, actor.password)).token;
      }
      const answer = await send(row, request, variant.otherCompany ? otherCompanyToken : token);
      sent += 1;
      const problem = checkAnswer(row, request, baseline, answer);
      if (problem) throw new Error(`${variant.kind}: ${problem}`);
    },
  );
  try {
    await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
    return undefined;
  } catch (error) {
    const { message, cause } = error as Error;
    const counterexample = message
      .split('\n')
      .filter((line) => line.startsWith('Counterexample') || line.startsWith('{ seed'));
    return [
      `${row.id} (${row.method} ${row.path}): ${cause instanceof Error ? cause.message : message}`,
      ...counterexample,
    ].join('\n  ');
  }
}

describe('every operation, hostile input', () => {
  let tenants: TTenants;
  beforeAll(async () => {
    tenants = await buildTenants();
  });

  it('never answers 5xx, names fields in 422s and keeps its response schema', async () => {
    console.log(`[fuzz] seed ${SEED}, ${RUNS} runs per row (FUZZ_SEED=${SEED} replays this run)`);
    const failures: string[] = [];
    // Rows that end sessions run last, so the requests before them keep their callers' tokens.
    const rows = [...OPERATION_LIST].sort((a, b) => Number(a.id === 'auth.logout') - Number(b.id === 'auth.logout'));
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const plans = await Promise.all(batch.map((row) => plan(row, tenants)));
      const results = await Promise.all(plans.map((rowPlan) => fuzzRow(rowPlan, tenants)));
      for (const result of results) if (result) failures.push(result);
    }
    if (failures.length > 0)
      console.log(`[fuzz] seed ${SEED}: ${failures.length} rows failed\n${failures.join('\n\n')}`);
    expect(failures).toEqual([]);
    expect(sent).toBe(rows.length * RUNS);
  }, 600_000);
});
