import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import GroupsPage from '../pages/groups-page';

const basic = (id: string, first_name: string) => ({
  id,
  first_name,
  last_name: 'Tester',
  email: `${id}@demo.test`,
  role_id: 3,
  unique_id: null,
});

describe('Add a new group', () => {
  it('chooses the members while creating: one call makes the group with them', async () => {
    signInAs(2);
    const posted: unknown[] = [];
    mockFetch(
      byPath({
        '/v1/groups': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 10) } }),
        '/v1/clients-baisc-details': () => ({
          status: 200,
          body: { data: [basic('u1', 'Chloe'), basic('u2', 'Emily')], meta: pagination(2, 1, 100) },
        }),
        '/v1/group': (_url, init) => {
          posted.push(JSON.parse(String(init.body)));
          return {
            status: 201,
            body: {
              message: MSG.GROUP_ADDED,
              data: {
                id: 'g9',
                name: 'Night Shift',
                description: null,
                total_users: 1,
                total_courses: 0,
                total_channels: 0,
              },
            },
          };
        },
      }),
    );
    renderWithApp(<GroupsPage />, { path: '/admin/groups' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Group' }));
    const panel = await screen.findByRole('dialog', { name: 'Add a new group' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Name' }), { target: { value: 'Night Shift' } });
    const members = within(panel).getByLabelText('Members');
    fireEvent.focus(members);
    fireEvent.change(members, { target: { value: 'Emily' } });
    // The dropdown's transition leaves it aria-hidden in jsdom; the option is there to click.
    fireEvent.click(await screen.findByRole('option', { name: 'Emily Tester (u2@demo.test)', hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Group' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ name: 'Night Shift', description: null, assign_users: ['u2'] });
    expect(await screen.findByText(MSG.GROUP_ADDED)).toBeTruthy();
  });
});
