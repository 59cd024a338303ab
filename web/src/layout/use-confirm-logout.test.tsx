import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../api';
import { activateLocale } from '../i18n/language';
import type * as Catalogs from '../i18n/catalogs';
import { activateTestSourceLocale } from '../test/i18n-wrapper';
import { mockFetch, renderWithApp } from '../test/render';
import { useConfirmLogout } from './use-confirm-logout';

/** Every catalogue a module named when it was evaluated (web/scripts/lingui-plugins.ts adds the calls). */
const named = vi.hoisted(() => new Set<string>());
vi.mock('../i18n/catalogs', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogs>();
  return {
    ...actual,
    needCatalog: (name: string) => {
      named.add(name);
      actual.needCatalog(name);
    },
  };
});

afterEach(() => {
  activateTestSourceLocale();
});

function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const confirm = useConfirmLogout(onLoggedOut);
  return <Button onClick={confirm}>Logout</Button>;
}

function signIn() {
  setSession({
    access_token: 'token-1',
    user: {
      id: 'u',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      role_id: 3,
      company_id: 'c',
      is_reset_default_password: 1,
      user_token: '',
    },
  });
}

describe('logout confirmation', () => {
  it('asks first; Continue revokes the token, clears the session and moves on', async () => {
    signIn();
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Logged out.' } }));
    const onLoggedOut = vi.fn();
    renderWithApp(<LogoutButton onLoggedOut={onLoggedOut} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toBe('/v1/logout');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(getSession()).toBeNull();
  });

  it('Cancel keeps the user signed in', async () => {
    signIn();
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    const onLoggedOut = vi.fn();
    renderWithApp(<LogoutButton onLoggedOut={onLoggedOut} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to log out?')).toBeNull());
    expect(calls).toHaveLength(0);
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(getSession()?.access_token).toBe('token-1');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    signIn();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const onLoggedOut = vi.fn();
    renderWithApp(<LogoutButton onLoggedOut={onLoggedOut} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
    expect(getSession()).toBeNull();
  });

  it("asks in Polish from the shell's catalogue: the account menu loads no auth catalogue (issue 34)", async () => {
    expect(named.has('auth')).toBe(false);
    await act(() => activateLocale('pl'));
    signIn();
    mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<LogoutButton onLoggedOut={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Wyloguj się' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kontynuuj' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anuluj' })).toBeTruthy();
  });
});
