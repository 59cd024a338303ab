import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type TTeamCard, type TTeamCourse } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import MyTeamPage from '../pages/my-team-page';

// Toasts live in a module-level store: each test starts without the previous one's.
beforeEach(() => notifications.clean());
afterEach(() => vi.useRealTimers());

/**
 * The deadline tests pin the clock to 10 February 2027 at noon, local time (the date picker's "today" is the local
 * calendar's): its calendar opens on February 2027 and 20 February is a day that can be picked, on any real day.
 */
function pinToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 1, 10, 12, 0, 0));
}

const tina: TTeamCard = {
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
  overdue_courses: 0,
  due_soon_courses: 0,
};
const tom: TTeamCard = { ...tina, id: 't2', first_name: 'Tom', last_name: 'Jones', email: 'tom@example.com' };

function course(id: string, name: string, overrides: Partial<TTeamCourse> = {}): TTeamCourse {
  return {
    id,
    name,
    published: true,
    enrolled: false,
    individual: false,
    disabled: false,
    deadline: null,
    ...overrides,
  };
}

const assigned = [
  course('c1', 'Fire Safety', { enrolled: true, individual: true }),
  course('c2', 'Manual Handling', { enrolled: true, disabled: true }),
];
const unassigned = [course('c3', 'First Aid'), course('c4', 'Draft Course', { published: false, disabled: true })];

interface TSaved {
  path: string;
  body: unknown;
}

function teamApi(saved: TSaved[], answer: { status: number; body: unknown } = { status: 200, body: {} }) {
  const list = (rows: unknown[]) => ({ status: 200, body: { data: rows, meta: pagination(rows.length, 1, 5) } });
  return byPath({
    '/v1/my-team': () => list([tina, tom]),
    '/v1/enrolled-user-courses': () => list(assigned),
    '/v1/unenrolled-user-courses': () => list(unassigned),
    '/v1/assignable-courses': (url) => {
      const text = /name:(.*)$/.exec(url.searchParams.get('search') ?? '')?.[1]?.toLowerCase() ?? '';
      return list(
        [assigned[0]!, unassigned[0]!]
          .filter((c) => c.name.toLowerCase().includes(text))
          .map((c) => ({ ...c, enrolled: false })),
      );
    },
    '/v1/enrol': (url, init) => {
      saved.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return answer;
    },
  });
}

async function openAssignFor(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign to Courses' }));
  return screen.findByRole('dialog', { name: 'Assign Courses' });
}

