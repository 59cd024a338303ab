import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { ApiError } from './api-error';
import { api, apiForm, onUnauthorized, restoreAccessToken } from './client';
import { clearSession, getSession, setSession } from './session';

const USER = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role_id: 3,
  company_id: 'c1',
  is_reset_default_password: 1,
  user_token: '',
};

function signIn() {
  setSession({ access_token: 'token-1', user: USER });
}

describe('api client', () => {
  const unauthorized = vi.fn();
  beforeEach(() => {
    unauthorized.mockReset();
    clearSession();
    onUnauthorized(unauthorized);
  });

  it('fills path parameters, encodes them, and sends the bearer token', async () => {
    signIn();
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Deleted' } }));
    await api('notifications.delete', { params: { id: 'a b/c' } });
    expect(calls[0]?.url).toBe('/v1/notification/a%20b%2Fc');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('adds the query string and the JSON body', async () => {
    signIn();
    const calls = mockFetch(() => ({ status: 200, body: { data: [], meta: {} } }));
    await api('notifications.list', { query: { page: 2, limit: 10, search: undefined } });
    expect(calls[0]?.url).toBe('/v1/get-notifications?page=2&limit=10');

    await api('auth.validateToken', { params: { token: 'tok' }, body: { email: 'a@b.co' } });
    expect(calls[1]?.url).toBe('/v1/validate-token/tok');
    expect(calls[1]?.init.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    // A public operation never carries the token.
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends a multipart form as is: no JSON Content-Type, the browser sets the boundary', async () => {
    signIn();
    const calls = mockFetch(() => ({ status: 200, body: { message: 'ok', data: {} } }));
    const form = new FormData();
    form.append('file', new File(['a,b\n'], 'users.csv', { type: 'text/csv' }));
    await apiForm('imports.users', form);
    expect(calls[0]?.url).toBe('/v1/user/import');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(form);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer token-1');
  });

  it('turns a 422 into an ApiError with the message and field errors', async () => {
    mockFetch(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } },
    }));
    const error = await api('auth.login', { body: { email: '', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('The given data was invalid.');
    expect((error as ApiError).errors).toEqual({ email: ['The email field is required.'] });
  });

  it('gives a generic message when the error body is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api('system.health').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Oops, something went wrong!');
  });

  it('refreshes the token once on a 401 and retries the call', async () => {
    signIn();
    const calls = mockFetch((url, init) => {
      if (url === '/v1/groups/')
        return { status: 200, body: { access_token: 'token-2', token_type: 'Bearer', expires_in: 3600 } };
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-2'
        ? { status: 200, body: { data: { count: 3 } } }
        : { status: 401, body: { message: 'Unauthenticated.' } };
    });
    const result = await api('notifications.unread');
    expect(result.data.count).toBe(3);
    expect(calls.map((c) => c.url)).toEqual([
      '/v1/get-unread-notification',
      '/v1/groups/',
      '/v1/get-unread-notification',
    ]);
    // The refresh token is the browser's HttpOnly cookie: the page sends no token of its own.
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({});
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getSession()?.access_token).toBe('token-2');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails', async () => {
    signIn();
    mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const error = (await api('profile.get').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(getSession()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('after a reload (the user remembered, no token in memory) restores the token through the refresh cookie first', async () => {
    localStorage.setItem('skillway.session', JSON.stringify({ user: USER }));
    // What a new page sees: nothing in memory yet.
    window.dispatchEvent(new StorageEvent('storage', { key: 'skillway.session' }));
    expect(getSession()).toEqual({ access_token: '', user: USER });
    const calls = mockFetch((url, init) => {
      if (url === '/v1/groups/')
        return { status: 200, body: { access_token: 'token-9', token_type: 'Bearer', expires_in: 3600 } };
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-9' ? { status: 200, body: { data: { count: 1 } } } : { status: 401, body: {} };
    });
    expect((await api('notifications.unread')).data.count).toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['/v1/groups/', '/v1/get-unread-notification']);
    // The token stays in memory only: storage holds the user and nothing else.
    expect(JSON.parse(localStorage.getItem('skillway.session') ?? '{}')).toEqual({ user: USER });
  });

  it('on a reload starts the refresh before any call, and the first call shares it', async () => {
    localStorage.setItem('skillway.session', JSON.stringify({ user: USER }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'skillway.session' }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(url);
      const reply = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/v1/groups/') {
        await held;
        return reply(200, { access_token: 'token-5', token_type: 'Bearer', expires_in: 3600 });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-5' ? reply(200, { data: { count: 2 } }) : reply(401, {});
    });
    restoreAccessToken();
    await vi.waitFor(() => expect(calls).toEqual(['/v1/groups/']));
    const unread = api('notifications.unread');
    release();
    expect((await unread).data.count).toBe(2);
    expect(calls).toEqual(['/v1/groups/', '/v1/get-unread-notification']);
    // With the token in memory, or signed out, there is nothing to restore.
    restoreAccessToken();
    clearSession();
    restoreAccessToken();
    await Promise.resolve();
    expect(calls).toHaveLength(2);
  });

  it('logs out when a reload finds the refresh cookie gone or refused', async () => {
    localStorage.setItem('skillway.session', JSON.stringify({ user: USER }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'skillway.session' }));
    const calls = mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(api('profile.get')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.url)).toEqual(['/v1/groups/']);
    expect(getSession()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('never stores a token where a script could read it', () => {
    signIn();
    expect(localStorage.getItem('skillway.session')).not.toContain('token-1');
    expect(JSON.parse(localStorage.getItem('skillway.session') ?? '{}')).toEqual({ user: USER });
  });

  it('does not log anyone out for a 401 on a call made without a session (a failed login)', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'These credentials do not match our records.' } }));
    const error = (await api('auth.login', { body: { email: 'a@b.co', password: 'x' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('These credentials do not match our records.');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    let refreshes = 0;
    mockFetch((url, init) => {
      if (url === '/v1/groups/') {
        refreshes++;
        return { status: 200, body: { access_token: 'token-2', token_type: 'Bearer', expires_in: 3600 } };
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer token-2' ? { status: 200, body: { data: { count: 1 } } } : { status: 401, body: {} };
    });
    await Promise.all([api('notifications.unread'), api('notifications.unread')]);
    expect(refreshes).toBe(1);
  });

  it('retries a 401 that lands after another call already refreshed with the new token, without refreshing again', async () => {
    signIn();
    let refreshes = 0;
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      sent.push(`${url} ${auth}`);
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
      if (url === '/v1/groups/') {
        refreshes++;
        return json(200, { access_token: 'token-2', token_type: 'Bearer', expires_in: 3600 });
      }
      if (auth === 'Bearer token-2') return json(200, { data: [], meta: {} });
      // The list's 401 comes back only after the other call's refresh has finished.
      if (url.startsWith('/v1/get-notifications')) await late;
      return json(401, { message: 'Unauthenticated.' });
    });
    const early = api('notifications.unread');
    const slow = api('notifications.list');
    await early;
    answerLate();
    await slow;
    expect(refreshes).toBe(1);
    expect(sent.filter((line) => line.startsWith('/v1/get-notifications'))).toEqual([
      '/v1/get-notifications Bearer token-1',
      '/v1/get-notifications Bearer token-2',
    ]);
    expect(unauthorized).not.toHaveBeenCalled();
  });
});
