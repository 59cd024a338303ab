import { describe, expect, it } from 'vitest';
import { batchesOf, halves, wireVersion, type TOutgoing } from './batches';

function statement(n: number, extra: Record<string, unknown> = {}): TOutgoing {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { storedId: `S${String(n).padStart(3, '0')}`, json: JSON.stringify({ id, version: '1.0.0', ...extra }) };
}

describe('batches of statements for the external LRS', () => {
  it('keeps stored order and cuts at the statement limit', () => {
    const statements = Array.from({ length: 7 }, (_, n) => statement(n));
    const batches = batchesOf(statements, { maxStatements: 3, maxBytes: 1_000_000 });
    expect(batches.map((batch) => batch.statements.map((s) => s.storedId))).toEqual([
      ['S000', 'S001', 'S002'],
      ['S003', 'S004', 'S005'],
      ['S006'],
    ]);
    expect(JSON.parse(batches[0]!.body)).toEqual(statements.slice(0, 3).map((s) => JSON.parse(s.json)));
  });

  it('cuts at the byte limit, and sends a statement larger than it alone', () => {
    const small = statement(1);
    const big = statement(2, { padding: 'x'.repeat(500) });
    const size = Buffer.byteLength(small.json) + 1;
    const batches = batchesOf([small, statement(3), big, statement(4)], { maxStatements: 50, maxBytes: size * 2 });
    expect(batches.map((batch) => batch.statements.map((s) => s.storedId))).toEqual([
      ['S001', 'S003'],
      ['S002'],
      ['S004'],
    ]);
  });

  it('starts a new batch where the xAPI version changes, and sends 2.0 statements as 2.0.0', () => {
    const batches = batchesOf(
      [statement(1), statement(2, { version: '2.0.0' }), statement(3, { version: '2.0.0' }), statement(4)],
      { maxStatements: 50, maxBytes: 1_000_000 },
    );
    expect(batches.map((batch) => [batch.version, batch.statements.length])).toEqual([
      ['1.0.3', 1],
      ['2.0.0', 2],
      ['1.0.3', 1],
    ]);
  });

  it('reads the version of a statement without one as 1.0.3', () => {
    expect(wireVersion('{"id":"x"}')).toBe('1.0.3');
    expect(wireVersion('{"version":"1.0.3"}')).toBe('1.0.3');
    expect(wireVersion('{"version":"2.0.0"}')).toBe('2.0.0');
  });

  it('answers no batch for no statement, and halves keep the order', () => {
    expect(batchesOf([])).toEqual([]);
    const [batch] = batchesOf([1, 2, 3, 4, 5].map((n) => statement(n)));
    const [first, second] = halves(batch!);
    expect(first.statements.map((s) => s.storedId)).toEqual(['S001', 'S002', 'S003']);
    expect(second.statements.map((s) => s.storedId)).toEqual(['S004', 'S005']);
    expect(JSON.parse(second.body)).toHaveLength(2);
  });
});

describe('the version a statement goes with', () => {
  it('reads the top-level version only', () => {
    expect(
      wireVersion(
        JSON.stringify({ context: { extensions: { 'https://x/version': { version: '2.0' } } }, version: '1.0.0' }),
      ),
    ).toBe('1.0.3');
  });
});
