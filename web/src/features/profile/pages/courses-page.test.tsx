import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUserCourseRow } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { activateLocale } from '../../../i18n/language';
import { activateTestSourceLocale } from '../../../test/i18n-wrapper';
import CoursesPage from './courses-page';

afterEach(() => activateTestSourceLocale());

function courseRow(n: number, overrides: Partial<TUserCourseRow>): TUserCourseRow {
  return {
    id: `k${n}:u1`,
    course_id: `k${n}`,
    title: `Course ${n}`,
    state: 1,
    state_text: 'Not yet started',
    enrolled_date_formatted: '01-03-2026',
    start_date_formatted: null,
    complete_date_formatted: null,
    last_accessed_date: null,
    deadline_formatted: null,
    progress: 0,
    has_test: false,
    test_complete: false,
    test_passed: false,
    test_score: null,
    attempts: 0,
    certificate_url: null,
    disabled: false,
    ...overrides,
  };
}

const ROWS = [
  courseRow(1, {}),
  courseRow(2, { state: 2, state_text: 'In progress', progress: 40, start_date_formatted: '02-03-2026' }),
  courseRow(3, {
    state: 3,
    state_text: 'Complete',
    progress: 100,
    has_test: true,
    test_complete: true,
    test_passed: true,
    test_score: 92,
    complete_date_formatted: '05-03-2026',
  }),
  courseRow(4, { state: 5, state_text: 'Complete Test', progress: 100, has_test: true }),
  courseRow(5, { state: 3, state_text: 'Complete', progress: 100 }),
];

function api() {
  return byPath({
    '/v1/users/courses': () => ({ status: 200, body: { data: ROWS, meta: pagination(ROWS.length, 1, 10) } }),
    '/v1/courses': (url) => ({ status: 200, body: { data: { url: `https://files.example${url.pathname}.pdf` } } }),
  });
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

describe('Profile Courses', () => {
  it("shows the spec's columns, with 'T.B.C', 'N/A' or the percent as the test score", async () => {
    signInAs(3, 'u1');
    mockFetch(api());
    renderWithApp(<CoursesPage />, { path: '/profile/courses' });

    const table = await screen.findByRole('table', { name: 'My courses' });
    await screen.findByRole('cell', { name: 'Course 1' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    expect(headings).toEqual([
      'Course Title',
      'Status',
      'Date Enrolled',
      'Date Started',
      'Date Completed',
      'Progress %',
      'Deadline',
      'Test Score',
      'Passed Test',
      'Action',
    ]);
    const cells = (title: string) =>
      within(rowOf(title))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Course 1')[7]).toBe('N/A');
    expect(cells('Course 1')[8]).toBe('N/A');
    expect(cells('Course 3')[7]).toBe('92%');
    expect(cells('Course 3')[8]).toBe('Yes');
    expect(cells('Course 4')[7]).toBe('T.B.C');
    expect(cells('Course 4')[8]).toBe('T.B.C');
    expect(cells('Course 2')).toContain('02-03-2026');
  });

  it("writes the server's dd-mm-yyyy days in Polish and Spanish as those languages do (issue 34)", async () => {
    await act(() => activateLocale('pl'));
    signInAs(3, 'u1');
    mockFetch(api());
    renderWithApp(<CoursesPage />, { path: '/profile/courses' });
    await screen.findByRole('cell', { name: 'Course 2' });
    const cells = (title: string) =>
      within(rowOf(title))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Course 2').slice(2, 4)).toEqual(['01.03.2026', '02.03.2026']);
    expect(cells('Course 3')[4]).toBe('05.03.2026');
    await act(() => activateLocale('es'));
    await waitFor(() => expect(cells('Course 3')[4]).toBe('05/03/2026'));
  });

  it('offers the actions by state: Start, Continue, Take Test plus Continue, Download Certificate', async () => {
    signInAs(3, 'u1');
    mockFetch(api());
    renderWithApp(<CoursesPage />, { path: '/profile/courses' });
    await screen.findByRole('cell', { name: 'Course 1' });

    const actions = (title: string) =>
      [...rowOf(title).querySelectorAll('a, button')].map((element) => element.textContent);
    expect(actions('Course 1')).toEqual(['Start Course']);
    expect(actions('Course 2')).toEqual(['Continue Course']);
    expect(actions('Course 3')).toEqual(['Download Certificate']);
    expect(actions('Course 4')).toEqual(['Take Test', 'Continue Course']);
    expect(actions('Course 5')).toEqual(['Download Certificate']);
    // Start, Continue and Take Test all open the course player (which opens the test when it is due).
    const takeTest = within(rowOf('Course 4')).getByRole('link', { name: /Take Test/ });
    expect(takeTest.getAttribute('href')).toBe('/courses/player/k4');
  });

  it('asks for the certificate link on click and downloads it, no new tab', async () => {
    signInAs(3, 'u1');
    const calls = mockFetch(api());
    const open = vi.spyOn(window, 'open');
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    renderWithApp(<CoursesPage />, { path: '/profile/courses' });
    await screen.findByRole('cell', { name: 'Course 1' });

    fireEvent.click(within(rowOf('Course 3')).getByRole('button', { name: /Download Certificate/ }));
    await waitFor(() => expect(followed).toEqual(['https://files.example/v1/courses/k3/certificate.pdf']));
    expect(open).not.toHaveBeenCalled();
    click.mockRestore();
    const request = new URL(calls.find((call) => call.url.includes('/certificate'))!.url, 'http://localhost');
    // One's own certificate: no user_id.
    expect(request.searchParams.get('user_id')).toBeNull();
  });
});
