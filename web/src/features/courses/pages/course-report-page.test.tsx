import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TCourse, type TCourseHistoryRow, type TCourseReportRow } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import CourseReportPage from './course-report-page';

const course = {
  id: 'c1',
  name: 'Working at Height',
  total_users: 2,
  total_enrolled_individual_users: 1,
  total_groups: 1,
  total_enrolled_via_channel_users: 0,
  total_inprogress: 1,
  total_completed: 1,
  total_not_started: 0,
  completion_progress: 50,
} as TCourse;

function row(overrides: Partial<TCourseReportRow>): TCourseReportRow {
  return {
    id: 'u1',
    enrolment_id: 'c1:u1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    user_archived: false,
    state: 3,
    state_text: 'Complete',
    enrolled_date_formatted: '02-01-2026',
    deadline_formatted: '30-06-2026',
    start_date_formatted: '03-01-2026',
    complete_date_formatted: '04-01-2026',
    last_accessed_date: '04-01-2026',
    progress: 100,
    has_test: true,
    test_complete: true,
    test_passed: true,
    test_score: 85,
    test_score_text: '85%',
    attempts: 2,
    has_agreement: true,
    is_agree: true,
    signed_name: 'Ada L',
    individual: true,
    disabled: false,
    certificate_url: null,
    ...overrides,
  };
}

const rows = [
  row({}),
  row({
    id: 'u2',
    enrolment_id: 'c1:u2',
    first_name: 'Ben',
    last_name: 'Grouped',
    state: 2,
    state_text: 'In progress',
    progress: 40,
    test_score: null,
    test_score_text: 'T.B.C',
    has_agreement: false,
    is_agree: false,
    signed_name: null,
    individual: false,
    disabled: true,
  }),
];

const history: TCourseHistoryRow[] = [
  {
    id: 'current',
    course_id: 'c1',
    user_id: 'u1',
    state: 3,
    state_text: 'Complete',
    enrolled_date: '02-01-2026',
    start_date: '03-01-2026',
    complete_date: '04-01-2026',
    deadline: null,
    progress: 100,
    test_score: 85,
    test_score_text: '85%',
    attempts: 2,
    certificate_url: 'https://files.test/current.pdf',
    cycle: 2,
    expiry_date: '04-01-2027',
    archived_at: null,
  },
  {
    id: 'h1',
    course_id: 'c1',
    user_id: 'u1',
    state: 3,
    state_text: 'Complete',
    enrolled_date: '02-01-2025',
    start_date: '03-01-2025',
    complete_date: '04-01-2025',
    deadline: null,
    progress: 100,
    test_score: 90,
    test_score_text: '90%',
    attempts: 1,
    certificate_url: 'https://files.test/cert.pdf',
    certificate_id: 'cert-h1',
    cycle: 1,
    expiry_date: '04-01-2026',
    archived_at: '2025-06-01T10:00:00.000Z',
  },
];

const page = (data: TCourseReportRow[]) => ({
  data,
  meta: { pagination: { total: data.length, per_page: 10, current_page: 1, total_pages: 1, links: {} } },
});

