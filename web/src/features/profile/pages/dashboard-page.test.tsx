import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_STATE, type TDashboardCourse } from '@skillway/shared';
import { LEARNING_PAUSED_TEXT } from '../../learning/lib/learning-paused';
import { byPath, companySummary, pagination, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import DashboardPage from './dashboard-page';

function card(n: number, state: number, state_text: string, progress: number): TDashboardCourse {
  return {
    id: `k${n}`,
    name: `Course ${n}`,
    state,
    state_text,
    progress,
    thumbnail: null,
    deadline: null,
    last_activity_at: '2026-03-01T00:00:00.000Z',
  };
}

describe('Dashboard', () => {
  it("disables a suspended company's courses not completed, with the reason; a completed one still opens", async () => {
    signInAs(3, 'u1');
    mockFetch(
      byPath({
        '/v1/user/profile': () => ({
          status: 200,
          body: {
            data: profile(3, {
              company: companySummary(COMPANY_STATE.FREE_TRIAL_EXPIRED),
              total_courses: 2,
              dashboardCourses: [card(1, 2, 'In progress', 40), card(2, 3, 'Complete', 100)],
            }),
          },
        }),
        '/v1/user/my-channels': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 4) } }),
      }),
    );
    renderWithApp(<DashboardPage />, { path: '/' });
    const continueButton = (await screen.findByRole('button', {
      name: 'Continue Course: Course 1',
    })) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    expect(document.getElementById(continueButton.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      LEARNING_PAUSED_TEXT,
    );
    expect(screen.getByRole('link', { name: 'Course Completed: Course 2' }).getAttribute('href')).toBe(
      '/courses/player/k2',
    );
  });

  it('shows the Courses, Activity and Playlists widgets with buttons to their screens', async () => {
    signInAs(3, 'u1');
    mockFetch(
      byPath({
        '/v1/user/profile': () => ({
          status: 200,
          body: {
            data: profile(3, {
              first_name: 'Lena',
              total_courses: 3,
              total_in_progress_courses: 1,
              total_completed_courses: 1,
              activityWidget: { not_started: 1, in_progress: 1, completed: 1 },
              dashboardCourses: [
                card(1, 2, 'In progress', 40),
                card(2, 3, 'Complete', 100),
                card(3, 1, 'Not yet started', 0),
              ],
            }),
          },
        }),
        '/v1/user/my-channels': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 4) } }),
      }),
    );
    renderWithApp(<DashboardPage />, { path: '/' });

    expect(await screen.findByRole('heading', { name: 'Welcome, Lena' })).toBeTruthy();
    const courses = screen.getByRole('region', { name: 'My Courses' });
    expect(within(courses).getByRole('link', { name: 'All Courses' }).getAttribute('href')).toBe('/courses');
    const buttons = within(courses)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('link'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue Course',
      'Course Completed',
      'Start Course',
    ]);
    // Each button's name carries its course after the visible label: one name per card.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Continue Course: Course 1',
      'Course Completed: Course 2',
      'Start Course: Course 3',
    ]);

    const activity = screen.getByRole('region', { name: 'My Activity' });
    expect(within(activity).getByRole('link', { name: 'My Progress Summary' }).getAttribute('href')).toBe(
      '/profile/activity',
    );
    expect(
      within(activity).getByRole('img', { name: /3 enrolled, 1 not started, 1 in progress, 1 completed/ }),
    ).toBeTruthy();

    const playlists = screen.getByRole('region', { name: 'My Playlists' });
    expect(await within(playlists).findByRole('heading', { name: 'No Playlists Found' })).toBeTruthy();
    expect(within(playlists).getByText('All Playlists')).toBeTruthy();
  });
});
