import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, SEARCH_DEBOUNCE_MS, type TUserReportRow } from '@skillway/shared';
import { byPath, pagination, signInAs, userRow } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import UserReportPage from './user-report-page';

/** A user report row: the users table's row has every field the report shows. */
function reportRow(n: number, overrides: Partial<TUserReportRow> = {}): TUserReportRow {
  const { first_name, last_name, email, id, unique_id, last_login } = userRow(n);
  return {
    id,
    first_name,
    last_name,
    email,
    unique_id,
    last_login,
    confirmed: n % 2 === 1,
    total_courses: n,
    total_groups: 1,
    total_channels: 2,
    total_in_progress: 1,
    total_completed_courses: 0,
    total_not_started: n - 1,
    ...overrides,
  };
}

type TAnswer = { status: number; body?: unknown };
const queued = (): TAnswer => ({
  status: 202,
  body: { message: MSG.REPORT_REQUESTED, data: { id: 'j1', delivery: 'email' } },
});

function reportApi(total = 15, email: () => TAnswer = queued) {
  return byPath({
    '/v1/client-reports': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) =>
        reportRow((page - 1) * limit + i + 1),
      );
      return { status: 200, body: { data: rows, meta: pagination(total, page, limit) } };
    },
    '/v1/reports/email': email,
  });
}

const reportCalls = (calls: { url: string }[]) =>
  calls.map((c) => new URL(c.url, 'http://localhost')).filter((u) => u.pathname === '/v1/client-reports');

describe('User Reports', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the spec's columns, the confirmed tick or cross by name, and each user's course report link", async () => {
    signInAs(2);
    mockFetch(reportApi(2));
    renderWithApp(<UserReportPage />, { path: '/admin/reports/user' });

    const table = await screen.findByRole('table', { name: 'User report' });
    await within(table).findByText('First1');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['First Name', 'Surname', 'Email', 'Last Login', 'Courses', 'Groups', 'Playlists']),
    );
    expect(headers).toEqual(expect.arrayContaining(['In Progress', 'Completed', 'Confirmed']));

    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('img', { name: 'Confirmed' })).toBeTruthy();
    expect(within(second!).getByRole('img', { name: 'Not confirmed' })).toBeTruthy();
    expect(within(first!).getByText('Never')).toBeTruthy();

    const link = within(first!).getByRole('link', { name: 'View Courses of First1 Last1' });
    expect(link.getAttribute('href')).toBe('/admin/user-course-report/u1');
    expect(screen.getByRole('link', { name: /Back to Reports/ }).getAttribute('href')).toBe('/admin/reports');
  });

  it('searches one second after typing stops, and goes back to page 1', async () => {
    signInAs(2);
    const calls = mockFetch(reportApi());
    renderWithApp(<UserReportPage />, { path: '/admin/reports/user' });

    expect(await screen.findByText('First1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('First11')).toBeTruthy();
    expect(reportCalls(calls).at(-1)?.searchParams.get('page')).toBe('2');

    vi.useFakeTimers({ shouldAdvanceTime: false });
    const before = reportCalls(calls).length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'Ada' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(reportCalls(calls)).toHaveLength(before);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    vi.useRealTimers();
    await waitFor(() => expect(reportCalls(calls).length).toBeGreaterThan(before));
    const last = reportCalls(calls).at(-1)!;
    expect(last.searchParams.get('search')).toBe('first_name:Ada;last_name:Ada;email:Ada');
    expect(last.searchParams.get('page')).toBe('1');
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
  });

  it('emails the report as Excel or PDF with the search, and shows the server message', async () => {
    signInAs(2);
    const calls = mockFetch(reportApi(3));
    renderWithApp(<UserReportPage />, { path: '/admin/reports/user' });
    await screen.findByText('First1');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'Lin' } });
    await waitFor(() => expect(reportCalls(calls).at(-1)?.searchParams.get('search')).toContain('Lin'));

    fireEvent.click(screen.getByRole('button', { name: 'Email Report (Excel)' }));
    expect(await screen.findByText(MSG.REPORT_REQUESTED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Email Report (PDF)' }));

    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/v1/reports/email'))).toHaveLength(2));
    const bodies = calls
      .filter((c) => c.url.endsWith('/v1/reports/email'))
      .map((c) => ({ method: c.init.method, body: JSON.parse(String(c.init.body)) as unknown }));
    expect(bodies).toEqual([
      { method: 'POST', body: { report: 'users', type: 'excel', search: 'first_name:Lin;last_name:Lin;email:Lin' } },
      { method: 'POST', body: { report: 'users', type: 'pdf', search: 'first_name:Lin;last_name:Lin;email:Lin' } },
    ]);
  });

  it("shows the server's message when the request is refused", async () => {
    signInAs(2);
    mockFetch(reportApi(1, () => ({ status: 422, body: { message: 'The selected type is invalid.', errors: {} } })));
    renderWithApp(<UserReportPage />, { path: '/admin/reports/user' });
    await screen.findByText('First1');
    fireEvent.click(screen.getByRole('button', { name: 'Email Report (PDF)' }));
    expect(await screen.findByText('The selected type is invalid.')).toBeTruthy();
  });
});
