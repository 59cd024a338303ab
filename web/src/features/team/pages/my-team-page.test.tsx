import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, type TTeamCard } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { complianceKeys } from '../../compliance/api/query-keys';
import { FIRE, GDPR, cell, complianceRow, matrixPage } from '../../compliance/compliance-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import MyTeamPage from './my-team-page';

// Toasts live in a module-level store: each test starts without the previous one's.
beforeEach(() => notifications.clean());

function member(n: number): TTeamCard {
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
    overdue_courses: 0,
    due_soon_courses: 0,
  };
}

type TAnswer = { status: number; body?: unknown };

function teamApi(team: TTeamCard[], nudge?: (userId: string) => TAnswer, compliance?: (url: URL) => TAnswer) {
  return byPath({
    // Without it (404 here) the cards show no compliance.
    ...(compliance && { '/v1/compliance': compliance }),
    '/v1/my-team': (url, init) => {
      const nudged = /^\/v1\/my-team\/([^/]+)\/nudge$/.exec(url.pathname);
      if (nudged && init.method === 'POST' && nudge) return nudge(nudged[1]!);
      const search = url.searchParams.get('search') ?? '';
      const text = /first_name:([^;]*)/.exec(search)?.[1]?.toLowerCase() ?? '';
      const rows = team.filter((m) => `${m.first_name} ${m.last_name}`.toLowerCase().includes(text));
      return { status: 200, body: { data: rows, meta: pagination(rows.length, 1, 1000) } };
    },
  });
}

