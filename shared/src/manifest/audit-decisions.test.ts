import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_AUDITED } from './audit-reasons';
import { OPERATION_LIST } from './operations';
import type { TOperation } from './types';

/**
 * Every operation says what the audit log records for it (issue 31): a new row without a decision, with an item type
 * that does not exist, or a write that records nothing without one of the reviewed reasons fails here.
 */

/** The table's entity names, read from the entity modules (the server's, which this package cannot import). */
function entityNames(): Set<string> {
  const dir = new URL('../../../functions/core/platform/db/entities/', import.meta.url);
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const match of source.matchAll(/new Entity\(\{\s*name: '(\w+)'/g)) names.add(match[1] ?? '');
  }
  return names;
}

/** A write: anything but a GET, and the GETs the manifest marks as writing. */
const writes = (operation: TOperation) => operation.method !== 'GET' || operation.writes === true;
/** SCIM's service rows are public (a SCIM token, no sign-in) and name their actor once the token is checked. */
const isScimService = (operation: TOperation) =>
  operation.handler.startsWith('api/scim/') && operation.access === 'public';
const reasons = new Set<string>(Object.values(NOT_AUDITED).map((decision) => decision.none));

describe('audit decisions', () => {
  it('every operation has exactly one decision', () => {
    const without = OPERATION_LIST.filter((operation) => {
      const decision = operation.audit as Record<string, unknown> | undefined;
      return (
        !decision ||
        Object.keys(decision).length !== 1 ||
        !['items', 'read', 'none'].includes(Object.keys(decision)[0] ?? '')
      );
    });
    expect(without.map((operation) => operation.id)).toEqual([]);
  });

  it('items name entity types of the table, at least one', () => {
    const known = entityNames();
    expect(known.size).toBeGreaterThan(40);
    const wrong = OPERATION_LIST.flatMap((operation) =>
      'items' in operation.audit
        ? operation.audit.items.length === 0
          ? [`${operation.id}: no item types`]
          : operation.audit.items.filter((name) => !known.has(name)).map((name) => `${operation.id}: ${name}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it('a write records nothing only for one of the reviewed reasons', () => {
    const unexplained = OPERATION_LIST.filter(
      (operation) => writes(operation) && 'none' in operation.audit && !reasons.has(operation.audit.none),
    );
    expect(unexplained.map((operation) => `${operation.id}: ${JSON.stringify(operation.audit)}`)).toEqual([]);
  });

  it('every SCIM change is recorded', () => {
    const unrecorded = OPERATION_LIST.filter(
      (operation) => isScimService(operation) && writes(operation) && !('items' in operation.audit),
    );
    expect(unrecorded.map((operation) => operation.id)).toEqual([]);
  });

  it('a decision that records something has a caller to record', () => {
    // A public row has no signed-in caller: only SCIM's name one (the token), so any other would record nothing.
    const silent = OPERATION_LIST.filter(
      (operation) => operation.access === 'public' && !('none' in operation.audit) && !isScimService(operation),
    );
    expect(silent.map((operation) => operation.id)).toEqual([]);
  });

  it('the reasons are distinct, so each names one case', () => {
    expect(reasons.size).toBe(Object.keys(NOT_AUDITED).length);
  });
});
