import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, ROLE, type TReportSchedule } from '@skillway/shared';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ScheduledReports } from './scheduled-reports';

const weekly: TReportSchedule = {
  id: 's1',
  report: 'users',
  type: 'pdf',
  course_id: null,
  course_name: null,
  search: null,
  frequency: 'weekly',
  weekday: 3,
  day: null,
  recipients: [{ id: 'm1', name: 'Maya Tester', email: 'm1@demo.test' }],
  next_run: '2027-02-03',
  last_sent_at: null,
  created_at: '2027-01-29T14:00:00.000Z',
};

describe('Scheduled Reports', () => {
  it('lists what goes to whom and when, and stops one after asking', async () => {
    signInAs(ROLE.ADMIN);
    let schedules = [weekly];
    const deleted: string[] = [];
    mockFetch(
      byPath({
        '/v1/report-schedules': (url, init) => {
          if (init.method === 'DELETE') {
            deleted.push(url.pathname);
            schedules = [];
            return { status: 200, body: { message: MSG.REPORT_SCHEDULE_DELETED } };
          }
          return { status: 200, body: { data: schedules } };
        },
      }),
    );
    renderWithApp(<ScheduledReports />);
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    const row = (await within(table).findByText('Every Wednesday')).closest('tr')!;
    expect(within(row).getByText('User Report')).toBeTruthy();
    expect(within(row).getByText('Maya Tester')).toBeTruthy();
    expect(within(row).getByText('03-02-2027')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Stop scheduled report: User Report, Every Wednesday' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Report' }));
    await waitFor(() => expect(deleted).toEqual(['/v1/report-schedules/s1']));
    expect(await screen.findByText('No scheduled reports')).toBeTruthy();
  });
});
