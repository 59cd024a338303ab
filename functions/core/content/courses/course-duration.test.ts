import { describe, expect, it } from 'vitest';
import { COURSE_LIMITS } from '@skillway/shared';
import { foldMinutes, splitMinutes } from './course-duration';

describe('course duration', () => {
  it('folds hours into minutes (minutes = hours * 60 + minutes)', () => {
    expect(foldMinutes(1, 30)).toBe(90);
    expect(foldMinutes(0, 45)).toBe(45);
    expect(foldMinutes(2, undefined)).toBe(120);
    expect(foldMinutes(null, null)).toBe(0);
    // Minutes that already carry hours (the spec folds hours into minutes on load) stay whole.
    expect(foldMinutes(0, 150)).toBe(150);
    expect(foldMinutes(1, 150)).toBe(210);
  });
  it('caps at the largest duration', () => {
    expect(foldMinutes(999, 999)).toBe(COURSE_LIMITS.totalMinutesMax);
  });
  it('splits stored minutes back for the form', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
  });
});
