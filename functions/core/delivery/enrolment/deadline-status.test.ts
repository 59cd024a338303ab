import { describe, expect, it } from 'vitest';
import { TEAM_NUDGE, USER_COURSE_STATE } from '@skillway/shared';
import { addDays } from '../../platform/format/calendar-day';
import type { TEnrolmentItem } from './enrolment-repository';
import { deadlineStatus } from './deadline-status';

function enrolment(courseId: string, deadline: string, extra: Partial<TEnrolmentItem> = {}): TEnrolmentItem {
  return {
    company_id: 'c1',
    target_type: 'course',
    target_id: courseId,
    user_id: 'u1',
    sources: { individual: deadline },
    deadline,
    enrolled_at: '2027-01-01T00:00:00.000Z',
    version: 1,
    ...extra,
  } as TEnrolmentItem;
}

const ids = (items: TEnrolmentItem[]) => items.map((item) => item.target_id);

// Days chosen where calendar bugs show: the end of a short month, a leap day, the year's end.
describe.each(['2027-02-28', '2028-02-29', '2026-12-31', '2027-03-28'])('deadline status on %s', (today) => {
  const lastSoonDay = addDays(today, TEAM_NUDGE.dueSoonDays - 1);

  it('counts deadlines before today as overdue, and today up to the last day of the week as due soon', () => {
    const status = deadlineStatus(
      [
        enrolment('later', addDays(today, TEAM_NUDGE.dueSoonDays)),
        enrolment('week-end', lastSoonDay),
        enrolment('today', today),
        enrolment('yesterday', addDays(today, -1)),
        enrolment('long-ago', addDays(today, -400)),
        enrolment('none', ''),
      ],
      today,
    );
    expect(ids(status.overdue)).toEqual(['long-ago', 'yesterday']);
    expect(ids(status.dueSoon)).toEqual(['today', 'week-end']);
  });

  it('leaves out completed courses and playlists, whatever their deadline', () => {
    const status = deadlineStatus(
      [
        enrolment('done', addDays(today, -2), { state: USER_COURSE_STATE.COMPLETE }),
        enrolment('test-pending', addDays(today, -2), { state: USER_COURSE_STATE.TEST_PENDING }),
        enrolment('playlist', addDays(today, -2), { target_type: 'channel' }),
        enrolment('started', today, { state: USER_COURSE_STATE.IN_PROGRESS }),
      ],
      today,
    );
    expect(ids(status.overdue)).toEqual(['test-pending']);
    expect(ids(status.dueSoon)).toEqual(['started']);
  });
});
