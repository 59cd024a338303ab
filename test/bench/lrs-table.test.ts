import { describe, expect, it } from 'vitest';
import { describeAnswer, describeCalls, lrsSummary, lrsTable, lrsVerdict, type TLrsQueryFigures } from './lrs-table';

const figures = (commands: Record<string, number>, extra: Partial<TLrsQueryFigures> = {}): TLrsQueryFigures => ({
  status: 200,
  commands,
  readUnits: 2,
  answered: 40,
  more: false,
  ...extra,
});

describe('describeCalls', () => {
  it('gives the total, then each command in name order, so equal tallies read alike', () => {
    expect(describeCalls({ Query: 1, BatchGetItem: 1, GetItem: 1 })).toBe('3 (BG1 G1 Q1)');
    expect(describeCalls({ GetItem: 1, Query: 1, BatchGetItem: 1 })).toBe('3 (BG1 G1 Q1)');
    expect(describeCalls({ Query: 10, Scan: 1 })).toBe('11 (Q10 SCAN1)');
  });

  it('leaves out commands counted zero, and says 0 for none', () => {
    expect(describeCalls({ Query: 0, GetItem: 2 })).toBe('2 (G2)');
    expect(describeCalls({})).toBe('0');
  });
});

describe('describeAnswer', () => {
  it('marks an answer with a more link', () => {
    expect(describeAnswer(figures({}, { answered: 10, more: true }))).toBe('10 +more');
    expect(describeAnswer(figures({}, { answered: 40 }))).toBe('40');
  });
});

describe('lrsVerdict', () => {
  it('is "same calls" when both companies sent the same commands, whatever their read units', () => {
    const row = {
      query: 'agent',
      a: figures({ Query: 1, BatchGetItem: 1 }),
      b: figures({ BatchGetItem: 1, Query: 1 }, { readUnits: 9 }),
    };
    expect(lrsVerdict(row)).toBe('same calls');
  });

  it('says when the large store stopped at the page bound and answered with more', () => {
    const row = {
      query: 'sparse',
      a: figures({ Query: 2, BatchGetItem: 1 }, { answered: 10 }),
      b: figures({ Query: 10, BatchGetItem: 1 }, { answered: 10, more: true }),
    };
    expect(lrsVerdict(row)).toMatch(/^bounded/);
  });

  it('flags any other difference, a Scan and a status that differs', () => {
    expect(lrsVerdict({ query: 'q', a: figures({ Query: 1 }), b: figures({ Query: 2 }) })).toBe('DIFFERS');
    // More calls in B without a more link is no page bound: it differs.
    expect(lrsVerdict({ query: 'q', a: figures({ Query: 1 }), b: figures({ Query: 3 }, { more: false }) })).toBe(
      'DIFFERS',
    );
    expect(lrsVerdict({ query: 'q', a: figures({ Scan: 1 }), b: figures({ Scan: 1 }) })).toBe('same calls, SCAN');
    expect(lrsVerdict({ query: 'q', a: figures({ GetItem: 2 }), b: figures({ GetItem: 2 }, { status: 404 }) })).toBe(
      'same calls, status 200/404',
    );
  });
});

describe('lrsTable and lrsSummary', () => {
  const rows = [
    { query: 'statementId', a: figures({ GetItem: 2 }, { answered: 1 }), b: figures({ GetItem: 2 }, { answered: 1 }) },
    {
      query: 'sparse',
      a: figures({ Query: 2, BatchGetItem: 1 }, { answered: 10, readUnits: 3.5 }),
      b: figures({ Query: 10, BatchGetItem: 1 }, { answered: 10, more: true, readUnits: 21.25 }),
    },
  ];

  it("prints a row per query with both companies' calls, read units, answers and the verdict", () => {
    const lines = lrsTable(rows, { a: 1000, b: 20000 }).split('\n');
    expect(lines[0]).toMatch(
      /^query\s+calls A \(1,000\)\s+calls B \(20,000\)\s+RCU A\s+RCU B\s+answered A\s+answered B\s+verdict$/,
    );
    expect(lines[2]).toMatch(/^statementId\s+2 \(G2\)\s+2 \(G2\)\s+2\.0\s+2\.0\s+1\s+1\s+same calls$/);
    expect(lines[3]).toMatch(/^sparse\s+3 \(BG1 Q2\)\s+11 \(BG1 Q10\)\s+3\.5\s+21\.3\s+10\s+10 \+more\s+bounded/);
  });

  it('counts the rows with the same calls and the Scans', () => {
    expect(lrsSummary(rows)).toBe(
      '1 of 2 queries sent the same DynamoDB calls in both companies; 0 Scanned (goal 0) ✓',
    );
  });
});
