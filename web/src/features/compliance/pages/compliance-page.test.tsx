import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_MESSAGES, ROLE, type TComplianceSummary, type TExpiringCertificate } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import {
  FIRE,
  GDPR,
  NO_REQUIRED_COURSES,
  cell,
  complianceRow,
  expiring,
  matrixPage,
  summaryOf,
} from '../compliance-fixtures';
import CompliancePage from './compliance-page';

// Toasts live in a module-level store: each test starts without the previous one's.
beforeEach(() => notifications.clean());

type TAnswer = { status: number; body?: unknown };

/** 15 learners: the first two with a status on both courses, the rest certified on Fire Safety only. */
function learners(total: number) {
  return Array.from({ length: total }, (_, i) => {
    const n = i + 1;
    if (n === 1)
      return complianceRow(1, [
        cell(FIRE.id, 'certified', '2027-03-12', 340),
        cell(GDPR.id, 'expiring', '2026-08-14', 12),
      ]);
    if (n === 2) return complianceRow(2, [cell(FIRE.id, 'overdue', '2026-02-01', -150), cell(GDPR.id, 'not_started')]);
    return complianceRow(n, [cell(FIRE.id, 'expired', `2026-01-${String(n).padStart(2, '0')}`, -180)]);
  });
}

interface TApiOptions {
  summary?: TComplianceSummary | (() => TAnswer);
  total?: number;
  expiringRows?: (within: string) => TExpiringCertificate[];
  remind?: (ids: string[]) => TAnswer;
}

function complianceApi({ summary = summaryOf(), total = 15, expiringRows, remind }: TApiOptions = {}) {
  const rows = learners(total);
  return byPath({
    '/v1/compliance/summary': () =>
      typeof summary === 'function' ? summary() : { status: 200, body: { data: summary } },
    '/v1/compliance/expiring': (url) => ({
      status: 200,
      body: { data: expiringRows?.(url.searchParams.get('within') ?? '') ?? [expiring(1), expiring(2), expiring(3)] },
    }),
    '/v1/compliance/remind': (_url, init) => {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      return remind?.(ids) ?? { status: 200, body: { message: COMPLIANCE_MESSAGES.REMINDED(ids.length) } };
    },
    '/v1/compliance': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return { status: 200, body: matrixPage(rows.slice((page - 1) * limit, page * limit), total, page, limit) };
    },
    '/v1/groups-basic-detail': () => ({
      status: 200,
      body: { data: [{ id: 'g1', name: 'Warehouse', total_users: 4 }], meta: pagination(1, 1, 1000) },
    }),
    '/v1/clients-baisc-details': () => ({
      status: 200,
      body: {
        data: [
          {
            id: 'admin-1',
            first_name: 'Ada',
            last_name: 'Admin',
            email: 'ada@example.com',
            role_id: ROLE.ADMIN,
            unique_id: null,
          },
          {
            id: 'm1',
            first_name: 'Maya',
            last_name: 'Manager',
            email: 'maya@example.com',
            role_id: ROLE.MANAGER,
            unique_id: null,
          },
          {
            id: 'l1',
            first_name: 'Leo',
            last_name: 'Learner',
            email: 'leo@example.com',
            role_id: ROLE.USER,
            unique_id: null,
          },
        ],
        meta: pagination(3, 1, 1000),
      },
    }),
    '/v1/reports/export': () => ({
      status: 200,
      body: {
        url: 'https://files.test/c.xlsx',
        data: { url: 'https://files.test/c.xlsx', file_name: 'c.xlsx', expires_in: 300 },
      },
    }),
  });
}

const callsTo = (calls: { url: string }[], path: string) =>
  calls.map((c) => new URL(c.url, 'http://localhost')).filter((u) => u.pathname === path);
const matrixCalls = (calls: { url: string }[]) => callsTo(calls, '/v1/compliance');

function renderPage() {
  return renderWithApp(<CompliancePage />, { path: '/admin/compliance', mantineEnv: 'test' });
}

