import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../api';
import { signInAs } from '../../test/people-fixtures';
import { mockFetch } from '../../test/render';
import { screenRoute } from './screen-route';

function routeWithPrefetch() {
  const prefetch = vi.fn();
  const page = vi.fn(async () => ({ default: () => null, prefetch }));
  const route = screenRoute('/courses/details/$id', page);
  const queryClient = new QueryClient();
  const run = () =>
    (route.options.beforeLoad as (ctx: unknown) => Promise<unknown>)({
      context: { getQueryClient: async () => queryClient },
      params: { id: '7' },
      location: { href: '/courses/details/7' },
    }).catch((thrown: unknown) => thrown);
  return { prefetch, page, queryClient, run };
}

describe('screenRoute', () => {
  it('starts the page chunk and its prefetch alongside the guard when signed in', async () => {
    mockFetch(() => ({ status: 200, body: { data: { id: 'u', role_id: 3, company: null } } }));
    setSession({
      access_token: 'a',
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
    });
    const { prefetch, page, queryClient, run } = routeWithPrefetch();
    await run();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(queryClient, { id: '7' }));
    expect(page).toHaveBeenCalled();
  });

  it("never prefetches for a suspended company's administrator, whom the guard sends to Account Status", async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: { id: 'u', role_id: 2, company: { state: 4 } } } }));
    signInAs(2);
    const { prefetch, page, run } = routeWithPrefetch();
    const outcome = await run();
    expect(outcome).toMatchObject({ options: { href: '/admin/finance/account-status' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page).toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
    // Only the guard's profile request went out.
    expect(calls).toHaveLength(1);
  });

  it('prefetches for an administrator once the guard lets them in', async () => {
    mockFetch(() => ({ status: 200, body: { data: { id: 'u', role_id: 2, company: { state: 3 } } } }));
    signInAs(2);
    const { prefetch, queryClient, run } = routeWithPrefetch();
    expect(await run()).toBeUndefined();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(queryClient, { id: '7' }));
  });

  it('loads nothing ahead when signed out (the guard sends the visitor to the login page)', async () => {
    clearSession();
    const { prefetch, page, run } = routeWithPrefetch();
    const outcome = await run();
    expect(outcome).toBeTruthy();
    expect(page).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
