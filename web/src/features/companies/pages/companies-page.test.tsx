import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TCompanyListItem } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import CompaniesPage from './companies-page';

function company(id: string, name: string, overrides: Partial<TCompanyListItem> = {}): TCompanyListItem {
  return {
    id,
    company_name: name,
    state: 1,
    state_description: 'Free Trial',
    banding: 1,
    total_users: 3,
    created_at: '2025-02-01T10:00:00.000Z',
    breathe_enabled: false,
    breathe_always: false,
    ...overrides,
  };
}

describe('Company List', () => {
  it("shows each company's BreatheHR import and switches it", async () => {
    signInAs(1, 'super-1');
    const rows = [
      company('c1', 'Acme Ltd'),
      company('c2', 'Oldco Ltd', {
        created_at: '2020-03-01T00:00:00.000Z',
        breathe_enabled: true,
        breathe_always: true,
      }),
    ];
    const posted: { path: string; body: unknown }[] = [];
    mockFetch(
      byPath({
        '/v1/companies': () => ({ status: 200, body: { data: rows, meta: pagination(rows.length, 1, 10) } }),
        '/v1/company/breathe-setting': (url, init) => {
          const body = JSON.parse(String(init.body)) as { breathe_enabled: boolean };
          posted.push({ path: url.pathname, body });
          rows[0] = { ...rows[0]!, breathe_enabled: body.breathe_enabled };
          return { status: 200, body: { message: MSG.BREATHE_SETTING_UPDATED } };
        },
      }),
    );
    renderWithApp(<CompaniesPage />, { path: '/super-admin/companies' });

    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(await within(table).findByText('Acme Ltd')).toBeTruthy();
    const acme = within(table).getByRole('switch', { name: 'BreatheHR import for Acme Ltd' }) as HTMLInputElement;
    const oldco = within(table).getByRole('switch', { name: 'BreatheHR import for Oldco Ltd' }) as HTMLInputElement;
    expect(acme.checked).toBe(false);
    expect(oldco.checked).toBe(true);
    expect(oldco.disabled).toBe(true);
    expect(within(table).getByText('Always on')).toBeTruthy();

    fireEvent.click(acme);
    await waitFor(() =>
      expect(posted).toEqual([{ path: '/v1/company/breathe-setting/c1', body: { breathe_enabled: true } }]),
    );
    expect(await screen.findByText(MSG.BREATHE_SETTING_UPDATED)).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(table).getByRole('switch', { name: 'BreatheHR import for Acme Ltd' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('filters by state beside the name search, back to page 1, and links each company to its details', async () => {
    signInAs(1, 'super-1');
    const all = Array.from({ length: 12 }, (_, i) => company(`c${i + 1}`, `Company ${i + 1}`));
    all[3] = company('c4', 'Stopped Ltd', { state: 4, state_description: 'Membership Suspended' });
    const calls = mockFetch(
      byPath({
        '/v1/companies': (url) => {
          const state = url.searchParams.get('state');
          const rows = state ? all.filter((row) => String(row.state) === state) : all;
          const page = Number(url.searchParams.get('page') ?? 1);
          return {
            status: 200,
            body: { data: rows.slice((page - 1) * 10, page * 10), meta: pagination(rows.length, page, 10) },
          };
        },
      }),
    );
    renderWithApp(<CompaniesPage />, { path: '/super-admin/companies', mantineEnv: 'test' });
    const table = await screen.findByRole('table', { name: 'Companies' });
    await within(table).findByText('Company 1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('Company 11');

    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by state' }));
    fireEvent.click(screen.getByRole('option', { name: 'Membership Suspended' }));
    const link = await within(table).findByRole('link', { name: 'Stopped Ltd' });
    expect(link.getAttribute('href')).toBe('/super-admin/company/c4');
    expect(within(table).queryByText('Company 1')).toBeNull();
    const last = new URL(calls.at(-1)!.url, 'http://localhost');
    expect(last.searchParams.get('state')).toBe('4');
    expect(last.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by state' }));
    fireEvent.click(screen.getByRole('option', { name: 'All states' }));
    await within(table).findByText('Company 1');
    expect(new URL(calls.at(-1)!.url, 'http://localhost').searchParams.get('state')).toBeNull();
  });
});