describe('Compliance', () => {
  it("shows the headline overall and per course, and the matrix with the server's words in each cell", async () => {
    signInAs(ROLE.ADMIN);
    mockFetch(complianceApi());
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance' })).toBeTruthy();
    const headline = await screen.findByRole('region', { name: 'In date today' });
    expect(within(headline).getByText('87% in date')).toBeTruthy();
    const byCourse = within(headline).getByRole('table', { name: 'In date by course' });
    const [fire, gdpr] = within(byCourse).getAllByRole('row').slice(1);
    expect(
      within(fire!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Fire Safety', '12 of 14', '85%']);
    expect(
      within(gdpr!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Data Protection', '9 of 10', '90%']);
    expect(within(byCourse).getByRole('progressbar', { name: 'Fire Safety: 85% in date' })).toBeTruthy();

    const matrix = await screen.findByRole('table', { name: 'Compliance matrix' });
    await within(matrix).findByText('First1 Last1');
    expect(
      within(matrix)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Fire Safety', 'Data Protection']);
    const [first, second, third] = within(matrix).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['First1 Last1', 'user1@example.com', 'Certified until 12 Mar 2027', 'Expiring in 12 days']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['First2 Last2', 'user2@example.com', 'Overdue since 2 Feb 2026', 'Not started']);
    // A course the learner is not enrolled on has no cell from the server.
    expect(
      within(third!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['First3 Last3', 'user3@example.com', 'Expired on 3 Jan 2026', 'Not enrolled']);
    // Each status carries an icon as well as its colour and words (never colour alone).
    expect(
      within(first!).getByText('Certified until 12 Mar 2027').closest('.mantine-Badge-root')?.querySelector('svg'),
    ).toBeTruthy();

    expect(await screen.findByRole('table', { name: 'Certificates expiring in the next 30 days' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the search, group and manager to the server and goes back to page 1', async () => {
    signInAs(ROLE.ADMIN);
    const calls = mockFetch(complianceApi());
    renderPage();
    const matrix = await screen.findByRole('table', { name: 'Compliance matrix' });
    await within(matrix).findByText('First1 Last1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(matrix).findByText('First11 Last11');
    expect(matrixCalls(calls).at(-1)?.searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Warehouse' }));
    await waitFor(() => expect(matrixCalls(calls).at(-1)?.searchParams.get('group_id')).toBe('g1'));
    expect(matrixCalls(calls).at(-1)?.searchParams.get('page')).toBe('1');
    // The headline follows the filter.
    await waitFor(() =>
      expect(callsTo(calls, '/v1/compliance/summary').at(-1)?.searchParams.get('group_id')).toBe('g1'),
    );

    fireEvent.click(screen.getByRole('combobox', { name: 'Manager' }));
    // Only the company's managers are offered.
    expect(screen.queryByRole('option', { name: 'Leo Learner' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Maya Manager' }));
    await waitFor(() => expect(matrixCalls(calls).at(-1)?.searchParams.get('manager_id')).toBe('m1'));
    expect(matrixCalls(calls).at(-1)?.searchParams.get('group_id')).toBe('g1');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search Users' }), { target: { value: 'Ann' } });
    await waitFor(() =>
      expect(matrixCalls(calls).at(-1)?.searchParams.get('search')).toBe('first_name:Ann;last_name:Ann;email:Ann'),
    );
    const last = matrixCalls(calls).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      page: '1',
      limit: '10',
      orderBy: 'first_name',
      sortedBy: 'asc',
      search: 'first_name:Ann;last_name:Ann;email:Ann',
      group_id: 'g1',
      manager_id: 'm1',
    });
  });

  it("sorts by a course's status at the server, then the other way", async () => {
    signInAs(ROLE.ADMIN);
    const calls = mockFetch(complianceApi());
    renderPage();
    const matrix = await screen.findByRole('table', { name: 'Compliance matrix' });
    await within(matrix).findByText('First1 Last1');

    fireEvent.click(within(matrix).getByRole('button', { name: 'Fire Safety' }));
    await waitFor(() => expect(matrixCalls(calls).at(-1)?.searchParams.get('orderBy')).toBe(`course:${FIRE.id}`));
    expect(matrixCalls(calls).at(-1)?.searchParams.get('sortedBy')).toBe('asc');
    expect(within(matrix).getByRole('columnheader', { name: 'Fire Safety' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    fireEvent.click(within(matrix).getByRole('button', { name: 'Fire Safety' }));
    await waitFor(() => expect(matrixCalls(calls).at(-1)?.searchParams.get('sortedBy')).toBe('desc'));

    fireEvent.click(within(matrix).getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(matrixCalls(calls).at(-1)?.searchParams.get('orderBy')).toBe('email'));
  });

  it('exports Excel with the filters and order, as the other reports do', async () => {
    signInAs(ROLE.ADMIN);
    const calls = mockFetch(complianceApi());
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    const matrix = await screen.findByRole('table', { name: 'Compliance matrix' });
    await within(matrix).findByText('First1 Last1');
    fireEvent.click(within(matrix).getByRole('button', { name: 'Data Protection' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Warehouse' }));

    fireEvent.click(screen.getByRole('button', { name: 'Export Excel: compliance report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.filter((c) => c.url.endsWith('/v1/reports/export'));
    expect(exported.map((c) => JSON.parse(String(c.init.body)) as unknown)).toEqual([
      { report: 'compliance', type: 'excel', group_id: 'g1', orderBy: `course:${GDPR.id}`, sortedBy: 'asc' },
    ]);
    expect(screen.getByRole('button', { name: 'Export PDF: compliance report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Report (Excel)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email to…: compliance report' })).toBeTruthy();
    click.mockRestore();
  });

  it('reminds the ticked learners of the expiring list, and says why Remind waits when nobody is ticked', async () => {
    signInAs(ROLE.ADMIN);
    const reminded: string[][] = [];
    const calls = mockFetch(
      complianceApi({
        expiringRows: (within) =>
          within === '60'
            ? [expiring(1), expiring(2), expiring(3), expiring(4, { days: 45, renewal_started: true })]
            : [expiring(1), expiring(2), expiring(3)],
        remind: (ids) => {
          reminded.push(ids);
          return { status: 200, body: { message: COMPLIANCE_MESSAGES.REMINDED(ids.length) } };
        },
      }),
    );
    renderPage();
    const list = await screen.findByRole('table', { name: 'Certificates expiring in the next 30 days' });
    await within(list).findByText('First1 Last1');
    const [row] = within(list).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['First1 Last1user1@example.com', 'Fire Safety', '14-08-2026', '11', 'No']);

    const remind = screen.getByRole('button', { name: 'Remind' }) as HTMLButtonElement;
    expect(remind.disabled).toBe(true);
    expect(remind.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(remind.getAttribute('aria-describedby')!)?.textContent).toBe(
      COMPLIANCE_MESSAGES.NOTHING_TO_REMIND,
    );

    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select First1 Last1: Fire Safety' }));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select First3 Last3: Fire Safety' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remind' }));
    expect(await screen.findByText('Reminder sent to 2 learners.')).toBeTruthy();
    expect(reminded).toEqual([[`${FIRE.id}:u1`, `${FIRE.id}:u3`]]);
    const post = calls.find((c) => c.url.endsWith('/v1/compliance/remind'))!;
    expect(post.init.method).toBe('POST');
    // Sent: the ticks are cleared.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Remind' }) as HTMLButtonElement).disabled).toBe(true),
    );

    // 60 days: a longer list; select all ticks every row of it.
    fireEvent.click(screen.getByRole('radio', { name: '60 days' }));
    const longer = await screen.findByRole('table', { name: 'Certificates expiring in the next 60 days' });
    await within(longer).findByText('First4 Last4');
    expect(callsTo(calls, '/v1/compliance/expiring').at(-1)?.searchParams.get('within')).toBe('60');
    fireEvent.click(within(longer).getByRole('checkbox', { name: 'Select all rows on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remind' }));
    await waitFor(() => expect(reminded).toHaveLength(2));
    expect(reminded[1]).toEqual([1, 2, 3, 4].map((n) => `${FIRE.id}:u${n}`));
    expect(await screen.findByText('Reminder sent to 4 learners.')).toBeTruthy();
  });

  it("shows the server's refusal of a reminder", async () => {
    signInAs(ROLE.ADMIN);
    mockFetch(complianceApi({ remind: () => ({ status: 404, body: { message: 'Not found.' } }) }));
    renderPage();
    const list = await screen.findByRole('table', { name: 'Certificates expiring in the next 30 days' });
    fireEvent.click(await within(list).findByRole('checkbox', { name: 'Select First2 Last2: Fire Safety' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remind' }));
    expect(await screen.findByText('Not found.')).toBeTruthy();
  });

  it('says what to do when no course is required yet, with a link to Courses', async () => {
    signInAs(ROLE.ADMIN);
    const calls = mockFetch(complianceApi({ summary: NO_REQUIRED_COURSES }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No required courses yet' })).toBeTruthy();
    expect(
      screen.getByText("Set a validity or tick Show on the Compliance screen on a course's Recertification settings."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Courses' }).getAttribute('href')).toBe('/admin/courses');
    expect(screen.queryByRole('table', { name: 'Compliance matrix' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Excel: compliance report' })).toBeNull();
    expect(matrixCalls(calls)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('says the figures could not be loaded, and Try again loads them', async () => {
    signInAs(ROLE.ADMIN);
    let failures = 1;
    mockFetch(
      complianceApi({
        summary: () =>
          failures-- > 0
            ? { status: 500, body: { message: 'Server Error' } }
            : { status: 200, body: { data: summaryOf() } },
      }),
    );
    renderPage();
    expect(await screen.findByText('Compliance could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('87% in date')).toBeTruthy();
  });

  it("gives a manager their team's screen: no manager filter, no exports", async () => {
    signInAs(ROLE.MANAGER, 'manager-1');
    const calls = mockFetch(complianceApi());
    renderPage();
    const matrix = await screen.findByRole('table', { name: 'Compliance matrix' });
    await within(matrix).findByText('First1 Last1');
    expect(screen.getByRole('combobox', { name: 'Group' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Manager' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Excel: compliance report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email to…: compliance report' })).toBeNull();
    expect(callsTo(calls, '/v1/clients-baisc-details')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });
});

/** A phone: the query for "narrower than sm" matches (the test setup's stand-in matches nothing, a desktop). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.startsWith('not all and (min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('Compliance on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each learner as a card with every course and its status, and sorts by a course from above the cards', async () => {
    onAPhone();
    signInAs(ROLE.ADMIN);
    const calls = mockFetch(complianceApi());
    const { container } = renderPage();
    const cards = await screen.findByRole('list', { name: 'Compliance matrix' });
    expect(screen.queryByRole('table', { name: 'Compliance matrix' })).toBeNull();
    const first = within(cards).getByRole('listitem', { name: 'First1 Last1' });
    expect(
      Array.from(first.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Name', 'First1 Last1'],
      ['Email', 'user1@example.com'],
      ['Fire Safety', 'Certified until 12 Mar 2027'],
      ['Data Protection', 'Expiring in 12 days'],
    ]);
    const sorting = within(cards.parentElement!).getByRole('group', { name: 'Sort by' });
    fireEvent.click(within(sorting).getByRole('button', { name: 'Data Protection' }));
    await waitFor(() => expect(matrixCalls(calls).at(-1)?.searchParams.get('orderBy')).toBe(`course:${GDPR.id}`));
    expect(await screen.findByRole('list', { name: 'Certificates expiring in the next 30 days' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
