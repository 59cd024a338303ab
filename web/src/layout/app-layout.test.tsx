import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { byPath, profile, signInAs } from '../test/people-fixtures';
import { mockFetch, renderWithApp } from '../test/render';
import AppLayout from './app-layout';

const desktopMatchMedia = window.matchMedia;

/** The phone width: the shell's `(max-width: 1261.98px)` query matches. */
function phoneWidth() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') });
}

function renderShell() {
  signInAs(3, 'learner-1');
  mockFetch(
    byPath({
      '/v1/user/profile': () => ({ status: 200, body: { data: profile(3) } }),
      '/v1/get-unread-notification': () => ({ status: 200, body: { data: { count: 0 } } }),
    }),
  );
  return renderWithApp(<AppLayout />, { path: '/courses' });
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('the signed-in shell', () => {
  it('has the header, the navigation and the main landmarks, with a skip link to the page', async () => {
    renderShell();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // On a desktop the navigation is a column, not a drawer: no burger.
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('on a phone opens the navigation from the burger and closes it with Escape, focus back on the burger', async () => {
    phoneWidth();
    renderShell();
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(burger.getAttribute('aria-controls')).toBe('app-navigation');
    // Closed, the drawer holds nothing: the phone's first render does not build the menu.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    fireEvent.click(burger);
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(document.getElementById('app-navigation')?.hasAttribute('data-opened')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(document.getElementById('app-navigation')?.hasAttribute('data-opened')).toBe(false));
    const closed = screen.getByRole('button', { name: 'Open navigation' });
    expect(document.activeElement).toBe(closed);
    // Kept once built, so it slides out rather than vanishing.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
