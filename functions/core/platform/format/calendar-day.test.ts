import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, londonDay } from './calendar-day';

describe('londonDay', () => {
  it('is the UTC day in winter (GMT)', () => {
    expect(londonDay('2035-01-13T23:59:59Z')).toBe('2035-01-13');
    expect(londonDay('2035-01-14T00:00:00Z')).toBe('2035-01-14');
  });

  it('turns an hour early in summer (BST): 23:30 UTC is already the next London day', () => {
    expect(londonDay('2034-06-30T22:59:59Z')).toBe('2034-06-30');
    expect(londonDay('2034-06-30T23:00:00Z')).toBe('2034-07-01');
  });

  it('follows the clock changes (last Sundays of March and October)', () => {
    expect(londonDay('2034-03-25T23:30:00Z')).toBe('2034-03-25');
    expect(londonDay('2034-03-26T23:30:00Z')).toBe('2034-03-27');
    expect(londonDay('2034-10-29T23:30:00Z')).toBe('2034-10-29');
  });

  it('takes a Date, epoch milliseconds or an ISO time and refuses nonsense', () => {
    const instant = Date.UTC(2030, 0, 1, 12);
    expect(londonDay(new Date(instant))).toBe('2030-01-01');
    expect(londonDay(instant)).toBe('2030-01-01');
    expect(() => londonDay('not a time')).toThrow(/Invalid instant/);
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2034-06-30', 1)).toBe('2034-07-01');
    expect(addDays('2034-12-31', 1)).toBe('2035-01-01');
    expect(addDays('2036-03-01', -1)).toBe('2036-02-29');
    expect(addDays('2035-03-01', -1)).toBe('2035-02-28');
    expect(addDays('2034-07-08', -7)).toBe('2034-07-01');
    expect(addDays('2034-07-08', 365)).toBe('2035-07-08');
  });

  it('is not thrown by the clock changes (pure calendar arithmetic)', () => {
    expect(addDays('2034-03-25', 1)).toBe('2034-03-26');
    expect(addDays('2034-03-26', 1)).toBe('2034-03-27');
  });

  it('refuses a value that is not a day', () => {
    expect(() => addDays('2034-7-8', 1)).toThrow(/Invalid calendar day/);
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2036-02-29')).toBe(true);
    expect(isCalendarDay('2035-02-29')).toBe(false);
    expect(isCalendarDay('2035-13-01')).toBe(false);
    expect(isCalendarDay('2035-01-01T00:00:00Z')).toBe(false);
  });
});
