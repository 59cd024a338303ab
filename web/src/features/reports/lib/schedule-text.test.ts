import { describe, expect, it } from 'vitest';
import { scheduleTitle, scheduleWhen } from './schedule-text';

describe('scheduled report texts', () => {
  it('says when, Monday being day 1', () => {
    expect(scheduleWhen({ frequency: 'weekly', weekday: 1, day: null })).toBe('Every Monday');
    expect(scheduleWhen({ frequency: 'weekly', weekday: 7, day: null })).toBe('Every Sunday');
    expect(scheduleWhen({ frequency: 'monthly', weekday: null, day: 28 })).toBe('Every month on day 28');
  });

  it('names the report and its course', () => {
    expect(scheduleTitle({ report: 'users', course_name: null })).toBe('User Report');
    expect(scheduleTitle({ report: 'course', course_name: 'Fire Safety' })).toBe('Course Details Report: Fire Safety');
  });
});
