import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type TGroup, type TGroupUser } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import GroupsPage from '../pages/groups-page';

const GROUP: TGroup = {
  id: 'g1',
  name: 'QA Group',
  description: null,
  total_users: 1,
  total_courses: 0,
  total_channels: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const person = (id: string, first_name: string, assigned: boolean): TGroupUser => ({
  id,
  first_name,
  last_name: 'Tester',
  email: `${id}@demo.test`,
  unique_id: null,
  role_id: 3,
  assigned,
});

describe('Manage Users of a group', () => {
  it('saves the members, says so and closes the panel', async () => {
    signInAs(2);
    let members = new Set(['u1']);
    const posted: unknown[] = [];
    mockFetch(
      byPath({
        '/v1/groups': () => ({
          status: 200,
          body: { data: [{ ...GROUP, total_users: members.size }], meta: pagination(1, 1, 10) },
        }),
        '/v1/group/users/all/g1': () => ({
          status: 200,
          body: { data: [person('u1', 'Chloe', members.has('u1')), person('u2', 'Emily', members.has('u2'))] },
        }),
        '/v1/groups/users/add/g1': (_url, init) => {
          const body = JSON.parse(String(init.body)) as { assign_users: string[] };
          posted.push(body);
          members = new Set([...members, ...body.assign_users]);
          return { status: 200, body: { message: 'ok' } };
        },
      }),
    );
    // Answers arrive a moment later, as over a network: the list's refresh re-renders the panel meanwhile.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer(...args);
    });
    // The Groups screen around the panel: the save refreshes its list too (and so re-renders the panel).
    renderWithApp(<GroupsPage />, { path: '/admin/groups' });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage users of QA Group' }));

    fireEvent.click(await screen.findByRole('checkbox', { name: /Emily/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Users' }));

    expect(await screen.findByText(MSG.GROUP_USERS_UPDATED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Users' })).toBeNull());
    expect(posted).toEqual([{ assign_users: ['u2'], unassign_users: [] }]);
  });
});
