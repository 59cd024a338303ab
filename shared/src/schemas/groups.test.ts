import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ZGroupBody } from './groups';

describe('a group body', () => {
  it('takes a name, and refuses one holding a lone UTF-16 surrogate on name (fuzz seed 325891668: was a 500)', () => {
    expect(z.safeParse(ZGroupBody, { name: 'Night Shift 🌙' }).success).toBe(true);
    for (const name of ['Night \uD800 Shift', '\uDC00', 'Shift \uD83C']) {
      const parsed = z.safeParse(ZGroupBody, { name });
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
        'name',
        'The name is invalid.',
      ]);
    }
  });
});