describe('Assign to Courses (one team member)', () => {
  it('shows both sections open with Published marks; assigned ticks unassign, unassigned ticks assign', async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 200,
        body: { message: MSG.TEAM_COURSES_ENROLLED, data: { summary: 'x', enrolled: 1, unenrolled: 1 } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    const panel = await openAssignFor('Tina Member');

    const assignedTable = await within(panel).findByRole('table', { name: 'Courses Assigned' });
    const unassignedTable = within(panel).getByRole('table', { name: 'Courses Unassigned' });
    expect(await within(assignedTable).findByText('Fire Safety')).toBeTruthy();
    expect(within(unassignedTable).getByText('First Aid')).toBeTruthy();
    expect(within(unassignedTable).getByRole('img', { name: 'Not published' })).toBeTruthy();
    expect(within(assignedTable).getAllByRole('img', { name: 'Published' })).toHaveLength(2);

    // Group enrolments and drafts cannot be ticked, and say why.
    const locked = within(assignedTable).getByRole('checkbox', {
      name: `Select Manual Handling: ${MSG.TEAM_COURSE_THROUGH_GROUP}`,
    });
    expect((locked as HTMLInputElement).disabled).toBe(true);
    const draft = within(unassignedTable).getByRole('checkbox', {
      name: `Select Draft Course: ${MSG.TEAM_COURSE_UNPUBLISHED}`,
    });
    expect((draft as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(assignedTable).getByRole('checkbox', { name: 'Select Fire Safety' }));
    fireEvent.click(within(unassignedTable).getByRole('checkbox', { name: 'Select First Aid' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: '/v1/enrol/courses/t1',
      body: { assign_courses: ['c3'], unassign_courses: ['c1'], selected_date: null },
    });
    expect(await screen.findByText(MSG.TEAM_COURSES_ENROLLED)).toBeTruthy();
    expect(screen.getByText(MSG.TEAM_COURSES_UNENROLLED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Courses' })).toBeNull());
  });

  it("filters both lists with Search Courses, asks for a tick, and lists the server's field errors", async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 422,
        body: { message: MSG.TEAM_COURSE_UNPUBLISHED, errors: { assign_courses: [MSG.TEAM_COURSE_UNPUBLISHED] } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    const panel = await openAssignFor('Tina Member');
    await within(panel).findByText('Fire Safety');

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Search Courses' }), { target: { value: 'first' } });
    expect(within(panel).queryByText('Fire Safety')).toBeNull();
    expect(within(panel).getByText('First Aid')).toBeTruthy();
    expect(within(panel).getByText('No assigned courses match the search.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(MSG.TEAM_COURSES_NONE_SELECTED);
    expect(saved).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Select First Aid' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));
    const alert = await within(panel).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(MSG.FORM_ERROR));
    expect(alert.textContent).toContain(MSG.TEAM_COURSE_UNPUBLISHED);
    expect(screen.getAllByText(MSG.FORM_ERROR).length).toBeGreaterThan(1); // the toast too
    expect(screen.getByRole('dialog', { name: 'Assign Courses' })).toBeTruthy();
  });
});

describe('Assign to Courses with a deadline (one team member)', () => {
  it('sends the picked deadline with the courses to assign, and lists a refused deadline under its field', async () => {
    pinToday();
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 422,
        body: { message: MSG.VALIDATION_FAILED, errors: { selected_date: [MSG.ENROL_DATE_PAST] } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    const panel = await openAssignFor('Tina Member');
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Select First Aid' }));

    // The deadline section is open with the lists: no deadline until a day is picked.
    expect(within(panel).getByRole('button', { name: 'Set Deadline: None' })).toBeTruthy();
    const calendar = within(panel).getByLabelText('Deadline');
    // Days before today cannot be picked (the administrator's rule).
    expect(within(calendar).getByRole('button', { name: '9 February 2027' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(calendar).getByRole('button', { name: '20 February 2027' }));
    expect(within(panel).getByRole('button', { name: 'Set Deadline: 20-02-2027' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: '/v1/enrol/courses/t1',
      body: { assign_courses: ['c3'], unassign_courses: [], selected_date: '2027-02-20' },
    });
    const alert = await within(panel).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(MSG.ENROL_DATE_PAST));
  });
});

describe('Assign to Courses refused outright', () => {
  it("shows the server's reason (a suspended company) instead of the form error", async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    const suspended =
      'Your company account is suspended. An administrator can restore access from the account status page.';
    mockFetch(teamApi(saved, { status: 403, body: { message: suspended, errors: {} } }));
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    const panel = await openAssignFor('Tina Member');
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Select First Aid' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));
    const alert = await within(panel).findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(suspended));
    expect(alert.textContent).not.toContain(MSG.FORM_ERROR);
    expect(screen.getAllByText(suspended).length).toBeGreaterThan(1); // the toast too
  });
});

describe('the team-wide Assign Courses', () => {
  it('selects users, then courses, and saves them together', async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 200,
        body: { message: MSG.TEAM_COURSES_ENROLLED, data: { summary: 'x', enrolled: 2, unenrolled: 0 } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    await screen.findByRole('article', { name: 'Tina Member' });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Courses' }));
    const panel = await screen.findByRole('dialog', { name: 'Assign Courses' });

    expect(within(panel).getByRole('textbox', { name: 'Filter Users By Name' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const users = await within(panel).findByRole('table', { name: 'Your team' });
    for (const header of ['First Name', 'Surname', 'Email'])
      expect(within(users).getByRole('columnheader', { name: header })).toBeTruthy();
    fireEvent.click(await within(users).findByRole('checkbox', { name: 'Select Tom Jones' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));

    expect(within(panel).getByRole('textbox', { name: 'Filter Course By Name' })).toBeTruthy();
    const courses = await within(panel).findByRole('table', { name: 'Published courses' });
    fireEvent.click(await within(courses).findByRole('checkbox', { name: 'Select First Aid' }));
    expect(within(panel).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Save Courses' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));

    // Step 3, Set Deadline: optional, so Save Courses goes without one.
    expect(within(panel).getByLabelText('Deadline')).toBeTruthy();
    expect(within(panel).getAllByText('None').length).toBeGreaterThan(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: '/v1/enrol/users-to-courses',
      body: { users: ['t2'], assign_courses: ['c3'], selected_date: null },
    });
    expect(await screen.findByText(MSG.TEAM_COURSES_ENROLLED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Courses' })).toBeNull());
  });

  it('says what is missing instead of saving nothing', async () => {
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(teamApi(saved));
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    await screen.findByRole('article', { name: 'Tina Member' });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Courses' }));
    const panel = await screen.findByRole('dialog', { name: 'Assign Courses' });
    // Next with nobody ticked is refused on the users step, with the save's message.
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(MSG.TEAM_USERS_NONE_SELECTED);
    expect(within(panel).getByRole('textbox', { name: 'Filter Users By Name' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Save Courses' })).toBeNull();

    // Ticking someone clears the message and Next moves on; Next without a course says what is missing.
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Select Tom Jones' }));
    expect(within(panel).queryByRole('alert')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(MSG.TEAM_COURSES_NONE_SELECTED);
    expect(within(panel).getByRole('textbox', { name: 'Filter Course By Name' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Save Courses' })).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('gives the chosen courses the deadline picked in step 3', async () => {
    pinToday();
    signInAs(4, 'manager-1');
    const saved: TSaved[] = [];
    mockFetch(
      teamApi(saved, {
        status: 200,
        body: { message: MSG.TEAM_COURSES_ENROLLED, data: { summary: 'x', enrolled: 2, unenrolled: 0 } },
      }),
    );
    renderWithApp(<MyTeamPage />, { path: '/my-team', mantineEnv: 'test' });
    await screen.findByRole('article', { name: 'Tina Member' });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Courses' }));
    const panel = await screen.findByRole('dialog', { name: 'Assign Courses' });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Select Tina Member' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Select Tom Jones' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Select First Aid' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));

    const calendar = within(panel).getByLabelText('Deadline');
    expect(within(calendar).getByRole('button', { name: '9 February 2027' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(calendar).getByRole('button', { name: '20 February 2027' }));
    expect(within(panel).getAllByText('20-02-2027').length).toBeGreaterThan(0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save Courses' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      path: '/v1/enrol/users-to-courses',
      body: { users: ['t1', 't2'], assign_courses: ['c3'], selected_date: '2027-02-20' },
    });
    expect(await screen.findByText(MSG.TEAM_COURSES_ENROLLED)).toBeTruthy();
  });
});
