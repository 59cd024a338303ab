import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TCourseStats, type TGroup, type TPlaylist } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import CourseReportListPage from './course-report-list-page';
import GroupReportPage from './group-report-page';
import PlaylistReportPage from './playlist-report-page';

const course: TCourseStats = {
  id: 'c1',
  name: 'Fire Safety',
  thumbnail: null,
  published: true,
  total_users: 7,
  total_enrolled_individual_users: 4,
  total_groups: 2,
  total_enrolled_via_channel_users: 0,
  total_inprogress: 3,
  total_completed: 1,
  total_not_started: 3,
  completion_progress: 14.29,
  total_materials: 2,
  total_videos: 0,
};

const group = {
  id: 'g1',
  name: 'Warehouse',
  description: null,
  total_users: 5,
  total_courses: 3,
  total_channels: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} satisfies TGroup;

const playlist = {
  id: 'p1',
  name: 'New Starters',
  description: '',
  thumbnailOption: 'icon',
  icon: null,
  thumbnail: null,
  published: true,
  levels: 1,
  total_modules: 6,
  total_published_modules: 6,
  individual_users: 2,
  group_users: 5,
  total_groups: 1,
  total_users: 7,
  total_assets: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} as TPlaylist;

const queued = { status: 202, body: { message: MSG.REPORT_REQUESTED, data: { id: 'j1', delivery: 'email' } } };
const listOf = (row: unknown) => () => ({ status: 200, body: { data: [row], meta: pagination(1, 1, 10) } });

/** The figures of the table's only row, as the columns show them. */
async function onlyRow(caption: string) {
  const table = await screen.findByRole('table', { name: caption });
  // The loading row is also a second row: wait for one with a cell under every column.
  await waitFor(() => {
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getAllByRole('cell')).toHaveLength(within(rows[0]!).getAllByRole('columnheader').length);
  });
  const [head, row] = within(table).getAllByRole('row');
  const headers = within(head!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const cells = within(row!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]]));
}

/** Types a search, waits for the list to be asked with it, then presses Email Report (PDF): the body it sent. */
async function emailWithSearch(calls: { url: string; init: RequestInit }[], label: string, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
  await waitFor(() => expect(calls.some((c) => c.url.includes(encodeURIComponent(`name:${text}`)))).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Email Report (PDF)' }));
  // (The notifications of earlier tests may still be on screen: the store is the page's.)
  expect((await screen.findAllByText(MSG.REPORT_REQUESTED)).length).toBeGreaterThan(0);
  const sent = calls.filter((c) => c.url.endsWith('/v1/reports/email')).at(-1);
  return JSON.parse(String(sent?.init.body)) as unknown;
}

describe('Course, group and playlist reports', () => {
  it("Course Reports: the counters, completion rounded, Details to the course's report, emailed with the search", async () => {
    signInAs(2);
    const calls = mockFetch(byPath({ '/v1/courses-data': listOf(course), '/v1/reports/email': () => queued }));
    renderWithApp(<CourseReportListPage />, { path: '/admin/reports/course' });

    expect(await onlyRow('Course report')).toEqual({
      Course: 'Fire Safety',
      'Individual Users': '4',
      Groups: '2',
      'Total Users': '7',
      'In Progress': '3',
      Completed: '1',
      'Not Started': '3',
      'Total Completion %': '14%',
      Details: 'Details',
    });
    const details = screen.getByRole('link', { name: 'Details of Fire Safety' });
    expect(details.getAttribute('href')).toBe('/admin/reports/course/c1');
    expect(await emailWithSearch(calls, 'Search Courses', 'Fire')).toEqual({
      report: 'courses',
      type: 'pdf',
      search: 'name:Fire',
    });
  });

  it('Group Reports: users, courses and playlists per group, emailed with the search', async () => {
    signInAs(2);
    const calls = mockFetch(byPath({ '/v1/groups': listOf(group), '/v1/reports/email': () => queued }));
    renderWithApp(<GroupReportPage />, { path: '/admin/reports/group' });

    expect(await onlyRow('Group report')).toEqual({ Name: 'Warehouse', Users: '5', Courses: '3', Playlists: '1' });
    expect(await emailWithSearch(calls, 'Search Groups', 'Ware')).toEqual({
      report: 'groups',
      type: 'pdf',
      search: 'name:Ware',
    });
  });

  it('Playlist Reports: who each playlist reaches and its modules, page sizes 5, 10 and 15', async () => {
    signInAs(2);
    const calls = mockFetch(byPath({ '/v1/channels': listOf(playlist), '/v1/reports/email': () => queued }));
    renderWithApp(<PlaylistReportPage />, { path: '/admin/reports/playlist', mantineEnv: 'test' });

    expect(await onlyRow('Playlist report')).toEqual({
      Icon: '',
      Playlist: 'New Starters',
      'Assigned Users': '2',
      'Assigned Groups': '1',
      'Total Users': '7',
      Modules: '6',
    });
    fireEvent.click(screen.getByLabelText('Rows per page'));
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['5', '10', '15']);
    fireEvent.click(sizes[0]!);
    await waitFor(() => expect(calls.at(-1)?.url).toContain('limit=5'));
    expect(await emailWithSearch(calls, 'Search Playlists', 'New')).toEqual({
      report: 'playlists',
      type: 'pdf',
      search: 'name:New',
    });
  });
});
