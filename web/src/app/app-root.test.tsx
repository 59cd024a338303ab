import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../routes/router';

function openApp(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  render(<RouterProvider router={router} />);
  return router;
}

/** MantineProvider writes its theme variables in a <style data-mantine-styles> when it mounts. */
const mantineMounted = () => document.querySelector('style[data-mantine-styles]') !== null;

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

  it('shows the not-found page inside the providers', async () => {
    openApp('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
