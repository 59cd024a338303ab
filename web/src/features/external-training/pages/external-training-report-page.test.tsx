import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import { trainingPage, trainingRecord } from '../../../test/external-training-fixtures';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import ExternalTrainingReportPage from './external-training-report-page';

const ROWS = Array.from({ length: 25 }, (_, i) => trainingRecord(i + 1));

function reportApi() {
  return byPath({
    '/v1/admin-external-training': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return {
        status: 200,
        body: trainingPage(ROWS.slice((page - 1) * limit, page * limit), ROWS.length, page, limit),
      };
    },
    '/v1/external-training-export': () => ({
      status: 200,
      body: {
        data: { url: 'https://files.example/report.xlsx?sig=1', file_name: 'report.xlsx', expires_in: 300 },
        url: 'https://files.example/report.xlsx?sig=1',
      },
    }),
  });
}

function listCalls(calls: { url: string }[]) {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === '/v1/admin-external-training');
}

function renderPage() {
  return renderWithApp(<ExternalTrainingReportPage />, {
    path: '/admin/reports/external-training',
    mantineEnv: 'test',
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('External Training report', () => {
  it('lists the records with their user and sends the types as a comma list, back on page 1', async () => {
    signInAs(2);
    const calls = mockFetch(reportApi());
    renderPage();

    const table = await screen.findByRole('table', { name: 'External Training Report' });
    expect(await within(table).findByText('Course 1')).toBeTruthy();
    expect(within(table).getByText('user1@example.com')).toBeTruthy();
    for (const heading of [
      'Course Title',
      'Date Completed',
      'Training Type',
      'Institute / Body',
      'Score (%)',
      'Result',
      'Cost (£)',
      'Expiry Date',
      'User',
    ]) {
      expect(within(table).getByRole('columnheader', { name: heading })).toBeTruthy();
    }
    expect(listCalls(calls)[0]!.searchParams.get('include')).toBe('file,user');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Course 11')).toBeTruthy();

    const types = screen.getAllByLabelText('Filter by training type')[0]!;
    fireEvent.click(types);
    fireEvent.click(await screen.findByRole('option', { name: 'Customer Service' }));
    fireEvent.click(types);
    fireEvent.click(await screen.findByRole('option', { name: 'First Aid' }));

    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('type')).toBe('353360,353362'));
    expect(listCalls(calls).at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('searches users one second after typing stops, back on page 1, and exports with the filters', async () => {
    signInAs(2);
    const calls = mockFetch(reportApi());
    const open = vi.fn(() => ({ opener: {} }) as unknown as Window);
    vi.stubGlobal('open', open);
    renderPage();

    const table = await screen.findByRole('table', { name: 'External Training Report' });
    expect(await within(table).findByText('Course 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Course 11')).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: false });
    const before = listCalls(calls).length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'Ada' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(listCalls(calls)).toHaveLength(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    vi.useRealTimers();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    const last = listCalls(calls).at(-1)!;
    expect(last.searchParams.get('searchUser')).toBe('Ada');
    expect(last.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://files.example/report.xlsx?sig=1', '_blank'));
    const exported = calls
      .map((call) => new URL(call.url, 'http://localhost'))
      .find((url) => url.pathname === '/v1/external-training-export')!;
    expect(exported.searchParams.get('export_type')).toBe('excel');
    expect(exported.searchParams.get('searchUser')).toBe('Ada');
  });

  it('cancels the previous request when a new search starts', async () => {
    signInAs(2);
    const signals: { search: string | null; signal: AbortSignal | null | undefined }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/v1/admin-external-training') {
        return Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 }));
      }
      signals.push({ search: url.searchParams.get('search'), signal: init.signal });
      // The first search hangs until it is aborted; the others answer at once.
      if (url.searchParams.get('search') === 'First') {
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        );
      }
      return Promise.resolve(
        new Response(JSON.stringify(trainingPage([trainingRecord(1)])), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    renderPage();
    await screen.findByText('Course 1');

    const search = screen.getByRole('textbox', { name: 'Search Course Title' });
    fireEvent.change(search, { target: { value: 'First' } });
    // Generous waits: the search is debounced, and on a loaded machine a render can take seconds (run u failed at 3 s).
    const settled = { timeout: 15_000 };
    await waitFor(() => expect(signals.some((s) => s.search === 'First')).toBe(true), settled);
    fireEvent.change(search, { target: { value: 'First Aid' } });
    await waitFor(() => expect(signals.some((s) => s.search === 'First Aid')).toBe(true), settled);
    await waitFor(() => expect(signals.find((s) => s.search === 'First')!.signal?.aborted).toBe(true), settled);
  });
});
