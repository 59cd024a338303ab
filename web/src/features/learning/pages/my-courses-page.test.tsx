import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api';
import { mockFetch, renderWithApp } from '../../../test/render';
import { COMPANY_STATE, ROLE } from '@skillway/shared';
import { companySummary, profile } from '../../../test/people-fixtures';
import { LEARNING_PAUSED_TEXT } from '../lib/learning-paused';
import { enrolment, learnerCourse } from '../test-fixtures';
import MyCoursesPage from './my-courses-page';

const page = (data: unknown[], current = 1, total = 1) => ({
  data,
  meta: { pagination: { total: data.length, per_page: 12, current_page: current, total_pages: total, links: {} } },
});

/** The list request (the page reads the profile too, for whether learning is paused). */
const listCall = (calls: { url: string }[]) => calls.find((call) => !call.url.includes('/v1/user/profile'))?.url;

function signIn(roleId: number) {
  setSession({ access_token: 't', user: { id: 'u1', role_id: roleId } as never });
}

describe('MyCoursesPage', () => {
  it("lists the learner's courses as cards from My Courses", async () => {
    signIn(3);
    const calls = mockFetch(() => ({
      status: 200,
      body: page([learnerCourse(), learnerCourse({ id: 'c2', name: 'First Aid' })]),
    }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByRole('article', { name: 'First Aid' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Fire Safety' })).toBeTruthy();
    expect(listCall(calls)).toContain('/v1/my-published-courses?page=1&limit=12&type=all');
    for (const label of ['Show All', 'Not yet started', 'In progress', 'Complete']) {
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Search Courses' })).toBeTruthy();
  });

  it("disables a suspended company's learner's Start Course, as the server refuses their learning calls", async () => {
    signIn(3);
    mockFetch((url) =>
      url === '/v1/user/profile'
        ? { status: 200, body: { data: profile(ROLE.USER, { company: companySummary(COMPANY_STATE.SUSPENDED) }) } }
        : { status: 200, body: page([learnerCourse({ enrolled: enrolment({ state: 1, progress: 0 }) })]) },
    );
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Start Course: Fire Safety' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByText(LEARNING_PAUSED_TEXT)).toBeTruthy();
  });

  it('shows No Courses Found, with the course list link for an administrator only', async () => {
    signIn(2);
    const calls = mockFetch(() => ({ status: 200, body: page([]) }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByText('No Courses Found')).toBeTruthy();
    expect(screen.getByText('Go to the course list')).toBeTruthy();
    // An administrator's Show All is the company's published courses.
    expect(listCall(calls)).toContain('/v1/published-courses');
  });

  it('has no course list link for a learner', async () => {
    signIn(3);
    mockFetch(() => ({ status: 200, body: page([]) }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByText('No Courses Found')).toBeTruthy();
    expect(screen.queryByText('Go to the course list')).toBeNull();
  });

  it('offers more courses when there is another page', async () => {
    signIn(3);
    mockFetch(() => ({ status: 200, body: page([learnerCourse()], 1, 2) }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByRole('button', { name: 'Show more courses' })).toBeTruthy();
  });
});
