import { describe, expect, it } from 'vitest';
import { EXTERNAL_TRAINING_MSG, MSG } from '@skillway/shared';
import { CsvRefusal } from '../../people/imports/csv-file';
import { parseExternalTrainingCsv } from './external-training-csv';

const HEADER = 'Email,Course Title,Date Completed,Training Type,Institute / Body,Score,Result,Cost,Expiry Date';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');

function refusal(data: Buffer, name = 'training.csv'): string {
  try {
    parseExternalTrainingCsv(data, name);
  } catch (error) {
    if (error instanceof CsvRefusal) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('external training CSV', () => {
  it("reads the screen's header names, type names or ids, both date spellings and a pound sign", () => {
    const parsed = parseExternalTrainingCsv(
      csv(
        'ADA@Example.test,Manual Handling,15/01/2025,health and safety,HSE,88,Passed,£45.50,2027-01-15',
        'bo@example.test,CMI Award,2025-02-20,353363,CMI,,failed,,',
      ),
      'training.csv',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.total).toBe(2);
    expect(parsed.rows).toEqual([
      {
        row: 2,
        email: 'ada@example.test',
        training: {
          name: 'Manual Handling',
          completed: '2025-01-15',
          type: 353359,
          body: 'HSE',
          score: 88,
          result: 'passed',
          cost: 45.5,
          deadline: '2027-01-15',
        },
      },
      {
        row: 3,
        email: 'bo@example.test',
        training: {
          name: 'CMI Award',
          completed: '2025-02-20',
          type: 353363,
          body: 'CMI',
          score: null,
          result: 'failed',
          cost: null,
          deadline: null,
        },
      },
    ]);
  });

  it('turns each bad row into a row error with every reason', () => {
    const parsed = parseExternalTrainingCsv(
      csv('not-an-email,,2025-02-30,Cooking,Body,101,maybe,1.999,'),
      'training.csv',
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toHaveLength(1);
    const message = parsed.errors[0]!.message;
    for (const part of [
      'The email must be a valid email address.',
      'The name field is required.',
      'The completed is not a valid date.',
      'The selected type is invalid.',
      'The score may not be greater than 100.',
      'The selected result is invalid.',
      'The cost may have at most 2 decimal places.',
    ]) {
      expect(message).toContain(part);
    }
  });

  it('refuses a file that is not an external training CSV whole', () => {
    expect(refusal(csv('a@b.test,=1+1,2025-01-01,IT,B,1,passed,1,'))).toContain(MSG.IMPORT_FORMULA);
    expect(refusal(csv('a@b.test,x,2025-01-01,IT,B,1,passed,1,'), 'training.xlsx')).toBe(MSG.IMPORT_NOT_CSV);
    expect(refusal(Buffer.from('email,name,completed\na,b,c'))).toContain(MSG.IMPORT_MISSING_COLUMNS);
    expect(refusal(Buffer.from('email,name,completed,type,password\na,b,c,d,e'))).toContain(MSG.IMPORT_UNKNOWN_COLUMNS);
    expect(refusal(Buffer.from([0x00, 0x01, 0x02]))).toBe(MSG.IMPORT_BINARY);
    expect(refusal(Buffer.from(HEADER))).toBe(EXTERNAL_TRAINING_MSG.IMPORT_EMPTY);
  });
});
