import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZEnrolmentId, enrolmentIdOf, parseEnrolmentId } from './enrolment-ids';

describe('enrolment ids', () => {
  it('name a course and a user and read back', () => {
    const id = enrolmentIdOf('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'u_1');
    expect(id).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7:u_1');
    expect(parseEnrolmentId(id)).toEqual({ courseId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', userId: 'u_1' });
  });

  it('refuse anything else', () => {
    for (const bad of ['', 'abc', 'a:', ':b', 'a:b:c', 'a#1:b', 'a:b/c', `${'x'.repeat(65)}:b`]) {
      expect(parseEnrolmentId(bad), bad).toBeNull();
      expect(z.safeParse(ZEnrolmentId, bad).success, bad).toBe(false);
    }
  });
});
