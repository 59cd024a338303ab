import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TTeamUser } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import MyTeamPage from './my-team-page';

function member(n: number): TTeamUser {
  return {
    id: `t${n}`,
    first_name: `Member${n}`,
    last_name: `Team${n}`,
    email: `member${n}@example.com`,
    role_id: 3,
    company_logo: null,
    avatar: null,
    total_courses: n,
    total_in_progress: 0,
    total_completed_courses: 0,
    last_login: null,
  };
}

function teamApi(team: TTeamUser[]) {
  return byPath({
    '/v1/my-team': (url) => {
      const search = url.searchParams.get('search') ?? '';
      const text = /first_name:([^;]*)/.exec(search)?.[1]?.toLowerCase() ?? '';
      const rows = team.filter((m) => `${m.first_name} ${m.last_name}`.toLowerCase().includes(text));
      return { status: 200, body: { data: rows, meta: pagination(rows.length, 1, 1000) } };
    },
  });
}

describe('My Team', { timeout: 20_000 }, () => {
  it("says 'No Team Found' when the manager has nobody yet", async () => {
    signInAs(4, 'manager-1');
    mockFetch(teamApi([]));
    renderWithApp(<MyTeamPage />, { path: '/my-team' });
    expect(await screen.findByRole('heading', { name: MSG.NO_TEAM_FOUND })).toBeTruthy();
    expect(screen.getByText('Your administrator has not added anyone to your team yet.')).toBeTruthy();
    // Nobody to assign anything to.
    for (const name of ['Assign Courses', 'Assign Playlists'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a card per member and searches on change, with a clear button', async () => {
    signInAs(4, 'manager-1');
    const calls = mockFetch(teamApi([member(1), member(2)]));
    renderWithApp(<MyTeamPage />, { path: '/my-team' });

    expect(await screen.findByRole('article', { name: 'Member1 Team1' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Member2 Team2' }).textContent).toContain('Total Courses: 2');
    expect(screen.getAllByText('Never')).toHaveLength(2);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'Member2' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Member1 Team1' })).toBeNull());
    const searched = new URL(calls.at(-1)!.url, 'http://localhost');
    expect(searched.searchParams.get('search')).toBe('first_name:Member2;last_name:Member2');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Member1 Team1' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Search Users' }) as HTMLInputElement).value).toBe('');
  });

  it("offers Send Email, Assign to Courses, Assign to Playlists and Edit User per card; User Summary opens the member's summary", async () => {
    signInAs(4, 'manager-1');
    mockFetch(teamApi([member(1)]));
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Member1 Team1' }));
    expect(await screen.findByRole('menuitem', { name: 'Send Email' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Edit User' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Assign to Courses' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Assign to Playlists' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'User Summary' }).getAttribute('href')).toBe('/profile/summary/t1');
  });
});
