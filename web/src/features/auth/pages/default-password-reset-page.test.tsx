import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import DefaultPasswordResetPage from './default-password-reset-page';

const LINK = '/admin/password-reset?email=new%40example.com&token=abc123&isResetPassword=0';

describe('DefaultPasswordResetPage', () => {
  it('keeps the link it was sent to from the login form and shows the form', async () => {
    const { router } = renderWithApp(<DefaultPasswordResetPage />, { path: '/admin/password-reset', url: '/login' });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    await act(() => router.navigate({ href: LINK }));
    expect(await screen.findByText('Choose Your Password')).toBeTruthy();
    expect(screen.queryByText('This password reset link is invalid or has expired.')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/password-reset');
  });

  it('sends a visit without the link to /login', async () => {
    const { router } = renderWithApp(<DefaultPasswordResetPage />, { path: '/admin/password-reset' });
    await act(() => router.navigate({ href: '/admin/password-reset' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeTruthy();
  });
});
