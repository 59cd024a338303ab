import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../api';
import { mockFetch, renderWithApp } from '../../../test/render';
import { useConfirmLogout } from './use-confirm-logout';

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
});
