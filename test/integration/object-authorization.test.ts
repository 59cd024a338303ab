import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIST, ROLE, type TOperationId } from '@skillway/shared';
import { call } from '../factories/http';
import { buildTenants, type TTenants } from '../support/tenants';
import { expand } from './authorization/domains';
import { BODY_ID_ROWS, OBJECT_CHECKS } from './authorization/object-level';

/**
 * Object-level authorization beside the role matrix: company A's second learner on company A's learner's objects,
 * and company A's manager on a user outside their team (and that user's objects), get 404; a refused write changes
 * nothing (read back as the owner or the administrator). Every learner- or manager-reachable row with an id in its
 * path must have a check here (./authorization/object-level.ts) or a stated reason it has no per-user object.
 */
type TRow = (typeof OPERATION_LIST)[number];

function reachedBy(row: TRow, role: number): boolean {
  return (
    row.access === 'authenticated' || (Array.isArray(row.access) && (row.access as readonly number[]).includes(role))
  );
}

/** Rows a learner or a manager may call with an object id in the path. */
const ID_ROWS = OPERATION_LIST.filter(
  (row) => /\{\w+\}/.test(row.path) && (reachedBy(row, ROLE.USER) || reachedBy(row, ROLE.MANAGER)),
);

describe('object-level authorization', () => {
  let tenants: TTenants;
  beforeAll(async () => {
    tenants = await buildTenants();
  });

  it('has an object-level expectation for every learner- or manager-scoped row with an id', () => {
    const missing = ID_ROWS.map((row) => row.id as TOperationId).filter((id) => !OBJECT_CHECKS[id]);
    expect(missing).toEqual([]);
    // A check whose scope the row does not admit would prove nothing (the role matrix already answers 403).
    const misplaced = Object.entries(OBJECT_CHECKS).flatMap(([id, entry]) => {
      const row = OPERATION_LIST.find((candidate) => candidate.id === id);
      if (!row) return [`${id}: no such row`];
      if (!Array.isArray(entry)) return [];
      return entry
        .filter((check) => !reachedBy(row, check.scope === 'learner' ? ROLE.USER : ROLE.MANAGER))
        .map((check) => `${id}: ${check.scope} may not call it`);
    });
    expect(misplaced).toEqual([]);
    expect(BODY_ID_ROWS.filter((id) => !Array.isArray(OBJECT_CHECKS[id]))).toEqual([]);
  });

  it("gives 404 on another learner's objects and outside the manager's team, and refused writes change nothing", async () => {
    const unexpected: string[] = [];
    let checked = 0;
    for (const row of OPERATION_LIST) {
      const id = row.id as TOperationId;
      const entry = OBJECT_CHECKS[id];
      if (!Array.isArray(entry)) continue;
      for (const check of entry) {
        const actor = check.scope === 'learner' ? tenants.sameCompany.otherLearner : tenants.a.manager;
        const owner = check.scope === 'learner' ? tenants.a.learner : tenants.sameCompany.outsider;
        const request = await check.sample({ actor, owner, tenants });
        const before = check.readBack ? await check.readBack(tenants, request) : undefined;
        const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
        const result = await call(row.method, expand(row.path, request.params) + query, {
          token: actor.token,
          body: request.body,
        });
        checked += 1;
        const expected = check.status ?? 404;
        if (result.status !== expected) {
          unexpected.push(
            `${id} as ${check.scope}: expected ${expected}, got ${result.status} ${JSON.stringify(result.body).slice(0, 160)}`,
          );
        }
        // The same read by someone entitled to the object (its owner, or the administrator for a user outside the
        // team) is not refused: the 404 above is about who asks, not a request that finds nothing for anyone.
        if (!check.readBack && row.method === 'GET') {
          const entitled = check.scope === 'learner' ? tenants.a.learner : tenants.a.admin;
          const control = await call(row.method, expand(row.path, request.params) + query, { token: entitled.token });
          if (control.status === 404 || control.status >= 500)
            unexpected.push(`${id} as ${check.scope}: its entitled reader got ${control.status}`);
        }
        if (check.readBack) {
          if (typeof before === 'number' || before === 'missing')
            unexpected.push(`${id} as ${check.scope}: read-back refused (${String(before)})`);
          const after = await check.readBack(tenants, request);
          if (JSON.stringify(after) !== JSON.stringify(before))
            unexpected.push(`${id} as ${check.scope}: the record changed`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(ID_ROWS.length);
  });
});
