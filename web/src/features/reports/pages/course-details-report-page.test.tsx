import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TCourse, type TCourseReportRow } from '@skillway/shared';
import { pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import CourseDetailsReportPage from './course-details-report-page';

const course = { id: 'c1', name: 'Fire Safety', total_users: 1, completion_progress: 0 } as TCourse;
const row = {
  id: 'u1',
  enrolment_id: 'c1:u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  user_archived: false,
  state: 1,
  state_text: 'Not started',
  enrolled_date_formatted: '02-01-2026',
  deadline_formatted: null,
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
  individual: true,
  disabled: false,
  certificate_url: null,
} satisfies TCourseReportRow;

describe('Course details report (from the reports)', () => {
  it('is the course report with the way back to the reports, and emails it with the course id', async () => {
    signInAs(2);
    const calls = mockFetch((url) => {
      if (url.endsWith('/v1/reports/email')) {
        return { status: 202, body: { message: MSG.REPORT_REQUESTED, data: { id: 'j1', delivery: 'email' } } };
      }
      if (url.includes('/v1/course/user-course-report/c1'))
        return { status: 200, body: { data: [row], meta: pagination(1, 1, 10) } };
      return { status: 200, body: { data: course } };
    });
    renderWithApp(<CourseDetailsReportPage />, { path: '/admin/reports/course/$id', url: '/admin/reports/course/c1' });

    const table = await screen.findByRole('table', { name: 'Course report of Fire Safety' });
    expect(await within(table).findByText('Lovelace')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Reports/ }).getAttribute('href')).toBe('/admin/reports');
    expect(screen.queryByRole('link', { name: /Back to Full Course Library/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Email Report (Excel)' }));
    expect(await screen.findByText(MSG.REPORT_REQUESTED)).toBeTruthy();
    await waitFor(() => {
      const sent = calls.find((c) => c.url.endsWith('/v1/reports/email'));
      expect(JSON.parse(String(sent?.init.body))).toEqual({ report: 'course', type: 'excel', course_id: 'c1' });
    });
  });
});
