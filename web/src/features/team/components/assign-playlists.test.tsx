import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, type TTeamPlaylist, type TTeamUser } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import MyTeamPage from '../pages/my-team-page';

// Toasts live in a module-level store: each test starts without the previous one's.
beforeEach(() => notifications.clean());

const tina: TTeamUser = {
  id: 't1',
  first_name: 'Tina',
  last_name: 'Member',
  email: 'tina@example.com',
  role_id: 3,
  company_logo: null,
  avatar: null,
  total_courses: 2,
  total_in_progress: 0,
  total_completed_courses: 0,
  last_login: null,
};
const tom: TTeamUser = { ...tina, id: 't2', first_name: 'Tom', last_name: 'Jones', email: 'tom@example.com' };

function playlist(id: string, name: string, overrides: Partial<TTeamPlaylist> = {}): TTeamPlaylist {
  return {
    id,
    name,
    published: true,
    enrolled: false,
    individual: false,
    disabled: false,
    total_modules: 2,
    ...overrides,
  };
}

const assigned = [
  playlist('p1', 'Onboarding', { enrolled: true, individual: true }),
  playlist('p2', 'Compliance', { enrolled: true, disabled: true }),
];
const unassigned = [
  playlist('p3', 'Leadership'),
  playlist('p4', 'Draft Playlist', { published: false, disabled: true }),
];

interface TSaved {
  path: string;
  body: unknown;
}

function teamApi(saved: TSaved[], answer: { status: number; body: unknown } = { status: 200, body: {} }) {
  const list = (rows: unknown[]) => ({ status: 200, body: { data: rows, meta: pagination(rows.length, 1, 5) } });
  return byPath({
    '/v1/my-team': () => list([tina, tom]),
    '/v1/enrolled-user-playlists': () => list(assigned),
    '/v1/unenrolled-user-playlists': () => list(unassigned),
    // A manager's playlist list: the published ones, searched by name on the server.
    '/v1/channels': (url) => {
      const text = /name:(.*)$/.exec(url.searchParams.get('search') ?? '')?.[1]?.toLowerCase() ?? '';
      return list(
        [assigned[0]!, unassigned[0]!]
          .filter((p) => p.name.toLowerCase().includes(text))
          .map((p) => ({ id: p.id, name: p.name, published: true, total_modules: p.total_modules })),
      );
    },
    '/v1/enrol': (url, init) => {
      saved.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return answer;
    },
  });
}

const teamCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.includes('/v1/my-team')).length;

async function openAssignFor(name: string) {
  // The first render of a file is slow on a busy machine: wait longer than the default second for the cards.
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign to Playlists' }));
  return screen.findByRole('dialog', { name: 'Assign Playlists' });
}

