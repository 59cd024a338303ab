import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '@skillway/shared';
import { reminderDedupeKey, reminderQueries } from './reminder-plan';

const defaults = { switches: { ...NOTIFICATION_DEFAULTS.switches }, days: { ...NOTIFICATION_DEFAULTS.days } };

describe('reminderQueries', () => {
  it('reads deadlines N days ahead, yesterday’s deadlines, activity N days ago and expiries N days ahead', () => {
    expect(reminderQueries('2034-07-01', defaults, 'company')).toEqual([
      { kind: 'deadline_before', day: '2034-07-08', days: 7 },
      { kind: 'missed_deadline', day: '2034-06-30', days: 0 },
      { kind: 'idle_after', day: '2034-06-17', days: 14 },
      { kind: 'external_deadline_before', day: '2034-07-31', days: 30 },
    ]);
  });

  it('a course override reads its own days and never the external training (company-wide)', () => {
    const course = { ...defaults, days: { ...defaults.days, deadline_before: 3, idle_after: 1 } };
    expect(reminderQueries('2035-01-01', course, 'course')).toEqual([
      { kind: 'deadline_before', day: '2035-01-04', days: 3 },
      { kind: 'missed_deadline', day: '2034-12-31', days: 0 },
      { kind: 'idle_after', day: '2034-12-31', days: 1 },
    ]);
  });

  it('the missed deadline follows its switch; a day count below 1 turns its reminder off', () => {
    const off = {
      switches: { ...defaults.switches, missed_deadline: false },
      days: { ...defaults.days, deadline_before: 0, idle_after: 1.5, external_deadline_before: 365 },
    };
    expect(reminderQueries('2035-01-01', off, 'company')).toEqual([
      { kind: 'external_deadline_before', day: '2036-01-01', days: 365 },
    ]);
  });
});

describe('reminderDedupeKey', () => {
  it('is (type, user, course or record, due day)', () => {
    expect(reminderDedupeKey('deadline_before', 'u1', 'k1', '2034-07-08')).toBe('6#u1#k1#2034-07-08');
    expect(reminderDedupeKey('missed_deadline', 'u1', 'k1', '2034-07-08')).toBe('5#u1#k1#2034-07-08');
    expect(reminderDedupeKey('external_deadline_before', 'u1', 'r1', '2036-03-31')).toBe('8#u1#r1#2036-03-31');
  });
});
