import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MSG, USER_IMPORT_SAMPLE_URL } from '@skillway/shared';
import { CsvRefusal } from './csv-file';
import { parseUserCsv, splitGroupNames } from './user-csv';

const csv = (text: string) => Buffer.from(text, 'utf8');
const HEADER = 'first_name,last_name,email,unique_id,groups\n';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvRefusal) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseUserCsv: good files', () => {
  it('reads rows with their line numbers, lower-cases emails and splits groups', () => {
    const parsed = parseUserCsv(
      csv(`${HEADER}Ada,Lovelace,ADA@Example.com,E1,Sales; Ops ;sales\nAlan,Turing,alan@example.com,,\n`),
      'u.csv',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.total).toBe(2);
    expect(parsed.rows).toEqual([
      {
        row: 2,
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        unique_id: 'E1',
        groups: ['Sales', 'Ops'],
      },
      {
        row: 3,
        first_name: 'Alan',
        last_name: 'Turing',
        email: 'alan@example.com',
        unique_id: null,
        groups: undefined,
      },
    ]);
  });

  it('accepts a BOM, CRLF, quoted cells, header aliases and optional columns left out', () => {
    const parsed = parseUserCsv(
      csv('\uFEFFFirst Name,Surname,Email\r\n"Grace","Hopper, Jr",grace@example.com\r\n'),
      'U.CSV',
    );
    expect(parsed.rows).toEqual([
      {
        row: 2,
        first_name: 'Grace',
        last_name: 'Hopper, Jr',
        email: 'grace@example.com',
        unique_id: undefined,
        groups: undefined,
      },
    ]);
  });

  it('reads Windows-1252 text as Excel writes it', () => {
    const parsed = parseUserCsv(
      Buffer.concat([csv('first_name,last_name,email\nJos'), Buffer.from([0xe9]), csv(',Smith,jose@example.com\n')]),
      'u.csv',
    );
    expect(parsed.rows[0]?.first_name).toBe('José');
  });

  it('reads the sample file the Import Users panel offers', () => {
    const path = fileURLToPath(new URL(`../../../../web/public${USER_IMPORT_SAMPLE_URL}`, import.meta.url));
    const parsed = parseUserCsv(readFileSync(path), 'users-import-sample.csv');
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.length).toBeGreaterThan(0);
  });
});

describe('parseUserCsv: row errors (the rest of the file is kept)', () => {
  it('reports bad values with the row number', () => {
    const parsed = parseUserCsv(
      csv(`${HEADER},Lovelace,ada@example.com,,\nAlan,Turing,not-an-email,,\nGood,Row,good@example.com,,\n`),
      'u.csv',
    );
    expect(parsed.rows.map((row) => row.email)).toEqual(['good@example.com']);
    expect(parsed.errors).toEqual([
      { row: 2, email: 'ada@example.com', message: 'The first name field is required.' },
      { row: 3, email: 'not-an-email', message: 'The email must be a valid email address.' },
    ]);
  });

  it('refuses the second row with the same email', () => {
    const parsed = parseUserCsv(csv(`${HEADER}A,B,a@example.com,,\nC,D,A@example.com,,\n`), 'u.csv');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.errors[0]).toMatchObject({ row: 3, message: expect.stringContaining(MSG.IMPORT_DUPLICATE_EMAIL) });
  });

  it('refuses over-long names and cells', () => {
    const parsed = parseUserCsv(
      csv(`${HEADER}${'x'.repeat(101)},B,a@example.com,,\nA,B,b@example.com,${'y'.repeat(600)},\n`),
      'u.csv',
    );
    expect(parsed.rows).toHaveLength(0);
    expect(parsed.errors.map((error) => error.row)).toEqual([2, 3]);
  });
});

describe('parseUserCsv: files refused whole', () => {
  it('refuses a file that is not .csv', () => {
    expect(refusal(() => parseUserCsv(csv(HEADER), 'users.xlsx'))).toBe(MSG.IMPORT_NOT_CSV);
  });

  it('refuses empty files and files with only a header', () => {
    expect(refusal(() => parseUserCsv(Buffer.alloc(0), 'u.csv'))).toBe(MSG.IMPORT_EMPTY);
    expect(refusal(() => parseUserCsv(csv(HEADER), 'u.csv'))).toBe(MSG.IMPORT_EMPTY);
  });

  it('refuses more than 2 MB', () => {
    const big = csv(HEADER + 'A,B,a@example.com,,\n'.repeat(120_000));
    expect(refusal(() => parseUserCsv(big, 'u.csv'))).toBe(MSG.IMPORT_TOO_LARGE);
  });

  it('refuses more than 1000 rows', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `A,B,u${i}@example.com,,`).join('\n');
    expect(refusal(() => parseUserCsv(csv(HEADER + rows), 'u.csv'))).toBe(MSG.IMPORT_TOO_MANY_ROWS);
  });

  it('refuses binary junk', () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(refusal(() => parseUserCsv(junk, 'u.csv'))).toBe(MSG.IMPORT_BINARY);
    expect(refusal(() => parseUserCsv(csv('first_name,last_name,email\nA,B,\u0007@x.com\n'), 'u.csv'))).toBe(
      MSG.IMPORT_BINARY,
    );
  });

  it('refuses a role column, whatever its spelling', () => {
    for (const column of ['role', 'Role ID', 'role_name', 'Access Level', 'is_admin']) {
      expect(
        refusal(() => parseUserCsv(csv(`first_name,last_name,email,${column}\nA,B,a@example.com,2\n`), 'u.csv')),
      ).toBe(MSG.IMPORT_ROLE_COLUMN);
    }
  });

  it('refuses unknown, duplicated and missing columns, naming them', () => {
    expect(
      refusal(() => parseUserCsv(csv('first_name,last_name,email,phone\nA,B,a@example.com,1\n'), 'u.csv')),
    ).toContain('"phone"');
    expect(
      refusal(() => parseUserCsv(csv('first_name,last_name,email,email\nA,B,a@example.com,b@example.com\n'), 'u.csv')),
    ).toContain(MSG.IMPORT_DUPLICATE_COLUMNS);
    expect(refusal(() => parseUserCsv(csv('first_name,email\nA,a@example.com\n'), 'u.csv'))).toBe(
      `${MSG.IMPORT_MISSING_COLUMNS}: last_name.`,
    );
  });

  it('refuses formulas with the rows that hold them', () => {
    const file = csv(
      `${HEADER}A,B,a@example.com,,\n=HYPERLINK("http://evil"),B,b@example.com,,\nC,D,c@example.com,+1,\nE,F,e@example.com,,@SUM(A1)\nG,H,g@example.com,-2,\nI,J,i@example.com,"\t=1",\n`,
    );
    expect(refusal(() => parseUserCsv(file, 'u.csv'))).toBe(`${MSG.IMPORT_FORMULA}: row 3, 4, 5, 6, 7.`);
  });

  it('refuses rows with a different number of columns, naming the row', () => {
    expect(refusal(() => parseUserCsv(csv('first_name,last_name,email\nA,B,a@example.com\nC,D\n'), 'u.csv'))).toContain(
      '(row 3)',
    );
  });

  it('refuses an unclosed quote', () => {
    expect(refusal(() => parseUserCsv(csv('first_name,last_name,email\n"A,B,a@example.com\n'), 'u.csv'))).toContain(
      'quoted cell',
    );
  });
});

describe('splitGroupNames', () => {
  it('trims, drops empty parts and keeps each name once', () => {
    expect(splitGroupNames(' Sales ;;sales; Night  shift ')).toEqual(['Sales', 'Night shift']);
  });
});
