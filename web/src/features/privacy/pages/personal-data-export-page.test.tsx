import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERSONAL_DATA_EXPORT_MSG } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import PersonalDataExportPage from './personal-data-export-page';

const downloadUrl = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/download-url', () => ({ downloadUrl }));

const base = {
  id: 'x1',
  user_id: 'learner-1',
  user_name: 'Erin Export',
  requested_as: 'self',
  requested_by: 'learner-1',
  created_at: '2026-03-10T09:00:00.000Z',
  expires_at: '2026-03-17T09:01:00.000Z',
  expired: false,
};

describe("The data export's page (the email's link)", () => {
  it('shows the export being prepared, then Download once it is ready', async () => {
    signInAs(3, 'learner-1');
    downloadUrl.mockClear();
    let n = 0;
    mockFetch((url) => {
      if (url.endsWith('/v1/personal-data-exports/x1'))
        return {
          status: 200,
          body: {
            data:
              ++n < 2
                ? { ...base, status: 'pending' }
                : {
                    ...base,
                    status: 'ready',
                    ready_at: base.created_at,
                    file_name: 'personal-data.zip',
                    size: 3 * 1024 * 1024,
                  },
          },
        };
      if (url.endsWith('/v1/personal-data-exports/x1/download'))
        return {
          status: 200,
          body: {
            url: 'http://localhost/z.zip',
            data: { url: 'http://localhost/z.zip', file_name: 'personal-data.zip', expires_in: 300 },
          },
        };
      return { status: 404 };
    });
    renderWithApp(<PersonalDataExportPage />, { path: '/privacy/exports/$id', url: '/privacy/exports/x1' });

    expect(await screen.findByRole('img', { name: 'Preparing the data export' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 10_000 }));
    await waitFor(() => expect(downloadUrl).toHaveBeenCalledWith('http://localhost/z.zip', 'personal-data.zip'));
    expect(screen.getByText(/personal-data\.zip \(3\.0 MB\)/)).toBeTruthy();
  });

  it('says clearly that the link has expired (410)', async () => {
    signInAs(3, 'learner-1');
    mockFetch(() => ({ status: 410, body: { message: PERSONAL_DATA_EXPORT_MSG.GONE } }));
    renderWithApp(<PersonalDataExportPage />, { path: '/privacy/exports/$id', url: '/privacy/exports/old' });
    expect(await screen.findByText('This data export has expired')).toBeTruthy();
    expect(screen.getByText(PERSONAL_DATA_EXPORT_MSG.GONE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("says so when it is not the caller's to open (404)", async () => {
    signInAs(3, 'learner-2');
    mockFetch(() => ({ status: 404, body: { message: PERSONAL_DATA_EXPORT_MSG.NOT_FOUND } }));
    renderWithApp(<PersonalDataExportPage />, { path: '/privacy/exports/$id', url: '/privacy/exports/x1' });
    expect(await screen.findByText('Data export not found')).toBeTruthy();
  });
});
