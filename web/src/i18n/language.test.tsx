import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { DirectionProvider, useDirection } from '@mantine/core';
import { MSG } from '@skillway/shared';
import LoginPage from '../features/auth/pages/login-page';
import { activateLocale, browserLanguage, shownLocale } from './language';
import { specText } from './spec-text';

function renderLogin() {
  const rootRoute = createRootRoute();
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });
  const router = createRouter({
    routeTree: rootRoute.addChildren([login]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  render(<RouterProvider router={router} />);
}

afterEach(async () => {
  await act(() => activateLocale('en-GB'));
});

describe('the product in the user’s language (issue 34)', () => {
  it('shows the login page in Polish and Spanish from their catalogues, the document’s lang following', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    await act(() => activateLocale('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rozpocznij 14-dniowy bezpłatny okres próbny' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pl');
    await act(() => activateLocale('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('brackets, accents and lengthens every message in the pseudo-locale', async () => {
    render(<Trans>Save Users</Trans>);
    await act(() => activateLocale('pseudo'));
    // Not in a catalogue (this test's own text): it stays English, which is what the pseudo walk finds.
    expect(screen.getByText('Save Users')).toBeTruthy();
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: '[!! Ĺóĝíñ ·· !!]' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('translates the spec’s texts by their English, and leaves unknown text alone', async () => {
    await act(() => activateLocale('pseudo'));
    expect(specText(MSG.LOGIN_FAILED)).toMatch(/^\[!! Ţĥéšé çŕéđéñţíàĺš/);
    expect(specText('Not a spec text')).toBe('Not a spec text');
    await act(() => activateLocale('en-GB'));
    expect(specText(MSG.LOGIN_FAILED)).toBe(MSG.LOGIN_FAILED);
  });

  it('shows a field rule’s message (a form’s schema or the server’s) by its code, in English as the spec says', async () => {
    expect(specText('The first name field is required.')).toBe('The first name field is required.');
    await act(() => activateLocale('pl'));
    expect(specText('The first name field is required.')).toBe('To pole jest wymagane.');
    expect(specText('The last name may not be greater than 100 characters.')).toBe('Użyj najwyżej 100 znaków.');
    await act(() => activateLocale('es'));
    expect(specText(MSG.LOGIN_FAILED)).not.toBe(MSG.LOGIN_FAILED);
    expect(specText('The email must be a valid email address.')).toBe('Escribe un correo electrónico válido.');
  });

  it('lays the test locale out right to left when the tests ask, Mantine following <html dir>', async () => {
    function Direction() {
      return <p>{useDirection().dir}</p>;
    }
    render(
      <DirectionProvider detectDirection>
        <Direction />
      </DirectionProvider>,
    );
    expect(screen.getByText('ltr')).toBeTruthy();
    localStorage.setItem('skillway:pseudo-locale', 'rtl');
    try {
      await act(() => activateLocale(shownLocale('pl')));
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe('ar-XB');
      expect(await screen.findByText('rtl')).toBeTruthy();
    } finally {
      localStorage.removeItem('skillway:pseudo-locale');
    }
    // Every product language runs left to right.
    await act(() => activateLocale('es'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByText('ltr')).toBeTruthy();
  });

  it('chooses the user’s language when signed in, else the browser’s', () => {
    expect(shownLocale('es')).toBe('es');
    expect(shownLocale(undefined)).toBe(browserLanguage());
    expect(shownLocale('xx')).toBe(browserLanguage());
  });
});
