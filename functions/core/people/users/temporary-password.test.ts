import { describe, expect, it } from 'vitest';
import { passwordProblems } from '@skillway/shared';
import { temporaryPassword } from './temporary-password';

describe('temporary passwords', () => {
  it('always meet the password rule and differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword();
      expect(passwordProblems(password)).toEqual([]);
      expect(password).toHaveLength(14);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
