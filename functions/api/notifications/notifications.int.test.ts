/** The bell: a new company's welcome notification, read-all, delete and clear-all, per user. */
import { describe, expect, it } from 'vitest';
import { eventually, registerCompany } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';

describe('notifications', () => {
  it('lists, counts, marks read and deletes the signed-in user’s notifications only', async () => {
    const account = await registerCompany();
    const other = await registerCompany();

    const list = await eventually(async () => {
      const result = await call('GET', '/v1/get-notifications', { token: account.token });
      return result.body.data.length > 0 ? result : undefined;
    });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ read: false, data: { notification_type: 0 } });
    expect(list.body.meta.pagination).toMatchObject({ total: 1, current_page: 1, total_pages: 1 });
    const id: string = list.body.data[0].id;

    expect((await call('GET', '/v1/get-unread-notification', { token: account.token })).body.data.count).toBe(1);
    // Another user cannot delete it: it is simply not theirs.
    expect((await call('DELETE', `/v1/notification/${id}`, { token: other.token })).status).toBe(404);

    expect((await call('GET', '/v1/read-notifications', { token: account.token })).status).toBe(200);
    expect((await call('GET', '/v1/get-unread-notification', { token: account.token })).body.data.count).toBe(0);
    const read = await call('GET', '/v1/get-notifications?page=1&limit=5', { token: account.token });
    expect(read.body.data[0].read).toBe(true);

    expect((await call('DELETE', `/v1/notification/${id}`, { token: account.token })).status).toBe(200);
    expect((await call('DELETE', `/v1/notification/${id}`, { token: account.token })).status).toBe(404);
    expect((await call('GET', '/v1/get-notifications', { token: account.token })).body.data).toEqual([]);

    await eventually(async () => {
      const result = await call('GET', '/v1/get-unread-notification', { token: other.token });
      return result.body.data.count === 1 ? result : undefined;
    });
    expect((await call('GET', '/v1/clear-notifications', { token: other.token })).status).toBe(200);
    expect((await call('GET', '/v1/get-notifications', { token: other.token })).body.meta.pagination.total).toBe(0);
  });
});
