import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { COURSE_LIMITS } from '../../constants/courses';
import { ZCourseCreateBody, ZCourseUpdateBody } from './requests';

describe('course duration (hours * 60 + minutes)', () => {
  it('takes minutes past 59: they carry into the hours when stored (1 h 75 min is 2 h 15 min)', () => {
    const parsed = z.safeParse(ZCourseCreateBody, { name: 'Fire Safety', hours: 1, minutes: 75 });
    expect(parsed.success && parsed.data).toMatchObject({ hours: 1, minutes: 75 });
  });

  it('refuses a duration past the longest with an error under minutes, rather than cutting it down', () => {
    const hours = COURSE_LIMITS.hoursMax;
    for (const schema of [ZCourseCreateBody, ZCourseUpdateBody]) {
      expect(z.safeParse(schema, { name: 'Fire Safety', hours, minutes: 59 }).success).toBe(true);
      const parsed = z.safeParse(schema, { name: 'Fire Safety', hours, minutes: 60 });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['minutes', 'The course may not be longer than 999 hours 59 minutes.'],
      ]);
    }
  });
});
