import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';

/**
 * The production build splits the routes into the learner's and manager's table and a staff table
 * (vite.config.ts, operationRoutesPlugin): here both are stand-ins of that shape, so a learner's call never fetches
 * the staff table and an administrator's finds its route there.
 */
const staffTableLoaded = vi.fn();
vi.mock('./operation-routes', () => ({
  OPERATION_ROUTES: { 'notifications.list': { method: 'GET', path: '/v1/get-notifications' } },
}));
vi.mock('./staff-operation-routes', () => {
  staffTableLoaded();
  return { STAFF_OPERATION_ROUTES: { 'users.list': { method: 'GET', path: '/v1/users' } } };
});

describe('the operation route tables', () => {
  it("takes a learner's operation from the learner's table without fetching the staff one, and a staff one from it", async () => {
    const { api } = await import('./client');
    const { setSession } = await import('./session');
    setSession({
      access_token: 'token-1',
      user: {
        id: 'u1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        role_id: 2,
        company_id: 'c1',
        is_reset_default_password: 1,
        user_token: '',
      },
    });
    const calls = mockFetch(() => ({ status: 200, body: { data: [], meta: {} } }));
    await api('notifications.list', {});
    expect(calls[0]?.url).toBe('/v1/get-notifications');
    expect(staffTableLoaded).not.toHaveBeenCalled();

    await api('users.list', {});
    expect(calls[1]?.url).toBe('/v1/users');
    expect(staffTableLoaded).toHaveBeenCalledTimes(1);
    // An operation in neither table is a programming error, said as such.
    await expect(api('companies.list' as never, {})).rejects.toThrow('No route for companies.list');
  });
});
