import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import { byPath, pagination, profile, signInAs, userRow } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import UsersPage from './users-page';

function usersApi({ total = 15, max = 50 }: { total?: number; max?: number } = {}) {
  return byPath({
    '/v1/clients': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) =>
        userRow((page - 1) * limit + i + 1),
      );
      return {
        status: 200,
        body: { data: rows, meta: { ...pagination(total, page, limit), users: { current: total, max } } },
      };
    },
    '/v1/groups-basic-detail': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 1000) } }),
    '/v1/user/breatheapi': () => ({
      status: 200,
      body: { data: { breathe_enabled: false, has_token: false, breathehr_api: null } },
    }),
    '/v1/user/profile': () => ({ status: 200, body: { data: profile(2) } }),
  });
}

const listCalls = (calls: { url: string }[]) =>
  calls.map((c) => new URL(c.url, 'http://localhost')).filter((u) => u.pathname === '/v1/clients');

describe('User management', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches one second after typing stops, and goes back to page 1', async () => {
    signInAs(2);
    const calls = mockFetch(usersApi());
    renderWithApp(<UsersPage />, { path: '/admin/users' });

    expect(await screen.findByText('First1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('First11')).toBeTruthy();
    expect(listCalls(calls).at(-1)?.searchParams.get('page')).toBe('2');

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
    expect(last.searchParams.get('search')).toBe('first_name:Ada;last_name:Ada');
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('shows the counter and disables Add User at the plan maximum', async () => {
    signInAs(2);
    mockFetch(usersApi({ total: 20, max: 20 }));
    renderWithApp(<UsersPage />, { path: '/admin/users' });

    expect(await screen.findByText('Current Users: 20 / 20')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add User' });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(MSG.PLAN_LIMIT)).toBeTruthy();
  });

  it('enables Add User below the maximum and opens the panel', async () => {
    signInAs(2);
    mockFetch(usersApi({ total: 15, max: 20 }));
    renderWithApp(<UsersPage />, { path: '/admin/users' });

    expect(await screen.findByText('Current Users: 15 / 20')).toBeTruthy();
    expect(screen.queryByText(MSG.PLAN_LIMIT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    const panel = await screen.findByRole('dialog', { name: 'Add User' });
    expect(within(panel).getByLabelText(/^First Name/)).toBeTruthy();
    // Adding never offers Administrator: the role is only handed over from an existing one.
    expect(within(panel).getByRole('combobox', { name: 'Access Level' })).toBeTruthy();
  });
});
