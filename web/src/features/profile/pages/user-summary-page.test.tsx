import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCustomerUser, TUserCourseRow, TUserPlaylistRow } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import UserSummaryPage from './user-summary-page';

const MEMBER: TCustomerUser = {
  id: 'm1',
  first_name: 'Tina',
  last_name: 'Turner',
  email: 'tina@example.com',
  role_id: 3,
  company_logo: null,
  avatar: null,
  total_courses: 4,
  total_in_progress: 2,
  total_completed_courses: 1,
  last_login: null,
  role_name: 'User',
  unique_id: null,
  total_groups: 0,
  total_channels: 0,
  total_not_started: 1,
  manager_id: 'manager-1',
  created_at: '2026-01-01T00:00:00.000Z',
};

const ROW: TUserCourseRow = {
  id: 'k1:m1',
  course_id: 'k1',
  title: 'Fire Safety',
  state: 3,
  state_text: 'Complete',
  enrolled_date_formatted: '01-03-2026',
  start_date_formatted: '02-03-2026',
  complete_date_formatted: '03-03-2026',
  last_accessed_date: '03-03-2026',
  deadline_formatted: null,
  progress: 100,
  has_test: false,
  test_complete: false,
  test_passed: false,
  test_score: null,
  attempts: 0,
  certificate_url: null,
  disabled: false,
};

const DRAFT_PLAYLIST: TUserPlaylistRow = {
  id: 'p1',
  name: 'Warehouse Refresher',
  total_modules: 0,
  published: false,
  enrolled_date_formatted: '01-03-2026',
  deadline_formatted: null,
};

describe('User Summary', () => {
  it('marks a playlist the user cannot open yet as Unpublished', async () => {
    signInAs(2, 'admin-1');
    mockFetch(
      byPath({
        '/v1/customer-user/m1': () => ({ status: 200, body: { data: MEMBER } }),
        '/v1/users/courses': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 10) } }),
        '/v1/user/channels': () => ({ status: 200, body: { data: [DRAFT_PLAYLIST], meta: pagination(1, 1, 10) } }),
      }),
    );
    renderWithApp(<UserSummaryPage />, { path: '/profile/summary/$id', url: '/profile/summary/m1' });
    const row = (await screen.findByText('Warehouse Refresher')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Unpublished')).toBeTruthy();
  });

  it("shows a team member's name, counts and courses, with the certificate their manager may download", async () => {
    signInAs(4, 'manager-1');
    const calls = mockFetch(
      byPath({
        '/v1/customer-user/m1': () => ({ status: 200, body: { data: MEMBER } }),
        '/v1/users/courses': () => ({ status: 200, body: { data: [ROW], meta: pagination(1, 1, 10) } }),
        '/v1/user/channels': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 10) } }),
      }),
    );
    renderWithApp(<UserSummaryPage />, { path: '/profile/summary/$id', url: '/profile/summary/m1' });

    expect(await screen.findByRole('heading', { name: 'Tina Turner' })).toBeTruthy();
    expect(screen.getByText('tina@example.com')).toBeTruthy();
    expect(screen.getByRole('img', { name: /4 enrolled, 1 not started, 2 in progress, 1 completed/ })).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'Fire Safety' })).closest('tr') as HTMLElement;
    // Nobody takes a course for someone else: only the certificate.
    expect([...row.querySelectorAll('a, button')].map((element) => element.textContent)).toEqual([
      'Download Certificate',
    ]);
    expect(screen.getByText('Tina Turner is not enrolled on any playlists yet.')).toBeTruthy();
    const courses = new URL(calls.find((call) => call.url.includes('/v1/users/courses'))!.url, 'http://localhost');
    expect(courses.searchParams.get('id')).toBe('m1');
    expect(within(screen.getByRole('link', { name: /Back to My Team/ })).getByText(/Back to My Team/)).toBeTruthy();
  });

  it('says the user was not found when the server refuses (outside the team, another company)', async () => {
    signInAs(4, 'manager-1');
    mockFetch(byPath({}));
    renderWithApp(<UserSummaryPage />, { path: '/profile/summary/$id', url: '/profile/summary/x9' });
    expect(await screen.findByText('This user was not found.')).toBeTruthy();
  });
});
