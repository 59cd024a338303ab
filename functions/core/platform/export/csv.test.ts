import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { neutraliseCell, toCsv } from './csv';

describe('CSV exports', () => {
  it('neutralise cells that a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '\r=1', '  =HYPERLINK("x")', '\tplain']) {
      expect(neutraliseCell(dangerous)).toBe(`'${dangerous}`);
    }
    for (const safe of ['Ada', 'a=b', 'x+y', 'name@example.test', '2024-01-01', '']) {
      expect(neutraliseCell(safe)).toBe(safe);
    }
    expect(neutraliseCell(-5)).toBe('-5');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(true)).toBe('true');
  });

  it('quote separators, quotes and line breaks, and start with a BOM', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Smith, Jane', 'said "hi"\nthen left'],
        ['=evil()', 3],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const rows = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { Name: 'Smith, Jane', Note: 'said "hi"\nthen left' },
      { Name: "'=evil()", Note: '3' },
    ]);
  });
});
