import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ZAdminExternalTrainingListQuery,
  ZExternalTrainingBody,
  ZExternalTrainingExportQuery,
} from './external-training';

const GOOD = {
  name: ' First Aid ',
  completed: '2025-03-03T10:00:00.000Z',
  type: '353362',
  body: 'St John',
  score: '92.50',
  result: 'passed',
  cost: 12,
  deadline: '03/03/2028',
};

function fieldErrors(input: unknown): Record<string, string[]> {
  const parsed = z.safeParse(ZExternalTrainingBody, input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('external training contracts', () => {
  it('normalises a good body: trimmed text, numbers, yyyy-mm-dd days', () => {
    expect(z.parse(ZExternalTrainingBody, GOOD)).toEqual({
      name: 'First Aid',
      completed: '2025-03-03',
      type: 353362,
      body: 'St John',
      score: 92.5,
      result: 'passed',
      cost: 12,
      deadline: '2028-03-03',
    });
  });

  it('treats empty optional fields as none', () => {
    const parsed = z.parse(ZExternalTrainingBody, { ...GOOD, score: '', cost: null, deadline: '', s3_url: '' });
    expect(parsed).toMatchObject({ score: null, cost: null, deadline: null, s3_url: null });
  });

  it('names the field at fault', () => {
    expect(fieldErrors({ ...GOOD, score: 100.01 })).toEqual({ score: ['The score may not be greater than 100.'] });
    expect(fieldErrors({ ...GOOD, score: 99.999 })).toEqual({
      score: ['The score may have at most 2 decimal places.'],
    });
    expect(fieldErrors({ ...GOOD, cost: '-0.5' })).toEqual({ cost: ['The cost must be at least 0.'] });
    expect(fieldErrors({ ...GOOD, cost: '1e3' })).toEqual({ cost: ['The cost must be a number.'] });
    expect(fieldErrors({ ...GOOD, type: 353364 })).toEqual({ type: ['The selected type is invalid.'] });
    expect(fieldErrors({ ...GOOD, result: undefined })).toEqual({ result: ['The result field is required.'] });
    // The form's unchosen select is null: still "required", not "invalid".
    expect(fieldErrors({ ...GOOD, result: null })).toEqual({ result: ['The result field is required.'] });
    expect(fieldErrors({ ...GOOD, result: 'maybe' })).toEqual({ result: ['The selected result is invalid.'] });
    expect(fieldErrors({ ...GOOD, completed: '2024-02-30' })).toEqual({
      completed: ['The completed is not a valid date.'],
    });
    expect(fieldErrors({ ...GOOD, deadline: '2025-03-02' })).toEqual({
      deadline: ['The deadline must be a date after or equal to completed.'],
    });
  });

  it("reads the report filters: a comma list of known types and a day in any of the screens' spellings", () => {
    expect(
      z.parse(ZAdminExternalTrainingListQuery, {
        type: '353360, 353362',
        completed: '01/05/2025',
        page: '2',
        limit: '20',
      }),
    ).toMatchObject({
      type: [353360, 353362],
      completed: '2025-05-01',
      page: 2,
      limit: 20,
    });
    expect(z.safeParse(ZAdminExternalTrainingListQuery, { type: '353360,7' }).success).toBe(false);
    expect(z.safeParse(ZExternalTrainingExportQuery, { export_type: 'csv' }).success).toBe(false);
    expect(z.parse(ZExternalTrainingExportQuery, { export_type: 'pdf', completed: '' })).toMatchObject({
      completed: null,
    });
  });
});