describe('My Team', () => {
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

describe('My Team progress, deadlines and Nudge', () => {
  const jane: TTeamCard = {
    ...member(1),
    id: 'jane',
    first_name: 'Jane',
    last_name: 'Smith',
    total_courses: 4,
    total_in_progress: 2,
    total_completed_courses: 1,
    overdue_courses: 2,
    due_soon_courses: 1,
  };
  const sam: TTeamCard = {
    ...member(2),
    id: 'sam',
    first_name: 'Sam',
    last_name: 'Done',
    total_courses: 3,
    total_completed_courses: 3,
  };
  const dana: TTeamCard = { ...member(3), id: 'dana', first_name: 'Dana', last_name: 'Soon', due_soon_courses: 1 };

  it("shows each member's progress and overdue courses, and Nudge only where something is overdue or due", async () => {
    signInAs(4, 'manager-1');
    mockFetch(teamApi([jane, sam, dana]));
    renderWithApp(<MyTeamPage />, { path: '/my-team' });

    const janeCard = await screen.findByRole('article', { name: 'Jane Smith' });
    expect(janeCard.textContent).toContain('Completed: 1 of 4');
    expect(within(janeCard).getByRole('progressbar', { name: 'Jane Smith: 1 of 4 courses completed' })).toBeTruthy();
    expect(janeCard.textContent).toContain('Overdue: 2');
    expect(janeCard.textContent).toContain('Due This Week: 1');
    expect(within(janeCard).getByRole('button', { name: 'Nudge: Jane Smith' })).toBeTruthy();

    const samCard = screen.getByRole('article', { name: 'Sam Done' });
    expect(within(samCard).getByRole('progressbar', { name: 'Sam Done: 3 of 3 courses completed' })).toBeTruthy();
    expect(samCard.textContent).toContain('Overdue: 0');
    expect(within(samCard).queryByRole('button', { name: 'Nudge: Sam Done' })).toBeNull();

    // Nothing overdue, but a course due this week: Dana may be nudged too.
    const danaCard = screen.getByRole('article', { name: 'Dana Soon' });
    expect(within(danaCard).getByRole('button', { name: 'Nudge: Dana Soon' })).toBeTruthy();
  });

  it('nudges in one click with a toast, and shows why a second nudge the same day is refused', async () => {
    signInAs(4, 'manager-1');
    const nudged: string[] = [];
    const calls = mockFetch(
      teamApi([jane], (userId) => {
        nudged.push(userId);
        return nudged.length === 1
          ? {
              status: 200,
              body: { message: MSG.TEAM_NUDGE_SENT, data: { overdue_courses: 2, due_soon_courses: 1, emailed: true } },
            }
          : { status: 429, body: { message: MSG.TEAM_NUDGE_TOO_SOON, errors: {} } };
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team' });

    fireEvent.click(await screen.findByRole('button', { name: 'Nudge: Jane Smith' }));
    expect(await screen.findByText('Nudge sent to Jane Smith.')).toBeTruthy();
    expect(nudged).toEqual(['jane']);
    const post = calls.find((call) => call.init.method === 'POST');
    expect(new URL(post!.url, 'http://localhost').pathname).toBe('/v1/my-team/jane/nudge');

    fireEvent.click(screen.getByRole('button', { name: 'Nudge: Jane Smith' }));
    expect(await screen.findByText(MSG.TEAM_NUDGE_TOO_SOON)).toBeTruthy();
    expect(nudged).toEqual(['jane', 'jane']);
  });
});

describe('My Team compliance', () => {
  const jane: TTeamCard = { ...member(1), id: 'jane', first_name: 'Jane', last_name: 'Smith' };
  const sam: TTeamCard = { ...member(2), id: 'sam', first_name: 'Sam', last_name: 'Done' };
  const dana: TTeamCard = { ...member(3), id: 'dana', first_name: 'Dana', last_name: 'New' };

  it("shows each member's most pressing status with its course, and Team Compliance opens the team's screen", async () => {
    signInAs(4, 'manager-1');
    const calls = mockFetch(
      teamApi([jane, sam, dana], undefined, () => ({
        status: 200,
        body: matrixPage([
          complianceRow(
            1,
            [cell(FIRE.id, 'certified', '2027-03-12', 340), cell(GDPR.id, 'expired', '2026-03-03', -10)],
            {
              user_id: 'jane',
            },
          ),
          complianceRow(2, [cell(FIRE.id, 'expiring', '2026-08-14', 12), cell(GDPR.id, 'in_progress')], {
            user_id: 'sam',
          }),
        ]),
      })),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team' });

    const janeCard = await screen.findByRole('article', { name: 'Jane Smith' });
    await waitFor(() => expect(janeCard.textContent).toContain('Compliance:'));
    expect(within(janeCard).getByText('Expired on 3 Mar 2026')).toBeTruthy();
    expect(within(janeCard).getByText('Data Protection')).toBeTruthy();
    expect(within(janeCard).queryByText('Certified until 12 Mar 2027')).toBeNull();

    const samCard = screen.getByRole('article', { name: 'Sam Done' });
    expect(within(samCard).getByText('Expiring in 12 days')).toBeTruthy();
    expect(within(samCard).getByText('Fire Safety')).toBeTruthy();

    // Dana is on no required course.
    expect(within(screen.getByRole('article', { name: 'Dana New' })).getByText('No required courses')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Team Compliance' }).getAttribute('href')).toBe('/admin/compliance');
    // The whole team on one page; the server narrows it to the manager's team.
    const asked = calls.map((c) => new URL(c.url, 'http://localhost')).find((u) => u.pathname === '/v1/compliance')!;
    expect(asked.searchParams.get('limit')).toBe('1000');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no compliance while the company has no required course', async () => {
    signInAs(4, 'manager-1');
    mockFetch(teamApi([jane], undefined, () => ({ status: 200, body: { ...matrixPage([]), courses: [] } })));
    const { queryClient } = renderWithApp(<MyTeamPage />, { path: '/my-team' });
    const janeCard = await screen.findByRole('article', { name: 'Jane Smith' });
    // The team's statuses have come: nothing is required, so nothing shows.
    await waitFor(() => expect(queryClient.getQueryData(complianceKeys.team())).toBeDefined());
    expect(janeCard.textContent).not.toContain('Compliance:');
    expect(screen.queryByRole('link', { name: 'Team Compliance' })).toBeNull();
  });
});
