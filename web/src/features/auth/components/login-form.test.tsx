import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

async function fill(label: RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('LoginForm', () => {
  it('shows the shared schema errors under the fields without calling the API', async () => {
    const calls = mockFetch(() => ({ status: 200, body: {} }));
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('puts the server 422 field errors under their fields, the message in a toast, and keeps the input', async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        message: 'These credentials do not match our records.',
        errors: { email: ['This account is locked for a few minutes.'], password: ['The password is wrong.'] },
      },
    }));
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    await fill(/^Email/, 'ada@example.com');
    await fill(/^Password/, 'Secret!123');
    // Enter in the password field submits the form.
    fireEvent.submit(screen.getByLabelText(/^Password/).closest('form')!);

    expect(await screen.findByText('This account is locked for a few minutes.')).toBeTruthy();
    expect(screen.getByText('The password is wrong.')).toBeTruthy();
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Secret!123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false));
  });

  it('hands the session to the page on success', async () => {
    const session = {
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'Bearer',
      expires_in: 3600,
      user: {
        id: 'u',
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        role_id: 3,
        company_id: 'c',
        is_reset_default_password: 1,
        user_token: '',
      },
    };
    const calls = mockFetch(() => ({ status: 200, body: session }));
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await fill(/^Email/, ' Ada@Example.com ');
    await fill(/^Password/, 'Secret!123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess.mock.calls[0]?.[0]).toEqual(session);
    expect(calls[0]?.url).toBe('/v1/clients/web/admin/login');
  });

  it('has a show/hide password toggle and a Forgot Password link', async () => {
    renderWithApp(<LoginForm onSuccess={vi.fn()} />);
    const password = (await screen.findByLabelText(/^Password/)) as HTMLInputElement;
    expect(password.type).toBe('password');
    // Mantine toggles on mouse down (so the input keeps focus), as a pointer user does.
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show or hide password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
