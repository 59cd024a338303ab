import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ReportFileActions } from './report-file-actions';

const person = (id: string, first_name: string, role_id: number) => ({
  id,
  first_name,
  last_name: 'Tester',
  email: `${id}@demo.test`,
  role_id,
  unique_id: null,
});

function api(posted: { path: string; body: unknown }[]) {
  const record = (path: string, answer: { status: number; body: unknown }) => (_url: URL, init: RequestInit) => {
    posted.push({ path, body: JSON.parse(String(init.body)) });
    return answer;
  };
  return byPath({
    '/v1/clients-baisc-details': () => ({
      status: 200,
      body: {
        data: [
          person('admin-1', 'Ada', ROLE.ADMIN),
          person('m1', 'Maya', ROLE.MANAGER),
          person('l1', 'Leo', ROLE.USER),
        ],
        meta: pagination(3, 1, 100),
      },
    }),
    '/v1/reports/export': record('export', {
      status: 200,
      body: {
        url: 'https://files.test/r.xlsx',
        data: { url: 'https://files.test/r.xlsx', file_name: 'r.xlsx', expires_in: 300 },
      },
    }),
    '/v1/reports/email': record('email', {
      status: 202,
      body: { message: MSG.REPORT_SENT_TO, data: { id: 'j1', delivery: 'email' } },
    }),
    '/v1/report-schedules': record('schedule', {
      status: 422,
      body: { message: 'Invalid.', errors: { recipients: [MSG.REPORT_RECIPIENT_INVALID] } },
    }),
  });
}

describe('a report file: Export, Email to…', () => {
  it("exports with the screen's filters and downloads the file at once", async () => {
    signInAs(ROLE.ADMIN);
    const posted: { path: string; body: unknown }[] = [];
    mockFetch(api(posted));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithApp(<ReportFileActions request={{ report: 'users', search: 'first_name:ann' }} what="user report" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export PDF: user report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(posted).toEqual([{ path: 'export', body: { report: 'users', search: 'first_name:ann', type: 'pdf' } }]);
    click.mockRestore();
  });

  it('emails it now to chosen administrators and managers (no learners offered), you first', async () => {
    signInAs(ROLE.ADMIN);
    const posted: { path: string; body: unknown }[] = [];
    mockFetch(api(posted));
    renderWithApp(<ReportFileActions request={{ report: 'groups' }} what="group report" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email to…: group report' }));
    const panel = await screen.findByRole('dialog', { name: 'Email group report to' });
    const recipients = within(panel).getByLabelText('Recipients', { exact: false });
    fireEvent.focus(recipients);
    fireEvent.change(recipients, { target: { value: 'Tester' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Maya Tester (Team Manager)', hidden: true }));
    expect(screen.queryByRole('option', { name: /Leo Tester/, hidden: true })).toBeNull();
    fireEvent.click(within(panel).getByRole('radio', { name: 'PDF' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: 'email',
      body: { report: 'groups', type: 'pdf', recipients: ['admin-1', 'm1'] },
    });
    expect(await screen.findByText(MSG.REPORT_SENT_TO)).toBeTruthy();
  });

  it("schedules it every week on a weekday and shows the server's refusal under Recipients", async () => {
    signInAs(ROLE.ADMIN);
    const posted: { path: string; body: unknown }[] = [];
    mockFetch(api(posted));
    renderWithApp(<ReportFileActions request={{ report: 'users' }} what="user report" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Email to…: user report' }));
    const panel = await screen.findByRole('dialog', { name: 'Email user report to' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Every week' }));
    const weekday = await within(panel).findByLabelText('Day of the week');
    fireEvent.click(weekday);
    fireEvent.click(await screen.findByRole('option', { name: 'Wednesday', hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Schedule Report' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: 'schedule',
      body: { report: 'users', type: 'excel', recipients: ['admin-1'], frequency: 'weekly', weekday: 3 },
    });
    expect(await within(panel).findByText(MSG.REPORT_RECIPIENT_INVALID)).toBeTruthy();
  });
});
