import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { useRegister } from './mutations';

const BODY = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Engines Ltd',
  email: 'ada@example.com',
  password: 'Secret!Pass1',
  confirm_password: 'Secret!Pass1',
  banding: '1',
};

function RegisterOnMount() {
  const register = useRegister();
  const { mutate } = register;
  useEffect(() => mutate(BODY), [mutate]);
  if (register.isSuccess) return <p>registered</p>;
  if (register.isError) return <p>failed</p>;
  return <p>pending</p>;
}

describe('useRegister', () => {
  it('registers, then passes the email to the CRM call', async () => {
    const calls = mockFetch((url) =>
      url === '/v1/register'
        ? { status: 201, body: { access_token: 'a', refresh_token: 'r', user: { role_id: 2 } } }
        : { status: 200, body: { message: 'ok' } },
    );
    renderWithApp(<RegisterOnMount />);
    expect(await screen.findByText('registered')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/v1/register', '/v1/hub-spot']);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ email: 'ada@example.com' });
  });

  it('still succeeds when the CRM call is throttled or fails', async () => {
    mockFetch((url) =>
      url === '/v1/register'
        ? { status: 201, body: { access_token: 'a', refresh_token: 'r', user: { role_id: 2 } } }
        : { status: 429, body: { message: 'Too many requests' } },
    );
    renderWithApp(<RegisterOnMount />);
    expect(await screen.findByText('registered')).toBeTruthy();
  });

  it('does not call the CRM when the signup itself fails', async () => {
    const calls = mockFetch(() => ({
      status: 422,
      body: { message: 'The email has already been taken.', errors: {} },
    }));
    renderWithApp(<RegisterOnMount />);
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/v1/register']);
  });
});