describe('Assign to Playlists (one team member)', () => {
  it('shows both sections open with one Playlist column; assigned ticks unassign, unassigned ticks assign', async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    const calls = mockFetch(
      teamApi(saved, {
        status: 200,
        body: { message: MSG.PLAYLISTS_ENROLLED, data: { summary: 'x', enrolled: 1, unenrolled: 1 } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    const panel = await openAssignFor('Tina Member');

    expect(within(panel).getByRole('textbox', { name: 'Search Playlist' })).toBeTruthy();
    const assignedTable = await within(panel).findByRole('table', { name: 'Playlist Assigned' });
    const unassignedTable = within(panel).getByRole('table', { name: 'Playlist Unassigned' });
    expect(await within(assignedTable).findByText('Onboarding')).toBeTruthy();
    expect(within(unassignedTable).getByText('Leadership')).toBeTruthy();
    for (const table of [assignedTable, unassignedTable]) {
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim())
        .filter(Boolean);
      expect(headers).toEqual(['Playlist']);
      expect(within(table).queryByRole('img', { name: /published/i })).toBeNull();
    }

    // Group enrolments and drafts cannot be ticked, and say why.
    const locked = within(assignedTable).getByRole('checkbox', {
      name: `Select Compliance: ${MSG.PLAYLIST_THROUGH_GROUP}`,
    });
    expect((locked as HTMLInputElement).disabled).toBe(true);
    const draft = within(unassignedTable).getByRole('checkbox', {
      name: `Select Draft Playlist: ${MSG.PLAYLIST_UNPUBLISHED}`,
    });
    expect((draft as HTMLInputElement).disabled).toBe(true);

    // A click on the background leaves the panel open.
    fireEvent.click(document.querySelector('.mantine-Drawer-overlay')!);
    expect(screen.getByRole('dialog', { name: 'Assign Playlists' })).toBeTruthy();

    const before = teamCalls(calls);
    fireEvent.click(within(assignedTable).getByRole('checkbox', { name: 'Select Onboarding' }));
    fireEvent.click(within(unassignedTable).getByRole('checkbox', { name: 'Select Leadership' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Playlists' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: '/v1/enrol/playlists/t1',
      body: { assign_playlists: ['p3'], unassign_playlists: ['p1'] },
    });
    expect(await screen.findByText(MSG.PLAYLISTS_ENROLLED)).toBeTruthy();
    expect(screen.getByText(MSG.PLAYLISTS_UNENROLLED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Playlists' })).toBeNull());
    // The cards refresh (a playlist brings courses: the totals change).
    await waitFor(() => expect(teamCalls(calls)).toBeGreaterThan(before));
  });

  it("filters both lists with Search Playlist, asks for a tick, and lists the server's field errors", async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 422,
        body: { message: MSG.PLAYLIST_UNPUBLISHED, errors: { assign_playlists: [MSG.PLAYLIST_UNPUBLISHED] } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    const panel = await openAssignFor('Tina Member');
    await within(panel).findByText('Onboarding');

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Search Playlist' }), { target: { value: 'lead' } });
    expect(within(panel).queryByText('Onboarding')).toBeNull();
    expect(within(panel).getByText('Leadership')).toBeTruthy();
    expect(within(panel).getByText('No assigned playlists match the search.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Save Playlists' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(MSG.PLAYLISTS_NONE_SELECTED);
    expect(saved).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Select Leadership' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Playlists' }));
    const alert = await within(panel).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(MSG.FORM_ERROR));
    expect(alert.textContent).toContain(MSG.PLAYLIST_UNPUBLISHED);
    expect(screen.getByRole('dialog', { name: 'Assign Playlists' })).toBeTruthy();
  });
});

describe('the team-wide Assign Playlists', () => {
  it('selects users, then playlists, and saves them together', async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 200,
        body: { message: MSG.PLAYLIST_ENROLLED, data: { summary: 'x', enrolled: 1, unenrolled: 0 } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    await screen.findByRole('article', { name: 'Tina Member' });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Playlists' }));
    const panel = await screen.findByRole('dialog', { name: 'Assign Playlists' });

    expect(within(panel).getByRole('textbox', { name: 'Filter Users By Name' })).toBeTruthy();
    const users = await within(panel).findByRole('table', { name: 'Your team' });
    for (const header of ['First Name', 'Surname', 'Email'])
      expect(within(users).getByRole('columnheader', { name: header })).toBeTruthy();
    fireEvent.click(await within(users).findByRole('checkbox', { name: 'Select Tom Jones' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));

    expect(within(panel).getByText('Select Playlist')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Filter Channel By Name' }), {
      target: { value: 'lead' },
    });
    const playlists = await within(panel).findByRole('table', { name: 'Published playlists' });
    await waitFor(() => expect(within(playlists).queryByText('Onboarding')).toBeNull());
    expect(within(playlists).getByRole('columnheader', { name: 'Playlist' })).toBeTruthy();
    fireEvent.click(await within(playlists).findByRole('checkbox', { name: 'Select Leadership' }));
    expect(within(panel).queryByRole('button', { name: 'Save Courses' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ path: '/v1/enrol/users-to-channel', body: { users: ['t2'], assign_playlists: ['p3'] } });
    expect(await screen.findByText(MSG.PLAYLIST_ENROLLED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Playlists' })).toBeNull());
  });

  it('asks for a playlist instead of saving users alone', async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(teamApi(saved));
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    await screen.findByRole('article', { name: 'Tina Member' });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Playlists' }));
    const panel = await screen.findByRole('dialog', { name: 'Assign Playlists' });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Select Tina Member' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(MSG.PLAYLISTS_NONE_SELECTED);
    expect(saved).toHaveLength(0);
  });
});
