import { describe, expect, it } from 'vitest';
import { nextScheduledDay } from './report-schedule-days';

describe('nextScheduledDay', () => {
  it('weekly: the same day when it is the weekday, else the next one (Monday = 1, Sunday = 7)', () => {
    // 2027-01-04 is a Monday.
    expect(nextScheduledDay({ frequency: 'weekly', weekday: 1 }, '2027-01-04')).toBe('2027-01-04');
    expect(nextScheduledDay({ frequency: 'weekly', weekday: 1 }, '2027-01-05')).toBe('2027-01-11');
    expect(nextScheduledDay({ frequency: 'weekly', weekday: 7 }, '2027-01-04')).toBe('2027-01-10');
    // Across a year's end and a leap day.
    expect(nextScheduledDay({ frequency: 'weekly', weekday: 5 }, '2026-12-31')).toBe('2027-01-01');
    expect(nextScheduledDay({ frequency: 'weekly', weekday: 2 }, '2028-02-28')).toBe('2028-02-29');
  });

  it('monthly: this month when the day is still to come, else next month, across the year', () => {
    expect(nextScheduledDay({ frequency: 'monthly', day: 1 }, '2027-01-01')).toBe('2027-01-01');
    expect(nextScheduledDay({ frequency: 'monthly', day: 1 }, '2027-01-02')).toBe('2027-02-01');
    expect(nextScheduledDay({ frequency: 'monthly', day: 28 }, '2027-02-28')).toBe('2027-02-28');
    expect(nextScheduledDay({ frequency: 'monthly', day: 28 }, '2027-01-31')).toBe('2027-02-28');
    expect(nextScheduledDay({ frequency: 'monthly', day: 15 }, '2026-12-16')).toBe('2027-01-15');
  });
});
