import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIST, operations, type TOperationId } from '@skillway/shared';
import { call, login } from '../factories/http';
import { buildTenants, type TActor, type TActorName, type TTenants } from '../support/tenants';
import type { TRequest } from './authorization/matrix-types';
import { auditProblems, type TMatrixCall } from './authorization/audit-expectations';
import { EXPECTED, SAMPLES, expand } from './authorization/domains';

/**
 * The authorization matrix: every manifest row × every actor × {own company, another company}.
 * `allow`: the request gets past authentication and authorization (any status but 401/403/404, never 5xx).
 * `deny`: 401 for the anonymous caller, 403 for a signed-in caller of the wrong role.
 * `otherCompany: 'deny'`: company B's callers on company A's records get 404.
 * Each area keeps its expectations and sample requests in ./authorization/<area>.ts (listed in ./authorization/domains.ts);
 * a manifest row without an expectation fails the test. Object-level checks (another learner's record, a user
 * outside the manager's team) are in ./object-authorization.test.ts.
 * Every call is also checked against the audit log by its row's `audit` decision (./authorization/audit-expectations.ts):
 * refused and failed calls wrote no event, reads and `none` rows only what they declare, changes at least one
 * event each, with their own action and caller, and values before and after that differ.
 */

function verdict(status: number): 'allow' | 'unauthenticated' | 'forbidden' | 'not-found' | 'error' {
  if (status >= 500) return 'error';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  return 'allow';
}

describe('authorization matrix', () => {
  let tenants: TTenants;
  /** Every call of every tag, checked against the audit log once at the end (one drain, one read of each log). */
  const calls: TMatrixCall[] = [];
  /** Companies other than A and B whose logs the calls wrote (the platform console's throwaway companies). */
  const auditedCompanies = new Set<string>();
  beforeAll(async () => {
    tenants = await buildTenants();
  });

  it('has an expectation for every manifest row', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(operations).sort());
  });

  // One test per manifest tag: each has its own timeout and names its area when it fails (the whole matrix, run as one
  // test, outgrew the stack project's 120 s timeout on a loaded two-core machine).
  it.each(rowsByTag())('gives 0 unexpected results: %s', async (_tag, rows) => {
    const unexpected: string[] = [];
    let checked = 0;
    const actorsA: TActorName[] = ['anonymous', 'learner', 'manager', 'admin', 'superAdmin'];

    for (const row of rows) {
      const id = row.id as TOperationId;
      const expectation = EXPECTED[id]!;
      const sample = SAMPLES[id];

      const run = async (actor: TActor, owner: TActor, caller: string) => {
        const request: TRequest = sample ? await sample({ actor, owner, tenants }) : {};
        let token = actor.token;
        if (request.freshSession && actor.email && actor.password)
          token = (await login(actor.email, actor.password)).token;
        if (request.prepare) await request.prepare();
        if (request.auditCompanyId) auditedCompanies.add(request.auditCompanyId);
        const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
        const result = await call(row.method, expand(row.path, request.params) + query, { token, body: request.body });
        checked += 1;
        calls.push({
          id,
          status: result.status,
          requestId: result.headers.get('x-request-id'),
          actorId: actor.userId,
          caller,
        });
        return result.status;
      };

      for (const name of actorsA) {
        const actor = tenants.a[name];
        const status = await run(actor, actor, name);
        const expected =
          expectation[name] === 'allow' ? 'allow' : name === 'anonymous' ? 'unauthenticated' : 'forbidden';
        if (verdict(status) !== expected) unexpected.push(`${id} as ${name}: expected ${expected}, got ${status}`);
      }

      if (expectation.otherCompany === 'deny') {
        for (const name of ['learner', 'manager', 'admin'] as const) {
          if (expectation[name] !== 'allow') continue;
          const status = await run(tenants.b[name], tenants.a[name], `company B ${name}`);
          if (verdict(status) !== 'not-found') {
            unexpected.push(`${id} as company B ${name} on company A's record: expected not-found, got ${status}`);
          }
        }
      }
    }

    expect(unexpected).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(rows.length * 5);
  });

  // Runs after every tag's test (a file's tests run in order).
  it('writes the audit log each row declares for each of its calls', async () => {
    expect(calls.length).toBeGreaterThan(OPERATION_LIST.length);
    const audit = await auditProblems(calls, [
      tenants.a.admin.companyId,
      tenants.b.admin.companyId,
      ...auditedCompanies,
    ]);
    expect(audit.problems).toEqual([]);
    // Every sample changes something on each call: a successful audited call without an event lost its change.
    expect(audit.unchanged).toEqual([]);
  });
});

/** The manifest's rows grouped by their tag, in manifest order. */
function rowsByTag(): [string, (typeof OPERATION_LIST)[number][]][] {
  const groups = new Map<string, (typeof OPERATION_LIST)[number][]>();
  for (const row of OPERATION_LIST) groups.set(row.tag, [...(groups.get(row.tag) ?? []), row]);
  return [...groups];
}
