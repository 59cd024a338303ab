import { describe, expect, it } from 'vitest';
import {
  BENCH_LRS,
  MATCHING_WINDOW_MS,
  VERB,
  fillerCountOf,
  fillerLearner,
  fillerStatement,
  matchingStatements,
  matchingVerb,
} from './lrs-data';

const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('the matching set', () => {
  it('has 10 mastered, 20 completed and 10 experienced statements (the queries expect these counts)', () => {
    const verbs = Array.from({ length: BENCH_LRS.matching }, (_, i) => matchingVerb(i));
    expect(verbs.filter((v) => v === VERB.mastered)).toHaveLength(10);
    expect(verbs.filter((v) => v === VERB.completed)).toHaveLength(20);
    expect(verbs.filter((v) => v === VERB.experienced)).toHaveLength(10);
  });

  it("is the target learner's, in one registration, under the course and the instructor, stored in the last hour", () => {
    const set = matchingStatements(NOW, 'reg-1');
    expect(new Set(set.map((s) => s.statement.id)).size).toBe(BENCH_LRS.matching);
    for (const { statement, storedMs, registration } of set) {
      expect(registration).toBe('reg-1');
      expect(statement).toMatchObject({
        actor: { account: { name: BENCH_LRS.target } },
        object: { id: BENCH_LRS.activity },
        context: {
          registration: 'reg-1',
          instructor: { mbox: BENCH_LRS.instructor },
          contextActivities: { parent: [{ id: BENCH_LRS.course }] },
        },
      });
      expect(storedMs).toBeGreaterThanOrEqual(NOW - MATCHING_WINDOW_MS);
      expect(storedMs).toBeLessThan(NOW);
    }
  });
});

describe('fillers', () => {
  it('never match the set: another learner, activity and registration, no mastered verb, stored a day or more ago', () => {
    const registrations = ['r-0', 'r-1'];
    let seed = 0;
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    for (let i = 0; i < 200; i++) {
      const { statement, storedMs, registration } = fillerStatement(i, NOW, registrations, random);
      expect((statement.actor as { account: { name: string } }).account.name).toBe(fillerLearner(i));
      expect(fillerLearner(i)).not.toBe(BENCH_LRS.target);
      expect((statement.object as { id: string }).id).not.toBe(BENCH_LRS.activity);
      expect((statement.verb as { id: string }).id).not.toBe(VERB.mastered);
      expect(registrations).toContain(registration);
      expect(statement.context).not.toHaveProperty('contextActivities');
      expect(Boolean((statement.context as { instructor?: unknown }).instructor)).toBe(
        i % BENCH_LRS.instructorEvery === 0,
      );
      expect(storedMs).toBeLessThanOrEqual(NOW - 86_400_000);
    }
  });

  it("counts one learner's fillers as the store will hold them", () => {
    const count = (learner: number, fillers: number) =>
      Array.from({ length: fillers }, (_, i) => fillerLearner(i)).filter((name) => name === `learner-${learner}`)
        .length;
    for (const [learner, fillers] of [
      [0, 960],
      [0, 19_960],
      [5, 1_004],
      [5, 1_006],
      [999, 500],
    ] as const) {
      expect(fillerCountOf(learner, fillers)).toBe(count(learner, fillers));
    }
  });
});
