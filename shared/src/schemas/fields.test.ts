import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { optionalString, requiredString } from './fields';

describe('text fields', () => {
  it('refuse a lone UTF-16 surrogate with a 422 naming the field (fuzz seed 2078080604: a download then failed)', () => {
    const body = z.object({ course_name: requiredString('course_name'), note: optionalString('note') });
    expect(z.safeParse(body, { course_name: 'Fire Safety 🔥', note: 'Ünïcödé' }).success).toBe(true);
    const parsed = z.safeParse(body, { course_name: 'Fire \uD800 Safety', note: '\uDC00' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['course_name', 'The course name is invalid.'],
      ['note', 'The note is invalid.'],
    ]);
  });
});
