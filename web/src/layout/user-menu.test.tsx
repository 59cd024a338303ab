import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('shows the avatar link and the account button before the menu code loads', async () => {
    renderWithApp(<UserMenu name="Ada Lovelace" avatarUrl={null} />);
    expect((await screen.findByRole('link', { name: 'My profile: AL' })).getAttribute('href')).toBe('/profile/profile');
    const button = screen.getByRole('button', { name: 'Ada Lovelace: account menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on the first click with My Profile, My Password and Logout; Logout asks first', async () => {
    renderWithApp(<UserMenu name="Ada Lovelace" avatarUrl={null} />, { mantineEnv: 'test' });
    fireEvent.click(await screen.findByRole('button', { name: /account menu$/i }));
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'My Password' }).getAttribute('href')).toBe('/profile/password');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /account menu$/i }).getAttribute('aria-expanded')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
  });

  it('opens from the keyboard (arrow down) too', async () => {
    renderWithApp(<UserMenu name="Ada Lovelace" avatarUrl={null} />, { mantineEnv: 'test' });
    const button = await screen.findByRole('button', { name: /account menu$/i });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeTruthy();
  });
});
