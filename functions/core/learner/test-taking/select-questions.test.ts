import { describe, expect, it } from 'vitest';
import { selectQuestions, shuffled } from './select-questions';

const question = (id: string, core = false) => ({ id, core_question: core });
const bank = [
  question('q1'),
  question('q2', true),
  question('q3'),
  question('q4'),
  question('q5', true),
  question('q6'),
];

/** A seeded generator (mulberry32), so random selections are repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('selectQuestions, not random', () => {
  it('asks the first questions in creation order up to the limit, core questions included', () => {
    expect(ids(selectQuestions(bank, { random: false, limit: 4 }))).toEqual(['q1', 'q2', 'q3', 'q5']);
  });

  it('asks everything when the limit is above the bank', () => {
    expect(ids(selectQuestions(bank, { random: false, limit: 10 }))).toEqual(ids(bank));
  });

  it('always asks the core questions, even beyond the limit', () => {
    expect(ids(selectQuestions(bank, { random: false, limit: 1 }))).toEqual(['q2', 'q5']);
  });
});

describe('selectQuestions, random', () => {
  it('honours the limit and always includes the core questions', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const picked = ids(selectQuestions(bank, { random: true, limit: 3 }, seeded(seed)));
      expect(picked).toHaveLength(3);
      expect(picked).toEqual(expect.arrayContaining(['q2', 'q5']));
      expect(new Set(picked).size).toBe(3);
    }
  });

  it('keeps every core question when there are more than the limit', () => {
    const picked = ids(selectQuestions(bank, { random: true, limit: 1 }, seeded(7)));
    expect(picked.sort()).toEqual(['q2', 'q5']);
  });

  it('draws different questions and orders over many papers', () => {
    const papers = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      papers.add(ids(selectQuestions(bank, { random: true, limit: 4 }, seeded(seed))).join(','));
    }
    expect(papers.size).toBeGreaterThan(5);
    const drawn = new Set([...papers].flatMap((paper) => paper.split(',')));
    expect(drawn).toEqual(new Set(ids(bank)));
  });
});

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const out = shuffled(input, seeded(3));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});
