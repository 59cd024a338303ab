import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE } from '@skillway/shared';
import { lastActivityAt, presentIndexKeys, reminderIndexKeys, type TReminderIndexSource } from './reminder-index';

const base: TReminderIndexSource = {
  company_id: 'c1',
  target_type: 'course',
  target_id: 'k1',
  user_id: 'u1',
  deadline: '2034-07-08',
  enrolled_at: '2034-06-01T09:00:00.000Z',
};

describe('reminderIndexKeys', () => {
  it('puts a course enrolment with a deadline in both indexes, by day then course then user', () => {
    expect(reminderIndexKeys(base)).toEqual({
      gsi2pk: 'C#c1#ENRDUE',
      gsi2sk: '2034-07-08#k1#u1',
      gsi3pk: 'C#c1#ENRACT',
      gsi3sk: '2034-06-01#k1#u1',
    });
  });

  it('leaves the deadline index when the deadline is cleared', () => {
    const keys = reminderIndexKeys({ ...base, deadline: '' });
    expect(keys.gsi2pk).toBeUndefined();
    expect(keys.gsi2sk).toBeUndefined();
    expect(keys.gsi3sk).toBe('2034-06-01#k1#u1');
    expect(presentIndexKeys(keys)).toEqual({ gsi3pk: 'C#c1#ENRACT', gsi3sk: '2034-06-01#k1#u1' });
  });

  it('keys the activity by the last access as a London day (BST after 23:00 UTC)', () => {
    const keys = reminderIndexKeys({ ...base, last_accessed_at: '2034-06-20T23:15:00.000Z', state: 2 });
    expect(keys.gsi3sk).toBe('2034-06-21#k1#u1');
  });

  it('puts a completed course and a playlist enrolment in neither index', () => {
    const none = { gsi2pk: undefined, gsi2sk: undefined, gsi3pk: undefined, gsi3sk: undefined };
    expect(reminderIndexKeys({ ...base, state: USER_COURSE_STATE.COMPLETE })).toEqual(none);
    expect(reminderIndexKeys({ ...base, target_type: 'channel' })).toEqual(none);
  });

  it('counts the enrolment as the last activity until the course is opened', () => {
    expect(lastActivityAt(base)).toBe(base.enrolled_at);
    expect(lastActivityAt({ ...base, last_accessed_at: '2034-06-03T10:00:00.000Z' })).toBe('2034-06-03T10:00:00.000Z');
    // A course reset after re-enrolment keeps the later of the two.
    expect(lastActivityAt({ ...base, last_accessed_at: '2034-05-01T10:00:00.000Z' })).toBe(base.enrolled_at);
  });
});
