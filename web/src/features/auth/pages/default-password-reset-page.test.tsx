import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { clearSession, getSession } from '../../../api';
import { mockFetch, renderWithApp } from '../../../test/render';
import { clearPendingTwoStep, pendingTwoStep } from '../lib/pending-two-step';
import DefaultPasswordResetPage from './default-password-reset-page';

const LINK = '/admin/password-reset?email=new%40example.com&token=abc123&isResetPassword=0';

describe('DefaultPasswordResetPage', () => {
  it('keeps the link it was sent to from the login form and shows the form', async () => {
    const { router } = renderWithApp(<DefaultPasswordResetPage />, { path: '/admin/password-reset', url: '/login' });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    await act(() => router.navigate({ href: LINK }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.queryByText('This password reset link is invalid or has expired.')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/password-reset');
    // The token leaves the address bar once read, replacing the history entry; the form keeps it.
    await waitFor(() => expect(router.state.location.href).toBe('/admin/password-reset'));
    expect(router.history.length).toBe(2);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('new@example.com');
  });

  afterEach(() => {
    clearSession();
    clearPendingTwoStep();
  });

  const SESSION = {
    access_token: 'access',
    refresh_token: '',
    token_type: 'Bearer',
    expires_in: 3600,
    message: MSG.PASSWORD_RESET,
    user: {
      company_id: 'c1',
      id: 'u1',
      email: 'new@example.com',
      first_name: 'New',
      last_name: 'Starter',
      role_id: 3,
      is_reset_default_password: 1,
      user_token: '',
    },
  };

  async function choosePassword() {
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'Mine!Pass5' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Mine!Pass5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('signs the new starter in with the password chosen and lands on My Courses, with one wording', async () => {
    const calls = mockFetch(() => ({ status: 200, body: SESSION }));
    const { router } = renderWithApp(<DefaultPasswordResetPage />, { path: '/admin/password-reset', url: LINK });
    await choosePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      token: 'abc123',
      isResetPassword: 0,
      email: 'new@example.com',
    });
    expect(getSession()?.access_token).toBe('access');
    expect(await screen.findByText(MSG.PASSWORD_RESET)).toBeTruthy();
  });

  it('goes on to the two-step screen when the account needs the second step', async () => {
    const challenge = {
      two_step: 'code',
      challenge: 'c'.repeat(40),
      expires_in: 300,
      message: MSG.TWO_STEP_CODE_REQUIRED,
    };
    mockFetch(() => ({ status: 200, body: challenge }));
    const { router } = renderWithApp(<DefaultPasswordResetPage />, { path: '/admin/password-reset', url: LINK });
    await choosePassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/two-step'));
    expect(pendingTwoStep()?.challenge).toEqual(challenge);
    expect(getSession()).toBeNull();
  });

  it('sends a visit without the link to /login', async () => {
    const { router } = renderWithApp(<DefaultPasswordResetPage />, { path: '/admin/password-reset' });
    await act(() => router.navigate({ href: '/admin/password-reset' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeTruthy();
  });
});
