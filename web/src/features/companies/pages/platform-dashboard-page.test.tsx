import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_STATE_NAME, MSG, type TPlatformFigures } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import PlatformDashboardPage from './platform-dashboard-page';
import { axeViolations } from '../../../test/axe';

function figures(totals: [number, number, number, number, number], overrides: Partial<TPlatformFigures> = {}) {
  return {
    companies_by_state: totals.map((total, i) => ({
      state: i + 1,
      state_description: COMPANY_STATE_NAME[(i + 1) as 1 | 2 | 3 | 4 | 5],
      total,
    })),
    total_companies: totals.reduce((sum, n) => sum + n, 0),
    total_users: 1234,
    active_learners_this_month: 87,
    month: '2026-11',
    ...overrides,
  } satisfies TPlatformFigures;
}

function renderDashboard(answers: ({ status: number; body?: unknown } | undefined)[]) {
  signInAs(1, 'super-1');
  let call = 0;
  const calls = mockFetch((url) => {
    if (!url.endsWith('/v1/platform/figures')) return { status: 404 };
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return answer ?? { status: 500, body: {} };
  });
  renderWithApp(<PlatformDashboardPage />, { path: '/super-admin/dashboard' });
  return calls;
}

function statValue(name: string) {
  return within(screen.getByRole('region', { name })).getByText(/^[\d,]+$/).textContent;
}

describe('the platform dashboard', () => {
  it('shows the companies by state, the users and the learners active this month', async () => {
    const calls = renderDashboard([{ status: 200, body: { data: figures([3, 1, 5, 2, 1]) } }]);
    expect(await screen.findByLabelText('Loading the platform figures')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Companies by State' });
    expect(await axeViolations()).toEqual([]);
    expect(calls.map((c) => new URL(c.url, 'http://localhost').pathname)).toEqual(['/v1/platform/figures']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['State', 'Companies'],
      ['Free Trial', '3'],
      ['Free Trial Expired', '1'],
      ['Active Membership', '5'],
      ['Membership Suspended', '2'],
      ['Free Trial Extended', '1'],
    ]);
    expect(statValue('Companies')).toBe('12');
    expect(statValue('Users')).toBe('1,234');
    expect(statValue('Learners active this month')).toBe('87');
    expect(screen.getByText('Signed in during November 2026')).toBeTruthy();
    expect(screen.queryByText('TBC')).toBeNull();
  });

  it('says so when the platform has no companies yet', async () => {
    renderDashboard([
      { status: 200, body: { data: figures([0, 0, 0, 0, 0], { total_users: 0, active_learners_this_month: 0 }) } },
    ]);
    expect(await screen.findByText('No companies yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Companies by State' })).toBeNull();
    expect(statValue('Companies')).toBe('0');
  });

  it('offers Try again when the figures cannot be loaded', async () => {
    renderDashboard([
      { status: 500, body: {} },
      { status: 200, body: { data: figures([1, 0, 0, 0, 0]) } },
    ]);
    expect(await screen.findByText('The platform figures could not be loaded')).toBeTruthy();
    expect(screen.getByText(MSG.GENERIC_ERROR)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Companies by State' })).toBeTruthy();
  });
});
