import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MB } from '@skillway/shared';
import { companyDetail } from '../test-fixtures';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { CompanyDetailsTab } from './company-details-tab';

const VIDEO_LIMIT_SAVED = 'The video upload limit has been saved.';

const COMPANY = companyDetail({
  state: 3,
  state_description: 'Active',
  trial_expired_date: '2026-01-10T00:00:00.000Z',
  refer: null,
  created_at: '2025-11-01T09:00:00.000Z',
});

const COMPLIANCE = { courses: [], required: 0, in_date: 0, percent: 100 };

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('Video upload limit (company details, super administrator)', () => {
  it("shows the company's limit and sets another, with the server's refusal under the field", async () => {
    let refuse = true;
    const calls = mockFetch((url, init) => {
      if (url === '/v1/companies/c1/compliance') return { status: 200, body: { data: COMPLIANCE } };
      if (url === '/v1/companies/c1/video-limit' && init.method === 'PUT') {
        if (refuse) {
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { video_max_mb: ['The video limit may not be more than 5120 MB (5 GB).'] },
            },
          };
        }
        return { status: 200, body: { data: { ...COMPANY, video_max_bytes: 2048 * MB } } };
      }
      return { status: 200, body: { data: {} } };
    });
    renderWithApp(<CompanyDetailsTab company={COMPANY} />, { mantineEnv: 'test' });
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('Video upload limit')).toBeTruthy();
    expect(within(account).getByText('150 MB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit video upload limit' }));
    const panel = await screen.findByRole('dialog', { name: 'Video upload limit' });
    const field = within(panel).getByRole('textbox', { name: 'Video upload limit (MB)' }) as HTMLInputElement;
    expect(field.value).toBe('150');
    expect(await axeViolations(panel)).toEqual([]);

    fireEvent.change(field, { target: { value: '6000' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('The video limit may not be more than 5120 MB (5 GB).')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    refuse = false;
    fireEvent.change(field, { target: { value: '2048' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VIDEO_LIMIT_SAVED)).toBeTruthy();
    const puts = calls.filter((call) => call.url === '/v1/companies/c1/video-limit');
    expect(puts.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { video_max_mb: 6000 },
      { video_max_mb: 2048 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Video upload limit' })).toBeNull());
  }, 20_000);
});
