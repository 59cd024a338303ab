import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_PIE_STATES, type TReportCharts } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import ReportsLandingPage from './reports-landing-page';

const MONTHS = ['Dec 2025', 'Jan 2026', 'Feb 2026'];

const charts: TReportCharts = {
  line: { months: MONTHS, logins: [4, 0, 17] },
  bar: {
    categories: MONTHS,
    series: [
      { name: 'Health & Safety', data: [1, 2, 3] },
      { name: 'Compliance', data: [0, 5, 0] },
    ],
  },
  pie: [
    { name: 'Not Started', value: 6 },
    { name: 'In Progress', value: 3 },
    { name: 'Test Pending', value: 1 },
    { name: 'Completed', value: 11 },
  ],
};

const newCompany: TReportCharts = {
  line: { months: MONTHS, logins: [0, 0, 0] },
  bar: { categories: MONTHS, series: [] },
  pie: REPORT_PIE_STATES.map((name) => ({ name, value: 0 })),
};

/** The figures a chart's hidden table carries, row by row. */
function tableRows(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

function renderLanding(body: TReportCharts | null) {
  signInAs(2);
  const calls = mockFetch((url) =>
    url.endsWith('/v1/reports')
      ? body
        ? { status: 200, body }
        : { status: 500, body: {} }
      : url.endsWith('/v1/report-schedules')
        ? { status: 200, body: { data: [] } }
        : { status: 404 },
  );
  renderWithApp(<ReportsLandingPage />, { path: '/admin/reports' });
  return calls;
}

describe('Reports landing', () => {
  it('offers the five reports as tiles', async () => {
    renderLanding(charts);
    const nav = await screen.findByRole('navigation', { name: 'Reports' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent?.match(/^(.*Report)/)?.[1], link.getAttribute('href')]);
    expect(links).toEqual([
      ['User Report', '/admin/reports/user'],
      ['Course Report', '/admin/reports/course'],
      ['Group Report', '/admin/reports/group'],
      ['Playlist Report', '/admin/reports/playlist'],
      ['External Training Report', '/admin/reports/external-training'],
    ]);
    await screen.findByRole('table', { name: 'Logins by Month' });
  });

  it('draws the three charts from the data, each with its figures as a table', async () => {
    const calls = renderLanding(charts);
    await screen.findByRole('table', { name: 'Logins by Month' });
    expect(calls.map((c) => new URL(c.url, 'http://localhost').pathname).sort()).toEqual([
      '/v1/report-schedules',
      '/v1/reports',
    ]);

    expect(screen.getByRole('heading', { name: 'Logins by Month' })).toBeTruthy();
    expect(tableRows('Logins by Month')).toEqual([
      ['Month', 'Logins'],
      ['Dec 2025', '4'],
      ['Jan 2026', '0'],
      ['Feb 2026', '17'],
    ]);
    expect(tableRows('Completions by Course Type')).toEqual([
      ['Month', 'Health & Safety', 'Compliance'],
      ['Dec 2025', '1', '0'],
      ['Jan 2026', '2', '5'],
      ['Feb 2026', '3', '0'],
    ]);
    expect(tableRows('Enrolments by State')).toEqual([
      ['State', 'Enrolments'],
      ['Not Started', '6'],
      ['In Progress', '3'],
      ['Test Pending', '1'],
      ['Completed', '11'],
    ]);
    expect(screen.getByText('Completed: 11')).toBeTruthy();
    expect(screen.queryByText('No logins yet')).toBeNull();
  });

  it('says so when a new company has nothing to chart', async () => {
    renderLanding(newCompany);
    expect(await screen.findByText('No logins yet')).toBeTruthy();
    expect(screen.getByText('No completed courses yet')).toBeTruthy();
    expect(screen.getByText('No enrolments yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Logins by Month' })).toBeNull();
    expect(screen.getByText('No scheduled reports')).toBeTruthy();
  });

  it('shows the load error with a retry', async () => {
    renderLanding(null);
    expect(await screen.findByText('The charts could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
