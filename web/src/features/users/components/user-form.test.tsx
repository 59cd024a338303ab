import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath, pagination, signInAs, userDetail } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { UserForm } from './user-form';

function api() {
  return byPath({
    '/v1/groups-basic-detail': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 1000) } }),
    '/v1/clients-baisc-details': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 1000) } }),
    '/v1/users': (_url, init) =>
      init.method === 'PUT'
        ? { status: 200, body: { data: userDetail(7, { role_id: 2, role_name: 'Administrator' }) } }
        : { status: 404, body: {} },
  });
}

async function chooseAccessLevel(label: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Access Level' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

const putCalls = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'PUT');

describe('Edit User: the role change', () => {
  it('asks the spec warning before saving a handover, and saves only after Yes', async () => {
    signInAs(2);
    const calls = mockFetch(api());
    renderWithApp(<UserForm user={userDetail(7)} editorRoleId={2} editorId="admin-1" onDone={vi.fn()} />, {
      mantineEnv: 'test',
    });

    await chooseAccessLevel('Administrator');
    fireEvent.click(screen.getByRole('button', { name: 'Update User' }));

    expect(await screen.findByText(MSG.ROLE_CHANGE_WARNING)).toBeTruthy();
    expect(putCalls(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    const call = putCalls(calls)[0]!;
    expect(call.url).toBe('/v1/users/u7');
    expect(JSON.parse(String(call.init.body))).toMatchObject({ role_id: 2, first_name: 'First7' });
  });

  it('Cancel on the warning keeps the role and saves nothing', async () => {
    signInAs(2);
    const calls = mockFetch(api());
    renderWithApp(<UserForm user={userDetail(7)} editorRoleId={2} editorId="admin-1" onDone={vi.fn()} />, {
      mantineEnv: 'test',
    });

    await chooseAccessLevel('Team Manager');
    // A Team Manager gets a team: the multi-select appears with the role.
    expect(await screen.findByText('Team Members')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await screen.findByText(MSG.ROLE_CHANGE_WARNING)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(MSG.ROLE_CHANGE_WARNING)).toBeNull());
    expect(putCalls(calls)).toHaveLength(0);
  });

  it('saves without a warning when the role is unchanged, and sends no role for a manager editing their team', async () => {
    signInAs(4, 'manager-1');
    const calls = mockFetch(api());
    renderWithApp(<UserForm user={userDetail(7)} editorRoleId={4} editorId="manager-1" onDone={vi.fn()} />, {
      mantineEnv: 'test',
    });

    expect(await screen.findByLabelText(/^First Name/)).toBeTruthy();
    expect(screen.queryByLabelText('Access Level')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(putCalls(calls)).toHaveLength(1));
    expect(screen.queryByText(MSG.ROLE_CHANGE_WARNING)).toBeNull();
    expect(JSON.parse(String(putCalls(calls)[0]!.init.body)).role_id).toBeUndefined();
  });

  it('shows password fields only when editing oneself', async () => {
    signInAs(2, 'u7');
    mockFetch(api());
    renderWithApp(<UserForm user={userDetail(7)} editorRoleId={2} editorId="u7" onDone={vi.fn()} />, {
      mantineEnv: 'test',
    });
    expect(await screen.findByLabelText(/^Confirm Password/)).toBeTruthy();
  });

  it('offers User and Team Manager, never Administrator, when adding', async () => {
    signInAs(2);
    mockFetch(api());
    renderWithApp(<UserForm user={null} editorRoleId={2} editorId="admin-1" onDone={vi.fn()} />, {
      mantineEnv: 'test',
    });
    fireEvent.click(await screen.findByRole('combobox', { name: 'Access Level' }));
    expect(await screen.findByRole('option', { name: 'Team Manager' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'User' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Administrator' })).toBeNull();
    expect(screen.queryByLabelText(/^Confirm Password/)).toBeNull();
  });
});
