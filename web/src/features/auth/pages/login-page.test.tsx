import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG, ROLE, SSO_ERROR_MESSAGES, SSO_MESSAGES } from '@skillway/shared';
import { getSession, setSession } from '../../../api';
import { performLogout } from '../api/mutations';
import { textSearchOptions } from '../../../routes/search-text';
import { axeViolations } from '../../../test/axe';
import { mockFetch } from '../../../test/render';
import LoginPage from './login-page';

/** The login page as the app opens it: in the router, with no MantineProvider or QueryClientProvider around it. */
function renderBare(url: string) {
  const rootRoute = createRootRoute();
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <div data-testid="elsewhere" />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([login, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...textSearchOptions,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const SESSION = {
  access_token: 'a',
  refresh_token: 'r',
  token_type: 'Bearer',
  expires_in: 3600,
  user: {
    id: 'u',
    first_name: 'A',
    last_name: 'B',
    email: 'ada@example.com',
    role_id: ROLE.ADMIN,
    company_id: 'c',
    is_reset_default_password: 1,
    user_token: 't',
  },
};

describe('LoginPage (drawn without Mantine)', () => {
  it('renders with no providers, with its links, and is axe clean', async () => {
    renderBare('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your 14-day free trial' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(await axeViolations()).toEqual([]);
  });

  it('says that the held staff emails are on their way when the verification released them', async () => {
    renderBare('/login?verified=1&mail_released=1');
    expect((await screen.findByRole('status')).textContent).toBe(`${MSG.EMAIL_VERIFIED} ${MSG.HELD_MAIL_RELEASED}`);
  });

  it('says whether the link sent to a new email address made the change', async () => {
    renderBare('/login?email_changed=1');
    expect((await screen.findByRole('status')).textContent).toBe(MSG.EMAIL_CHANGED);
  });

  it('says when an email change link did not work', async () => {
    renderBare('/login?email_changed=0');
    expect(await screen.findByText(MSG.EMAIL_CHANGE_FAILED)).toBeTruthy();
  });

  it('explains why single sign-on did not complete', async () => {
    renderBare('/login?sso_error=band_full');
    expect((await screen.findByRole('status')).textContent).toBe(SSO_ERROR_MESSAGES.band_full);
    expect(await axeViolations()).toEqual([]);
  });

  it('reads an unknown single sign-on refusal as the general failure', async () => {
    renderBare('/login?sso_error=made_up');
    expect((await screen.findByRole('status')).textContent).toBe(SSO_ERROR_MESSAGES.failed);
  });

  it('shows the verification result and stays axe clean with field errors', async () => {
    renderBare('/login?verified=1');
    expect((await screen.findByRole('status')).textContent).toBe(MSG.EMAIL_VERIFIED);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The email field is required.',
    );
    // Typing clears the field's error, as Mantine's forms do.
    fireEvent.change(email, { target: { value: 'a' } });
    expect(screen.queryByText('The email field is required.')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('starts the session and goes to the role landing (an administrator: /admin/courses)', async () => {
    mockFetch(() => ({ status: 200, body: SESSION }));
    const router = renderBare('/login');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret!123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses'));
    expect(getSession()?.access_token).toBe('a');
  });

  it('follows a safe redirect after login', async () => {
    mockFetch(() => ({ status: 200, body: SESSION }));
    const router = renderBare('/login?redirect=%2Fprofile');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret!123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('LoginPage after signing out of a single sign-on session', () => {
  const IDP_LOGOUT =
    'https://idp.example.test/session/end?client_id=skillway&post_logout_redirect_uri=https%3A%2F%2Fapp.test%2Flogin';

  afterEach(() => sessionStorage.clear());

  /** The account menu's sign-out as the app makes it, with the logout answer given. */
  async function logOutWith(answer: Record<string, unknown>) {
    setSession({ access_token: 'token-1', user: { ...SESSION.user } });
    const calls = mockFetch(() => ({ status: 200, body: answer }));
    await performLogout(new QueryClient());
    expect(calls.map((call) => [call.url, call.init.method])).toEqual([['/v1/logout', 'DELETE']]);
    expect(getSession()).toBeNull();
  }

  it("offers the IdP's logout by the connection's name, in an info alert, once, and is axe clean", async () => {
    await logOutWith({ message: MSG.LOGGED_OUT, idp_logout_url: IDP_LOGOUT, idp_name: 'Acme Okta' });
    expect(window.location.search).not.toContain('idp');
    renderBare('/login');
    const link = await screen.findByRole('link', { name: 'Sign out of Acme Okta too' });
    expect(link.textContent).toBe('Sign out of Acme Okta too');
    expect(link.getAttribute('href')).toBe(IDP_LOGOUT);
    expect(screen.getByRole('status').textContent).toBe(
      "You are signed out of Skillway. You may still be signed in at your organisation's sign-in service. Sign out of Acme Okta too",
    );
    expect(await axeViolations()).toEqual([]);

    // Read once: coming back to the login page later (or reloading it) no longer offers it.
    cleanup();
    renderBare('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Sign out of/ })).toBeNull();
  });

  it('says "your organisation" when the answer names no connection', async () => {
    await logOutWith({ message: MSG.LOGGED_OUT, idp_logout_url: IDP_LOGOUT });
    renderBare('/login');
    expect((await screen.findByRole('link', { name: 'Sign out of your organisation too' })).getAttribute('href')).toBe(
      IDP_LOGOUT,
    );
  });

  it("offers nothing after a password session's sign-out, nor for a link that is not a web address", async () => {
    await logOutWith({ message: MSG.LOGGED_OUT });
    renderBare('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.queryByText(SSO_MESSAGES.SIGNED_OUT_OF_PRODUCT)).toBeNull();

    cleanup();
    await logOutWith({ message: MSG.LOGGED_OUT, idp_logout_url: 'javascript:alert(1)', idp_name: 'Evil' });
    renderBare('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Sign out of/ })).toBeNull();
  });
});
