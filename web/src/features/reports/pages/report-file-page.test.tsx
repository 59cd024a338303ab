import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import ReportFilePage from './report-file-page';

const openFile = vi.hoisted(() => vi.fn());
vi.mock('../lib/open-file', () => ({ openFile }));

function file(n: number) {
  const url = `http://localhost/_local/s3/app/c/c1/reports/j1/users.xlsx?sig=${n}`;
  return { url, data: { url, file_name: 'users.xlsx', expires_in: 300, report: 'users', type: 'excel' } };
}

describe('Emailed report download', () => {
  it('opens a fresh link to the file, and another on Download again', async () => {
    signInAs(2);
    let n = 0;
    const calls = mockFetch((url) =>
      url.endsWith('/v1/reports/files/j1') ? { status: 200, body: file(++n) } : { status: 404 },
    );
    renderWithApp(<ReportFilePage />, { path: '/admin/reports/files/$id', url: '/admin/reports/files/j1' });

    expect(await screen.findByText('users.xlsx')).toBeTruthy();
    await waitFor(() => expect(openFile).toHaveBeenCalledWith(file(1).url));

    fireEvent.click(screen.getByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(openFile).toHaveBeenLastCalledWith(file(2).url));
    expect(calls.filter((c) => c.url.endsWith('/v1/reports/files/j1'))).toHaveLength(2);
  });

  it('says clearly when the report has expired', async () => {
    signInAs(2);
    openFile.mockClear();
    mockFetch(() => ({ status: 404, body: { message: MSG.NOT_FOUND } }));
    renderWithApp(<ReportFilePage />, { path: '/admin/reports/files/$id', url: '/admin/reports/files/gone' });

    expect(await screen.findByText(MSG.REPORT_FILE_GONE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download again' })).toBeNull();
    expect(openFile).not.toHaveBeenCalled();
  });
});
