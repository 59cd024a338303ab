import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, companySummary, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { MailHoldNotice } from './mail-hold-notice';

function withCompany(mailHeld: boolean) {
  signInAs(2);
  return mockFetch(
    byPath({
      '/v1/user/profile': () => ({
        status: 200,
        body: { data: profile(2, { company: { ...companySummary(1), mail_held: mailHeld } }) },
      }),
    }),
  );
}

describe('the mail hold notice', () => {
  it('says why staff get no email while the company is held, and stays axe clean', async () => {
    withCompany(true);
    renderWithApp(<MailHoldNotice />, { path: '/admin' });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(MSG.MAIL_HELD_TITLE);
    expect(notice.textContent).toContain(MSG.MAIL_HELD);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows nothing once the address is verified', async () => {
    const calls = withCompany(false);
    const { queryClient } = renderWithApp(<MailHoldNotice />, { path: '/admin' });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/v1/user/profile'))).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
