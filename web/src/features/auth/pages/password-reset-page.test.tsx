import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { clearSession, getSession } from '../../../api';
import { mockFetch, renderWithApp } from '../../../test/render';
import PasswordResetPage from './password-reset-page';

const URL = '/password-reset?email=ada%40example.com&token=123456&isResetPassword=1';

describe('PasswordResetPage', () => {
  it('checks the token first, then shows the form with the email read-only', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: { email: 'ada@example.com', valid: true } } }));
    renderWithApp(<PasswordResetPage />, { path: '/password-reset', url: URL });
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    // The token stays text exactly as sent (the router would have made 123456 a number).
    expect(calls[0]?.url).toBe('/v1/validate-token/123456');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'ada@example.com' });
  });

  it('drops the token from the address bar once read, and signs the user in after the reset', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/v1/validate-token/')
        ? { status: 200, body: { data: { email: 'ada@example.com', valid: true } } }
        : {
            status: 200,
            body: {
              access_token: 'access',
              refresh_token: '',
              token_type: 'Bearer',
              expires_in: 3600,
              message: MSG.PASSWORD_RESET,
              user: {
                company_id: 'c1',
                id: 'u2',
                email: 'ada@example.com',
                first_name: 'Ada',
                last_name: 'L',
                role_id: 2,
                is_reset_default_password: 1,
                user_token: '',
              },
            },
          },
    );
    const { router } = renderWithApp(<PasswordResetPage />, { path: '/password-reset', url: URL });
    await screen.findByRole('heading', { name: 'Reset Password' });
    await waitFor(() => expect(router.state.location.href).toBe('/password-reset'));
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'Reset!Pass3' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Reset!Pass3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses'));
    expect(JSON.parse(String(calls.at(-1)?.init.body))).toMatchObject({ token: '123456', isResetPassword: 1 });
    expect(getSession()?.user.role_id).toBe(2);
    expect(await screen.findByText(MSG.PASSWORD_RESET)).toBeTruthy();
    clearSession();
  });

  it('reads the link when opened by in-app navigation, not only on a fresh load', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: { email: 'ada@example.com', valid: true } } }));
    const { router } = renderWithApp(<PasswordResetPage />, { path: '/password-reset', url: '/forgot-password' });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    await act(() => router.navigate({ href: URL }));
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(calls.map((call) => call.url)).toEqual(['/v1/validate-token/123456']);
    expect(router.state.location.pathname).toBe('/password-reset');
    expect(screen.queryByText(MSG.RESET_TOKEN_INVALID)).toBeNull();
  });

  it('keeps a token that looks like a number or a boolean exactly as sent', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: { email: 'ada@example.com', valid: true } } }));
    renderWithApp(<PasswordResetPage />, {
      path: '/password-reset',
      url: '/password-reset?email=ada%2Bhr%40example.com&token=12e4&isResetPassword=1',
    });
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('ada+hr@example.com');
    expect(calls[0]?.url).toBe('/v1/validate-token/12e4');
  });

  it('keeps the form on a 422 and shows the server message', async () => {
    mockFetch(() => ({ status: 422, body: { message: 'The email must be a valid email address.', errors: {} } }));
    renderWithApp(<PasswordResetPage />, { path: '/password-reset', url: URL });
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('sends the user to /login for any other failure', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'This password reset link is invalid or has expired.' } }));
    renderWithApp(<PasswordResetPage />, { path: '/password-reset', url: URL });
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy());
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeTruthy();
  });
});
