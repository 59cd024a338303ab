import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TCompanySummary } from '@skillway/shared';
import { byPath, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { WELCOME_MAIL_LABEL, WelcomeMailSwitch } from './welcome-mail-switch';

function company(enableMail: number): TCompanySummary {
  return {
    id: 'c1',
    name: 'Acme Ltd',
    state: 3,
    state_description: 'Active Membership',
    trial_days_left: 0,
    trial_expired_date: null,
    banding: 2,
    banding_description: { name: '21 to 50', max: 50 },
    total_users: 4,
    company_logo: null,
    created_at: '2024-01-01T00:00:00.000Z',
    breathe_enabled: false,
    enable_mail: enableMail,
    mail_held: false,
    default_language: 'en-GB',
  };
}

describe('the welcome-mail switch', () => {
  it('shows the company setting and turns it off with a success notice', async () => {
    signInAs(2);
    let enableMail = 1;
    const posted: unknown[] = [];
    mockFetch(
      byPath({
        '/v1/user/profile': () => ({ status: 200, body: { data: profile(2, { company: company(enableMail) }) } }),
        '/v1/company/update-mail-setting': (_url, init) => {
          const body = JSON.parse(String(init.body)) as { enable_mail: number };
          posted.push(body);
          enableMail = body.enable_mail;
          return { status: 200, body: { data: { enable_mail: enableMail }, message: MSG.MAIL_SETTING_UPDATED } };
        },
      }),
    );
    renderWithApp(<WelcomeMailSwitch />, { path: '/admin/users' });

    const control = (await screen.findByRole('switch', { name: WELCOME_MAIL_LABEL })) as HTMLInputElement;
    expect(control.checked).toBe(true);
    fireEvent.click(control);
    await waitFor(() => expect(posted).toEqual([{ enable_mail: 0 }]));
    expect(await screen.findByText(MSG.MAIL_SETTING_UPDATED)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: WELCOME_MAIL_LABEL }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('starts off when the company has turned it off', async () => {
    signInAs(2);
    mockFetch(
      byPath({ '/v1/user/profile': () => ({ status: 200, body: { data: profile(2, { company: company(0) }) } }) }),
    );
    renderWithApp(<WelcomeMailSwitch />, { path: '/admin/users' });
    expect(((await screen.findByRole('switch', { name: WELCOME_MAIL_LABEL })) as HTMLInputElement).checked).toBe(false);
  });
});
