import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/language';
import { createAppRouter } from '../routes/router';

function openApp(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  render(<RouterProvider router={router} />);
  return router;
}

/** MantineProvider writes its theme variables in a <style data-mantine-styles> when it mounts. */
const mantineMounted = () => document.querySelector('style[data-mantine-styles]') !== null;

afterEach(async () => {
  await act(() => activateLocale('en-GB'));
});

describe('AppRoot', () => {
  it('draws the login page in the bare frame, without mounting Mantine', async () => {
    openApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skillway home' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('All rights reserved.');
    expect(mantineMounted()).toBe(false);
    expect(document.title).toBe('Login | Skillway');
  });

  it('loads the providers and the root layout for the other public screens', async () => {
    const router = openApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await router.navigate({ to: '/forgot-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy();
    expect(mantineMounted()).toBe(true);
  });

  it('titles the document in the active language, from the spec catalogue', async () => {
    const router = openApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    await router.navigate({ to: '/forgot-password' });
    await waitFor(() => expect(document.title).toBe('Forgot Password | Skillway'));
    await act(() => activateLocale('pl'));
    await waitFor(() => expect(document.title).toBe('Nie pamiętam hasła | Skillway'));
    await act(() => activateLocale('es'));
    await waitFor(() => expect(document.title).toBe('Olvidé mi contraseña | Skillway'));
  });

  it('shows the not-found page inside the providers', async () => {
    openApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