describe('CourseReportPage', () => {
  it("shows the spec's columns, the exports when there are rows, and each user's course history", async () => {
    const calls = mockFetch((url) => {
      if (url.includes('/v1/course/user-course-report/c1')) return { status: 200, body: page(rows) };
      if (url.includes('/v1/course-user-history/')) return { status: 200, body: page(history as never) };
      return { status: 200, body: { data: course } };
    });
    renderWithApp(<CourseReportPage />, { path: '/admin/courses-report/$id', url: '/admin/courses-report/c1' });

    const table = await screen.findByRole('table', { name: 'Course report of Working at Height' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['First Name', 'Surname', 'Email', 'Enrolled Date', 'Deadline', 'Started Date']),
    );
    expect(headers).toEqual(
      expect.arrayContaining([
        'Date Completed',
        'Last Accessed',
        'Progress (%)',
        'Test Score',
        'Attempts',
        'Agree Status',
        'Agreed By',
      ]),
    );
    expect(await within(table).findByText('T.B.C')).toBeTruthy();
    expect(within(table).getByText('85%')).toBeTruthy();
    // Agree Status: Ada agreed; Ben's course run has no agreement statement to agree to.
    expect(within(table).getByText('Agreed')).toBeTruthy();
    expect(within(table).getByText('N/A')).toBeTruthy();
    expect(within(table).queryByText('Not agreed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export Excel: course report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PDF: archived course data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Report (Excel)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Full Course Library/ }).getAttribute('href')).toBe(
      '/admin/courses',
    );
    expect(screen.getByText('50%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Course history of Ada Lovelace' }));
    // The current completed run first, marked as such, then the archived one; each with its certificate, named by
    // what it is (course, learner, completion day) as its file is.
    const current = await screen.findByRole('listitem', { name: 'Current run' });
    const currentName = 'View Certificate: Working at Height, Ada Lovelace, 04-01-2026';
    expect((await within(current).findByRole('link', { name: currentName })).getAttribute('href')).toBe(
      'https://files.test/current.pdf',
    );
    const archived = screen.getByRole('listitem', { name: /^Archived on / });
    const certificate = within(archived).getByRole('link', {
      name: 'View Certificate: Working at Height, Ada Lovelace, 04-01-2025',
    });
    expect(certificate.getAttribute('href')).toBe('https://files.test/cert.pdf');
    expect(certificate.getAttribute('target')).toBe('_blank');
    expect(within(archived).getByText('90%')).toBeTruthy();
    // The archived run's certificate has its History (audit log); the current run's fixture names no certificate id.
    expect(
      within(archived).getByRole('button', {
        name: 'History of the Working at Height certificate of Ada Lovelace completed 04-01-2025',
      }),
    ).toBeTruthy();
    expect(within(current).queryByRole('button', { name: /^History of/ })).toBeNull();
    // Which certification each run was, and its certificate's expiry.
    expect(within(current).getByText('Certification').nextSibling?.textContent).toBe('2');
    expect(within(current).getByText('Certificate Expires').nextSibling?.textContent).toBe('04-01-2027');
    expect(within(archived).getByText('Certification').nextSibling?.textContent).toBe('1');
    expect(within(archived).getByText('Certificate Expiry').nextSibling?.textContent).toBe('04-01-2026');
    expect(calls.some((call) => call.url.includes('/v1/course-user-history/c1%3Au1'))).toBe(true);
  });

  it('hides the report export without rows', async () => {
    mockFetch((url) =>
      url.includes('/v1/course/user-course-report/')
        ? { status: 200, body: page([]) }
        : { status: 200, body: { data: course } },
    );
    renderWithApp(<CourseReportPage />, { path: '/admin/courses-report/$id', url: '/admin/courses-report/c1' });
    expect(await screen.findByText(MSG.COURSE_REPORT_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Excel: course report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email Report (PDF)' })).toBeNull();
  });

  it('shows the report request message when an export goes by email', async () => {
    mockFetch((url) => {
      if (url.includes('/v1/course/user-course-report-export/c1')) {
        return { status: 202, body: { message: MSG.REPORT_REQUESTED, data: { id: 'j1', delivery: 'email' } } };
      }
      if (url.includes('/v1/course/user-course-report/c1')) return { status: 200, body: page(rows) };
      return { status: 200, body: { data: course } };
    });
    renderWithApp(<CourseReportPage />, { path: '/admin/courses-report/$id', url: '/admin/courses-report/c1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export PDF: course report' }));
    expect(await screen.findByText(MSG.REPORT_REQUESTED)).toBeTruthy();
  });

  it('archives one user after confirmation', async () => {
    const calls = mockFetch((url, init) => {
      if (init.method === 'POST') return { status: 200, body: { message: MSG.COURSE_ARCHIVED, data: { archived: 1 } } };
      if (url.includes('/v1/course/user-course-report/')) return { status: 200, body: page(rows) };
      return { status: 200, body: { data: course } };
    });
    renderWithApp(<CourseReportPage />, { path: '/admin/courses-report/$id', url: '/admin/courses-report/c1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive course data of Ada Lovelace' }));
    expect(await screen.findByText(MSG.COURSE_USER_ARCHIVE_CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.init.method === 'POST' && call.url.includes('/v1/archive-user-course/c1%3Au1')),
      ).toBe(true),
    );
    expect(await screen.findByText(MSG.COURSE_ARCHIVED)).toBeTruthy();
  });
});
