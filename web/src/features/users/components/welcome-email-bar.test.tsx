import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { WelcomeEmailBar } from './welcome-email-bar';

async function chooseOption(label: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Welcome email option' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('Send welcome email', () => {
  it('refuses "Selected users" with nobody selected, without calling the API', async () => {
    signInAs(2);
    const calls = mockFetch(() => ({ status: 200, body: { message: MSG.WELCOME_EMAIL_QUEUED, data: { queued: 0 } } }));
    renderWithApp(<WelcomeEmailBar selected={new Set()} onSent={vi.fn()} />, { mantineEnv: 'test' });

    await chooseOption('Selected users');
    fireEvent.click(screen.getByRole('button', { name: 'Send welcome email' }));
    expect(await screen.findByText(MSG.WELCOME_EMAIL_SELECT_USERS)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the selected users with option 3 and shows the queued message', async () => {
    signInAs(2);
    const calls = mockFetch(() => ({ status: 200, body: { message: MSG.WELCOME_EMAIL_QUEUED, data: { queued: 2 } } }));
    const onSent = vi.fn();
    renderWithApp(<WelcomeEmailBar selected={new Set(['u1', 'u2'])} onSent={onSent} />, { mantineEnv: 'test' });

    await chooseOption('Selected users');
    fireEvent.click(screen.getByRole('button', { name: 'Send welcome email' }));
    expect(await screen.findByText(MSG.WELCOME_EMAIL_QUEUED)).toBeTruthy();
    expect(calls[0]?.url).toBe('/v1/user/send-mass-welcome-email');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ send_mail_option: 3, users: ['u1', 'u2'] });
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('sends option 2 (new or outstanding) without a user list', async () => {
    signInAs(2);
    const calls = mockFetch(() => ({ status: 200, body: { message: MSG.WELCOME_EMAIL_QUEUED, data: { queued: 5 } } }));
    renderWithApp(<WelcomeEmailBar selected={new Set()} onSent={vi.fn()} />, { mantineEnv: 'test' });

    await chooseOption('New or outstanding users');
    fireEvent.click(screen.getByRole('button', { name: 'Send welcome email' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ send_mail_option: 2 });
  });
});
