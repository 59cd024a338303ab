import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { UserCsvImportPanel } from './user-csv-import-panel';

const LOGS = [
  {
    id: 'e1',
    container: 'User',
    source: 'csv',
    file_name: 'staff.csv',
    row: 3,
    email: 'bad@example',
    message: 'The email must be a valid email address.',
    created_at: '2025-03-03T10:00:00.000Z',
  },
  {
    id: 'e2',
    container: 'User',
    source: 'csv',
    file_name: 'staff.csv',
    row: 5,
    email: 'jo@example.com',
    message: 'Unknown group: Sales',
    created_at: '2025-03-03T10:00:00.000Z',
  },
];

describe('Import Users (CSV) panel', () => {
  it('lists the error logs in red with row and reason, under the spec heading', async () => {
    signInAs(2);
    const calls = mockFetch(byPath({ '/v1/user-error-logs': () => ({ status: 200, body: { data: LOGS } }) }));
    renderWithApp(<UserCsvImportPanel opened onClose={vi.fn()} />);

    expect(await screen.findByText('Error Logs')).toBeTruthy();
    expect(screen.getByText(MSG.IMPORT_ERRORS_BELOW)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Import errors' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Row 3 (bad@example):');
    expect(items[0]?.textContent).toContain('The email must be a valid email address.');
    expect(items[1]?.textContent).toContain('Row 5');
    const reason = within(items[0]!).getByText('The email must be a valid email address.');
    expect(reason.getAttribute('style')).toContain('--mantine-color-red-text');

    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/v1/user-error-logs');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.get('container')).toBe('User');
  });

  it('offers the sample file and the guide, and imports only after confirmation', async () => {
    signInAs(2);
    const calls = mockFetch(
      byPath({
        '/v1/user-error-logs': () => ({ status: 200, body: { data: [] } }),
        '/v1/user/import': () => ({
          status: 200,
          body: {
            message: MSG.IMPORT_DONE,
            data: { total_rows: 1, created: 1, updated: 0, unchanged: 0, failed: 0, errors: [] },
          },
        }),
      }),
    );
    // The import's answer waits until the test has seen the in-progress state.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const mockedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await mockedFetch(input, init);
      if (String(input).endsWith('/v1/user/import')) await answered;
      return response;
    });
    const onClose = vi.fn();
    renderWithApp(<UserCsvImportPanel opened onClose={onClose} />);

    expect((await screen.findByText('Download sample file')).closest('a')?.getAttribute('href')).toBe(
      '/samples/users-import-sample.csv',
    );
    expect(screen.getByText('Import guide').closest('a')?.getAttribute('href')).toBe(
      '/samples/users-import-guide.html',
    );
    expect(await screen.findByText('No errors.')).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['first_name,last_name,email\nJo,Bloggs,jo@example.com\n'], 'staff.csv', {
      type: 'text/csv',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('staff.csv')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(MSG.IMPORT_CONFIRM)).toBeTruthy();
    expect(calls.some((c) => c.url === '/v1/user/import')).toBe(false);
    // The modal names itself once its title has mounted: wait for the name, not just the text.
    const confirm = await screen.findByRole('dialog', { name: 'Confirm import' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(calls.some((c) => c.url === '/v1/user/import')).toBe(true));
    // While the server works through the file, the panel says so with a moving bar.
    const working = await screen.findByRole('status');
    expect(working.textContent).toContain('Importing staff.csv');
    expect(within(working).getByRole('progressbar', { name: 'Import in progress' })).toBeTruthy();
    release();
    const upload = calls.find((c) => c.url === '/v1/user/import')!;
    expect(upload.init.method).toBe('POST');
    expect(upload.init.body).toBeInstanceOf(FormData);
    expect(((upload.init.body as FormData).get('file') as File).name).toBe('staff.csv');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
