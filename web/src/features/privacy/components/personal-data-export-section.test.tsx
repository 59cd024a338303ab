import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERSONAL_DATA_EXPORT_MSG, type TPersonalDataExport } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PersonalDataExportSection } from './personal-data-export-section';

const downloadUrl = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/download-url', () => ({ downloadUrl }));

function dataExport(
  status: TPersonalDataExport['status'],
  overrides: Partial<TPersonalDataExport> = {},
): TPersonalDataExport {
  return {
    id: 'x1',
    user_id: 'learner-1',
    user_name: 'Erin Export',
    status,
    requested_as: 'self',
    requested_by: 'learner-1',
    created_at: '2026-03-10T09:00:00.000Z',
    expires_at: '2026-03-17T09:01:00.000Z',
    expired: false,
    ...(status === 'ready'
      ? { ready_at: '2026-03-10T09:01:00.000Z', file_name: 'personal-data-Erin-Export.zip', size: 20480 }
      : {}),
    ...overrides,
  };
}

describe('Download my data (Profile)', () => {
  it('asks for the export, shows it being prepared, then downloads the ready zip', async () => {
    signInAs(3, 'learner-1');
    downloadUrl.mockClear();
    let state: 'none' | 'pending' | 'ready' = 'none';
    let polls = 0;
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/v1/profile/personal-data-exports') && init.method === 'POST') {
        state = 'pending';
        return { status: 202, body: { message: PERSONAL_DATA_EXPORT_MSG.REQUESTED, data: dataExport('pending') } };
      }
      if (url.endsWith('/v1/personal-data-exports')) {
        if (state === 'pending' && ++polls > 1) state = 'ready';
        return {
          status: 200,
          body: { data: state === 'none' ? [] : [dataExport(state === 'ready' ? 'ready' : 'pending')] },
        };
      }
      if (url.endsWith('/v1/personal-data-exports/x1/download')) {
        const link = 'http://localhost/_local/s3/app/c/c1/personal-data/x1/personal-data-Erin-Export.zip?sig=1';
        return {
          status: 200,
          body: { url: link, data: { url: link, file_name: 'personal-data-Erin-Export.zip', expires_in: 300 } },
        };
      }
      return { status: 404 };
    });
    renderWithApp(<PersonalDataExportSection />, { path: '/profile/profile' });

    expect(await screen.findByRole('heading', { name: 'Download my data' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Loading data exports' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(PERSONAL_DATA_EXPORT_MSG.REQUESTED)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Preparing the data export' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(downloadUrl).toHaveBeenCalledWith(
        expect.stringContaining('/personal-data/x1/personal-data-Erin-Export.zip'),
        'personal-data-Erin-Export.zip',
      ),
    );
    expect(screen.getByText(/20 KB · available until/)).toBeTruthy();
    expect(
      calls.filter((call) => call.init.method === 'POST' && call.url.endsWith('/v1/profile/personal-data-exports')),
    ).toHaveLength(1);
  });

  it('says when an export failed and when one has expired', async () => {
    signInAs(3, 'learner-1');
    mockFetch((url) =>
      url.endsWith('/v1/personal-data-exports')
        ? {
            status: 200,
            body: { data: [dataExport('failed', { id: 'x2' }), dataExport('ready', { id: 'x3', expired: true })] },
          }
        : { status: 404 },
    );
    renderWithApp(<PersonalDataExportSection />, { path: '/profile/profile' });

    expect(await screen.findByText(PERSONAL_DATA_EXPORT_MSG.FAILED)).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("an administrator's export of a user asks for that user's data", async () => {
    signInAs(2);
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/v1/users/u7/personal-data-exports') && init.method === 'POST')
        return {
          status: 202,
          body: {
            message: PERSONAL_DATA_EXPORT_MSG.REQUESTED_FOR_USER,
            data: dataExport('pending', { requested_as: 'admin' }),
          },
        };
      if (url.includes('/v1/personal-data-exports?user_id=u7')) return { status: 200, body: { data: [] } };
      return { status: 404 };
    });
    renderWithApp(<PersonalDataExportSection userId="u7" name="Erin Export" />, {
      path: '/admin/users/$id',
      url: '/admin/users/u7',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Export personal data' }));
    expect(await screen.findByText(PERSONAL_DATA_EXPORT_MSG.REQUESTED_FOR_USER)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/v1/users/u7/personal-data-exports'))).toBe(true);
  });

  it('shows the error with Try again when the exports cannot be loaded', async () => {
    signInAs(3, 'learner-1');
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithApp(<PersonalDataExportSection />, { path: '/profile/profile' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
