import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TCourse, type TCourseReportRow } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import CourseUsersPage from './course-users-page';

const course = {
  id: 'c1',
  name: 'Manual Handling',
  total_users: 2,
  total_enrolled_individual_users: 1,
  total_groups: 1,
  total_enrolled_via_channel_users: 0,
} as TCourse;

const base = {
  email: 'x@example.test',
  user_archived: false,
  state: 1,
  state_text: 'Not yet started',
  enrolled_date_formatted: '02-01-2026',
  start_date_formatted: null,
  complete_date_formatted: null,
  last_accessed_date: null,
  progress: 0,
  has_test: false,
  test_complete: false,
  test_passed: false,
  test_score: null,
  test_score_text: 'N/A',
  attempts: 0,
  has_agreement: false,
  is_agree: false,
  signed_name: null,
  certificate_url: null,
};
const rows: TCourseReportRow[] = [
  {
    ...base,
    id: 'u1',
    enrolment_id: 'c1:u1',
    first_name: 'Solo',
    last_name: 'One',
    deadline_formatted: '30-06-2030',
    individual: true,
    disabled: false,
  },
  {
    ...base,
    id: 'u2',
    enrolment_id: 'c1:u2',
    first_name: 'Group',
    last_name: 'Only',
    deadline_formatted: null,
    individual: false,
    disabled: true,
  },
];

describe('CourseUsersPage', () => {
  it('removes an individually enrolled user after the warning, and locks group-only users', async () => {
    const calls = mockFetch((url, init) => {
      if (init.method === 'POST')
        return {
          status: 200,
          body: {
            message: MSG.ENROL_REMOVED,
            data: { summary: '', enrolled_users: 0, unenrolled_users: 1, enrolled_groups: 0, unenrolled_groups: 0 },
          },
        };
      if (url.includes('/v1/course/user-course-report/c1'))
        return {
          status: 200,
          body: {
            data: rows,
            meta: { pagination: { total: 2, per_page: 10, current_page: 1, total_pages: 1, links: {} } },
          },
        };
      return { status: 200, body: { data: course } };
    });
    renderWithApp(<CourseUsersPage />, { path: '/admin/courses/$id/users', url: '/admin/courses/c1/users' });

    expect(await screen.findByText('Solo One')).toBeTruthy();
    expect(screen.getByText('30-06-2030')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Remove Group Only from the course' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Update deadline of Group Only' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('group enrolled')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Solo One from the course' }));
    expect(await screen.findByText(MSG.ENROL_REMOVE_WARNING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => {
      const post = calls.find((call) => call.init.method === 'POST');
      expect(post?.url).toContain('/v1/course/remove-user-and-groups/c1');
      expect(JSON.parse(String(post?.init.body))).toEqual({ users: ['u1'] });
    });
    expect(await screen.findByText(MSG.ENROL_REMOVED)).toBeTruthy();
  });
});
