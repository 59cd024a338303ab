import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AWS_TRIGGERED_HANDLERS,
  EVENT_ROUTES,
  SCHEDULES,
  SYSTEM_AUDIT_ACTION_LABEL,
  TABLE_STREAM_HANDLERS,
  USER_POOL_TRIGGERS,
} from '@skillway/shared';
import { KNOWN_ITEM_TYPES } from './item-type';
import { SYSTEM_NOT_AUDITED, SYSTEM_RUN_DECISIONS, type TSystemRunDecision } from './system-decisions';

/**
 * Every module under events/ says what the audit log records of its run (issue 31), as every operation does in the
 * manifest: a new handler, schedule or trigger without a decision fails here, and so does a handler or schedule that
 * does not go through systemHandler under its own name (the wrapper is where a `system` decision takes effect).
 */

const EVENTS_DIR = fileURLToPath(new URL('../../../../events/', import.meta.url));
const KINDS = ['handlers', 'schedules', 'triggers', 'streams'] as const;

/** Module names as the manifest spells them (`handlers/build-report`), with their source. */
function modules(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        found.set(relative(EVENTS_DIR, path).split(sep).join('/').replace(/\.ts$/, ''), readFileSync(path, 'utf8'));
    }
  };
  for (const kind of KINDS) walk(join(EVENTS_DIR, kind));
  return found;
}

const decisions: Record<string, TSystemRunDecision> = SYSTEM_RUN_DECISIONS;
const reasons = new Set<string>(Object.values(SYSTEM_NOT_AUDITED));

describe('system audit decisions', () => {
  const sources = modules();

  it('finds the modules', () => {
    expect(sources.size).toBeGreaterThan(20);
  });

  it('every handler, schedule, trigger and stream module has a decision, and every decision a module', () => {
    expect([...sources.keys()].filter((name) => !decisions[name])).toEqual([]);
    expect(Object.keys(decisions).filter((name) => !sources.has(name))).toEqual([]);
  });

  it("every module the manifest runs has a decision (the manifest's tables and the files agree)", () => {
    const named = [
      ...EVENT_ROUTES.map((route) => route.handler),
      ...SCHEDULES.map((schedule) => schedule.handler),
      ...AWS_TRIGGERED_HANDLERS.map((trigger) => trigger.handler),
      ...USER_POOL_TRIGGERS.map((trigger) => trigger.handler),
      ...TABLE_STREAM_HANDLERS.map((stream) => stream.handler),
    ];
    expect(named.filter((name) => !decisions[name])).toEqual([]);
  });

  it('each decision is one of system (known item types), records (its actions) or none (a listed reason)', () => {
    const wrong = Object.entries(decisions).flatMap(([name, decision]) => {
      if ('system' in decision) {
        const unknown = decision.items.filter((item) => !KNOWN_ITEM_TYPES.has(item));
        return [
          ...(decision.items.length === 0 ? [`${name}: no item types`] : []),
          ...unknown.map((item) => `${name}: unknown item type ${item}`),
          ...(SYSTEM_AUDIT_ACTION_LABEL[decision.system] ? [] : [`${name}: ${decision.system} has no label`]),
        ];
      }
      if ('records' in decision)
        return decision.records.length === 0 || decision.where.trim() === '' ? [`${name}: records what, where?`] : [];
      return reasons.has(decision.none) ? [] : [`${name}: unlisted reason`];
    });
    expect(wrong).toEqual([]);
  });

  it('every handler and schedule exports its handler through systemHandler under its own name', () => {
    const unwired = [...sources].filter(
      ([name, source]) =>
        (name.startsWith('handlers/') || name.startsWith('schedules/')) &&
        !new RegExp(`export const handler = systemHandler\\(\\s*'${name}',`).test(source),
    );
    expect(unwired.map(([name]) => name)).toEqual([]);
  });

  it('a trigger or stream module, which does not go through the wrapper, records nothing', () => {
    const wired = [...sources.keys()].filter(
      (name) => (name.startsWith('triggers/') || name.startsWith('streams/')) && !('none' in decisions[name]!),
    );
    expect(wired).toEqual([]);
  });

  it('every system action has a label for the Audit Log screen', () => {
    for (const label of Object.values(SYSTEM_AUDIT_ACTION_LABEL)) expect(label.trim()).not.toBe('');
  });
});
