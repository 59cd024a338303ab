import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, NOTIFICATION_TYPE, ROLE, type TNotification } from '@skillway/shared';
import { byPath, companySummary, pagination, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { NotificationBell } from './notification-bell';
import { NOTIFICATIONS_READ_ONLY_TEXT } from './notification-drawer';

function note(id: string, title: string, read: boolean, data: TNotification['data']): TNotification {
  return { id, title, read, created_at: '2026-11-20T09:30:00.000Z', data };
}

/** A learner's notifications on a fake server that keeps the read state, as the API does. */
function fakeServer(companyState = 1, roleId: number = ROLE.USER) {
  const items: TNotification[] = [
    note('n2', 'Fire Safety is due in 7 days', false, {
      notification_type: NOTIFICATION_TYPE.DEADLINE_BEFORE,
      course_id: 'course-7',
    }),
    note('n1', 'You have been assigned the playlist Starters', false, {
      notification_type: NOTIFICATION_TYPE.PLAYLIST_ASSIGN,
      channel_id: 'pl-3',
    }),
    note('n0', 'Your external training expires in 30 days', true, {
      notification_type: NOTIFICATION_TYPE.EXTERNAL_DEADLINE_BEFORE,
    }),
  ];
  const reads: string[] = [];
  const deletes: string[] = [];
  const calls = mockFetch(
    byPath({
      '/v1/user/profile': () => ({
        status: 200,
        body: { data: profile(roleId, { id: 'u1', company: companySummary(companyState) }) },
      }),
      '/v1/get-unread-notification': () => ({
        status: 200,
        body: { data: { count: items.filter((item) => !item.read).length } },
      }),
      '/v1/get-notifications': () => ({ status: 200, body: { data: items, meta: pagination(items.length, 1, 20) } }),
      '/v1/notification': (url, init) => {
        const [, , , id, action] = url.pathname.split('/');
        const item = items.find((candidate) => candidate.id === id);
        if (!item) return { status: 404, body: { message: 'Not found.' } };
        if (init.method === 'PUT' && action === 'read') {
          reads.push(item.id);
          item.read = true;
          return { status: 200, body: { message: 'Notification marked as read.' } };
        }
        if (init.method === 'DELETE') {
          deletes.push(item.id);
          items.splice(items.indexOf(item), 1);
          return { status: 200, body: { message: 'Notification deleted.' } };
        }
        return { status: 405, body: { message: 'No.' } };
      },
      '/v1/read-notifications': () => {
        for (const item of items) item.read = true;
        return { status: 200, body: { message: 'Done.' } };
      },
    }),
  );
  return { items, reads, deletes, calls };
}

describe('the notification bell', () => {
  it('shows the unread count on the bell', async () => {
    signInAs(4, 'u1');
    fakeServer();
    renderWithApp(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('refreshes the count when the window gets the focus back', async () => {
    signInAs(4, 'u1');
    const server = fakeServer();
    renderWithApp(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    server.items.unshift(
      note('n3', 'A deadline has been set for Fire Safety', false, { notification_type: 3, course_id: 'c' }),
    );
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  it('lists newest first with the unread marked; a click marks it read, opens the course and lowers the badge', async () => {
    signInAs(4, 'u1');
    const server = fakeServer();
    // The bell is the page of every course's details here, so it stays on screen when the click opens one.
    const { router } = renderWithApp(<NotificationBell />, {
      path: '/courses/details/$id',
      url: '/courses/details/c0',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Unread: Fire Safety is due in 7 days'),
      expect.stringContaining('Unread: You have been assigned the playlist Starters'),
      expect.stringContaining('Your external training expires in 30 days'),
    ]);
    expect(rows[2]!.textContent).not.toContain('Unread:');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Unread: ?Fire Safety is due in 7 days/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/details/course-7'));
    expect(server.reads).toEqual(['n2']);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('follows an expiry reminder to the external training and a playlist notification to the playlist', async () => {
    signInAs(4, 'u1');
    const server = fakeServer();
    // The bell is the page at /profile/external-training here, so it stays on screen after the first click.
    const { router } = renderWithApp(<NotificationBell />, { path: '/profile/external-training' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Your external training expires/ }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/external-training');
    // It was read already: nothing more to mark.
    expect(server.reads).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(
      await screen.findByRole('button', { name: /^Unread: ?You have been assigned the playlist Starters/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlist/details/pl-3'));
    expect(server.reads).toEqual(['n1']);
  });

  it('deletes one and marks all read, refreshing the badge', async () => {
    signInAs(4, 'u1');
    const server = fakeServer();
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete notification: Fire Safety is due in 7 days' }));
    await waitFor(() => expect(server.deletes).toEqual(['n2']));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Fire Safety is due in 7 days')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText(MSG.GENERIC_ERROR)).toBeNull();
  });

  it('is read only for a suspended company’s learner: following one marks nothing, and there is nothing to delete or clear', async () => {
    signInAs(4, 'u1');
    const server = fakeServer(2);
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText(NOTIFICATIONS_READ_ONLY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete notification: Fire Safety is due in 7 days' })).toBeNull();
    fireEvent.click(screen.getByText('Fire Safety is due in 7 days'));
    expect(server.reads).toEqual([]);
    expect(server.calls.filter((call) => (call.init.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('keeps the whole bell for a suspended company’s administrator', async () => {
    signInAs(2, 'u1');
    fakeServer(4, ROLE.ADMIN);
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(screen.queryByText(NOTIFICATIONS_READ_ONLY_TEXT)).toBeNull();
  });
});
