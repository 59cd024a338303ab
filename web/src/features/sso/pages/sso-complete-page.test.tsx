import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { getSession } from '../../../api';
import { byPath, companySummary, profile } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { forgetSsoRestore } from '../lib/restore-session';
import SsoCompletePage from './sso-complete-page';

beforeEach(() => forgetSsoRestore());

function renderAt(url: string) {
  return renderWithApp(<SsoCompletePage />, { path: '/sso/complete', url, mantineEnv: 'test' });
}

const REFRESH = '/v1/groups/';

describe('/sso/complete', () => {
  it('restores the session from the refresh cookie and lands a learner on My Courses, as a password sign-in does', async () => {
    const calls = mockFetch(
      byPath({
        [REFRESH]: () => ({ status: 200, body: { access_token: 'sso-token', token_type: 'Bearer', expires_in: 3600 } }),
        '/v1/user/profile': () => ({
          status: 200,
          body: {
            data: profile(ROLE.USER, {
              id: 'learner-1',
              first_name: 'Lena',
              email: 'learner1@demo-ltd.test',
              company: companySummary(3),
            }),
          },
        }),
      }),
    );
    const { router } = renderAt('/sso/complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in…' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    expect(getSession()).toEqual({
      access_token: 'sso-token',
      user: {
        id: 'learner-1',
        first_name: 'Lena',
        last_name: 'Admin',
        email: 'learner1@demo-ltd.test',
        role_id: ROLE.USER,
        company_id: 'c1',
        is_reset_default_password: 0,
        user_token: '',
      },
    });
    // One refresh: the cookie's one-time value is sent once.
    expect(calls.filter((call) => call.url === REFRESH)).toHaveLength(1);
    const profileCall = calls.find((call) => call.url !== REFRESH);
    expect(new Headers(profileCall?.init.headers).get('Authorization')).toBe('Bearer sso-token');
  });

  it('goes to the login page with the general failure when the session cannot be restored', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const { router } = renderAt('/sso/complete');
    await waitFor(() => expect(router.state.location.href).toBe('/login?sso_error=failed'));
    expect(getSession()).toBeNull();
  });

  it('passes the API’s refusal code on to the login page without asking for a session', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    const { router } = renderAt('/sso/complete?sso_error=band_full');
    await waitFor(() => expect(router.state.location.href).toBe('/login?sso_error=band_full'));
    expect(calls).toHaveLength(0);
  });
});
