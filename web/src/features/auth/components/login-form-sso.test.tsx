import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_MESSAGES, type TSsoDiscoverAnswer } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { goToSso } from '../lib/go-to-sso';
import { forgetSsoAnswers } from '../lib/sso-discovery';
import { LoginForm } from './login-form';

vi.mock('../lib/go-to-sso', () => ({ goToSso: vi.fn() }));

const SSO: TSsoDiscoverAnswer = {
  sso: true,
  connection_name: 'Demo OIDC',
  start_url: '/v1/sso/start?connection=conn-1&login_hint=first%40demo-ltd.test',
  enforced: false,
};

type TCall = { url: string; init: RequestInit };
const discoverCalls = (calls: TCall[]) => calls.filter((call) => call.url === '/v1/sso/discover');
const loginCalls = (calls: TCall[]) => calls.filter((call) => call.url === '/v1/clients/web/admin/login');

/** The API: discover answers `answer` for demo-ltd.test (and no SSO elsewhere); login answers 422. */
function api(answer: TSsoDiscoverAnswer) {
  return mockFetch((url, init) => {
    if (url === '/v1/sso/discover') {
      const { email } = JSON.parse(String(init.body)) as { email: string };
      return { status: 200, body: email.endsWith('@demo-ltd.test') ? answer : { sso: false } };
    }
    return { status: 422, body: { message: 'Your company signs in with single sign-on.', errors: {} } };
  });
}

async function typeEmail(value: string) {
  const email = await screen.findByLabelText(/^Email/);
  fireEvent.change(email, { target: { value } });
  fireEvent.blur(email);
  return email;
}

beforeEach(() => {
  forgetSsoAnswers();
  vi.mocked(goToSso).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the login page’s email step', () => {
  it('asks about the domain when the email field is left, and offers Continue with SSO with the connection', async () => {
    const calls = api(SSO);
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    await typeEmail('ada@demo-ltd.test');
    const button = await screen.findByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO });
    expect(screen.getByText('Your organisation signs in with Demo OIDC.')).toBeTruthy();
    expect(JSON.parse(String(discoverCalls(calls)[0]?.init.body))).toEqual({ email: 'ada@demo-ltd.test' });
    // Password sign-in stays there (the company does not enforce single sign-on), as the second choice.
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' }).getAttribute('data-variant')).toBe('default');
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(button);
    // The person's own address is the IdP's login hint (the answer is the domain's).
    expect(goToSso).toHaveBeenCalledWith('/v1/sso/start?connection=conn-1&login_hint=ada%40demo-ltd.test');
  });

  it('asks once per domain, after typing pauses too, and shows nothing for a domain without single sign-on', async () => {
    const calls = api(SSO);
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    const email = await typeEmail('ada@demo-ltd.test');
    await screen.findByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO });
    fireEvent.change(email, { target: { value: 'grace@demo-ltd.test' } });
    fireEvent.blur(email);
    fireEvent.change(email, { target: { value: 'grace@elsewhere.test' } });
    // Another domain: the offer goes at once (it was the other domain's answer).
    expect(screen.queryByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO })).toBeNull();
    // Typing paused on the new address: asked without leaving the field.
    await waitFor(() => expect(discoverCalls(calls)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO })).toBeNull();
    expect(discoverCalls(calls).map((call) => JSON.parse(String(call.init.body)).email)).toEqual([
      'ada@demo-ltd.test',
      'grace@elsewhere.test',
    ]);
  });

  it('does not ask before the field holds an address, and a failed question leaves the password form as it is', async () => {
    const calls = mockFetch(() => ({ status: 500, body: { message: 'Server error' } }));
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    await typeEmail('ada@');
    expect(discoverCalls(calls)).toHaveLength(0);
    await typeEmail('ada@demo-ltd.test');
    await waitFor(() => expect(discoverCalls(calls)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO })).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' }).getAttribute('data-variant')).toBeNull();
    // No toast for it: the question is the page's own, not something the person asked for.
    expect(screen.queryByText('Server error')).toBeNull();
  });

  it('when the company enforces single sign-on, makes it the action and keeps the password behind a disclosure', async () => {
    const calls = api({ ...SSO, enforced: true });
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    const email = await typeEmail('ada@demo-ltd.test');
    await screen.findByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO });
    const disclosure = screen.getByRole('button', { name: 'Sign in with password' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(await axeViolations()).toEqual([]);

    // Enter in the email field goes to the IdP rather than sending an empty password.
    fireEvent.submit(email.closest('form')!);
    await waitFor(() => expect(goToSso).toHaveBeenCalledTimes(1));
    expect(loginCalls(calls)).toHaveLength(0);

    // An administrator's break-glass: the password form opens and signs in as ever.
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Admin!Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(1));
    expect(goToSso).toHaveBeenCalledTimes(1);
  });

  it('keeps a password already typed in view when the enforced answer arrives', async () => {
    api({ ...SSO, enforced: true });
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'ada@demo-ltd.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Admin!Pass1' } });
    fireEvent.blur(email);
    await screen.findByRole('button', { name: SSO_MESSAGES.CONTINUE_WITH_SSO });
    expect(screen.getByRole('button', { name: 'Sign in with password' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Admin!Pass1');
  });
});
