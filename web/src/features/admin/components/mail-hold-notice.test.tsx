import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, companySummary, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { MailHoldNotice } from './mail-hold-notice';

function withCompany(
  mailHeld: boolean,
  resend: { status: number; body: unknown } = { status: 200, body: { message: MSG.VERIFICATION_RESENT } },
) {
  signInAs(2);
  return mockFetch(
    byPath({
      '/v1/user/profile': () => ({
        status: 200,
        body: { data: profile(2, { company: { ...companySummary(1), mail_held: mailHeld } }) },
      }),
      '/v1/email/verify/resend': () => resend,
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

  it('sends the verification link again on request, and says so', async () => {
    const calls = withCompany(true);
    renderWithApp(<MailHoldNotice />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: MSG.MAIL_HELD_RESEND }));
    expect(await screen.findByText(MSG.VERIFICATION_RESENT)).toBeTruthy();
    const sent = calls.filter((call) => call.url.includes('/v1/email/verify/resend'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init.method).toBe('POST');
  });

  it('says when there is nothing left to verify, and reads the profile again', async () => {
    const calls = withCompany(true, { status: 409, body: { message: MSG.ALREADY_VERIFIED } });
    renderWithApp(<MailHoldNotice />, { path: '/admin' });
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/v1/user/profile'))).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: MSG.MAIL_HELD_RESEND }));
    expect(await screen.findByText(MSG.ALREADY_VERIFIED)).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/v1/user/profile'))).toHaveLength(2));
  });

  it('shows nothing once the address is verified', async () => {
    const calls = withCompany(false);
    const { queryClient } = renderWithApp(<MailHoldNotice />, { path: '/admin' });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/v1/user/profile'))).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
