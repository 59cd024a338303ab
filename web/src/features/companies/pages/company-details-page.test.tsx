import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { MSG, type TCompanyAdminDetail, type TCompanyDeleteJob, type TCourse } from '@skillway/shared';
import { fullCourse } from '../../learning/test-fixtures';
import { byPath, pagination, signInAs, userRow } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { tomorrowIso } from '../components/extend-trial-panel';
import { companyDetail as detail } from '../test-fixtures';
import CompanyDetailsPage from './company-details-page';
import { axeViolations } from '../../../test/axe';

type TRoute = Parameters<typeof byPath>[0][string];

/** Two required courses, 21 of 24 learners in date. */
const COMPLIANCE = {
  courses: [
    { id: 'k1', name: 'Fire Safety', required: 14, in_date: 12, percent: 85 },
    { id: 'k2', name: 'Induction', required: 10, in_date: 9, percent: 90 },
  ],
  required: 24,
  in_date: 21,
  percent: 87,
};
interface TCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

function renderPage(routes: Record<string, TRoute>, url = '/super-admin/company/c1') {
  signInAs(1, 'super-1');
  const calls: TCall[] = [];
  const route = byPath({
    '/v1/companies/c1/compliance': () => ({ status: 200, body: { data: COMPLIANCE } }),
    ...routes,
  });
  mockFetch((raw, init) => {
    const parsed = new URL(raw, 'http://localhost');
    calls.push({
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return route(raw, init);
  });
  const result = renderWithApp(<CompanyDetailsPage />, { path: '/super-admin/company/$id', url, mantineEnv: 'test' });
  return { ...result, calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function companyRoute(current: () => TCompanyAdminDetail): TRoute {
  return () => ({ status: 200, body: { data: current() } });
}

async function confirmWith(text: string, answer: 'Yes' | 'Delete' | 'Delete permanently' | 'Cancel' = 'Yes') {
  const message = await screen.findByText(text);
  const modal = message.closest<HTMLElement>('[role="dialog"]');
  expect(modal, `a confirmation saying "${text}"`).toBeTruthy();
  fireEvent.click(within(modal!).getByRole('button', { name: answer }));
}

beforeEach(() => notifications.clean());
afterEach(() => vi.useRealTimers());

describe('Company Details', () => {
  it("shows the company's details and moves between the tabs with the keyboard, keeping the tab in the URL", async () => {
    const { router } = renderPage({
      '/v1/companies/c1/users': () => ({
        status: 200,
        body: { data: [userRow(1)], meta: { ...pagination(1, 1, 10), users: 1 } },
      }),
      '/v1/companies/c1': companyRoute(() => detail()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Free Trial Expiry').nextSibling?.textContent).toBe('10-12-2026');
    expect(within(account).getByText('21 to 50 employees')).toBeTruthy();
    expect(within(account).getByText('7 of 50')).toBeTruthy();
    expect(within(account).getByText('12 Month Contract With Annual Billing')).toBeTruthy();
    expect(within(account).getByText('partner-42')).toBeTruthy();
    expect(await within(account).findByText('87% in date (21 of 24 required)')).toBeTruthy();
    const owner = screen.getByRole('region', { name: 'Owner and Address' });
    expect(within(owner).getByText('ada@acme.test')).toBeTruthy();
    expect(within(owner).getByText('1 High Street, Leeds, West Yorkshire, LS1 1AA, UK')).toBeTruthy();

    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
    details.focus();
    fireEvent.keyDown(details, { key: 'ArrowRight' });
    const users = screen.getByRole('tab', { name: 'Users' });
    expect(document.activeElement).toBe(users);
    await waitFor(() => expect(users.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('table', { name: 'Company users' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'users' });
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the tab named in the URL', async () => {
    renderPage(
      {
        '/v1/courses': () => ({ status: 200, body: { data: [fullCourse()], meta: pagination(1, 1, 10) } }),
        '/v1/companies/c1': companyRoute(() => detail()),
      },
      '/super-admin/company/c1?tab=courses',
    );
    const table = await screen.findByRole('table', { name: 'Company courses' });
    expect(await within(table).findByText('Fire Safety')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Courses' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when the company does not exist', async () => {
    renderPage({});
    expect(await screen.findByText('Company not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Company List' }).getAttribute('href')).toBe(
      '/super-admin/companies',
    );
  });

  it('shows the address given with the card at Sign Up when the account information has none', async () => {
    renderPage({
      '/v1/companies/c1': companyRoute(() =>
        detail({
          street: '',
          city: '',
          county: '',
          postcode: '',
          billing_details: {
            name: 'Ada Factory',
            address: { line1: '2 Mill Lane', city: 'Bradford', state: 'West Yorkshire', postal_code: 'BD1 1AA' },
          },
        }),
      ),
    });
    const owner = await screen.findByRole('region', { name: 'Owner and Address' });
    expect(within(owner).getByText('Address').nextSibling?.textContent).toBe(
      '2 Mill Lane, Bradford, West Yorkshire, BD1 1AA, UK',
    );
    expect(within(owner).getByText('Billing Details').nextSibling?.textContent).toBe(
      'Ada Factory, 2 Mill Lane, Bradford, West Yorkshire, BD1 1AA',
    );
  });

  it('keeps Reseed Tests (maintenance) and Delete Company (danger zone) apart from the account actions', async () => {
    renderPage({ '/v1/companies/c1': companyRoute(() => detail()) });
    const maintenance = await screen.findByRole('region', { name: 'Maintenance' });
    expect(within(maintenance).getByRole('button', { name: 'Reseed Tests' })).toBeTruthy();
    const danger = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByRole('button', { name: 'Delete Company' })).toBeTruthy();
    expect(within(danger).queryByRole('button', { name: 'Reseed Tests' })).toBeNull();
    expect(within(danger).getByText(/cannot be undone/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('changes the state in its drawer with one confirmation that names the new state', async () => {
    let company = detail();
    const { writes } = renderPage({
      '/v1/company/state/c1': (_url, init) => {
        const { state } = JSON.parse(String(init.body)) as { state: number };
        company = detail({ state, state_description: 'Membership Suspended' });
        return { status: 200, body: { data: company, message: MSG.COMPANY_STATE_CHANGED } };
      },
      '/v1/companies/c1': companyRoute(() => company),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change State' }));
    const panel = await screen.findByRole('dialog', { name: 'Change State' });
    const save = within(panel).getByRole('button', { name: 'Change State' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('combobox', { name: 'State' }));
    for (const name of [
      'Free Trial',
      'Free Trial Expired',
      'Active Membership',
      'Membership Suspended',
      'Free Trial Extended',
    ])
      expect(screen.getByRole('option', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Membership Suspended' }));

    // The drawer asks once, naming the change; no second, generic question follows.
    expect(
      within(panel).getByText(
        'Are you sure you want to change the state of Acme Ltd from Free Trial to Membership Suspended?',
      ),
    ).toBeTruthy();
    const confirm = within(panel).getByRole('button', { name: 'Change State to Membership Suspended' });
    fireEvent.click(confirm);
    expect(await screen.findByText(MSG.COMPANY_STATE_CHANGED)).toBeTruthy();
    expect(screen.queryByText(MSG.COMPANY_STATE_CONFIRM)).toBeNull();
    expect(writes()).toEqual([{ method: 'POST', path: '/v1/company/state/c1', query: {}, body: { state: 4 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change State' })).toBeNull());
    expect(await screen.findAllByText('Membership Suspended')).not.toHaveLength(0);
  });

  // The clock pinned (any process time zone): the picker offers days after today by the server's UTC calendar, and
  // opens on tomorrow's month, also when tomorrow is in the next month and year.
  it.each([
    ['in mid-month', '2026-12-08T10:00:00.000Z', '2026-12-09', '9 December 2026', '8 December 2026'],
    ['on the last day of the year', '2026-12-31T23:30:00.000Z', '2027-01-01', '1 January 2027', '31 December 2026'],
  ])(
    'extends the trial to a date picked after today (%s), and shows the server refusing a date',
    async (_when, now, tomorrow, label, todayLabel) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
      expect(tomorrowIso()).toBe(tomorrow);
      const { writes } = renderPage({
        '/v1/company/extend-trial-period/c1': (_url, init) => {
          const { date } = JSON.parse(String(init.body)) as { date: string };
          if (writes().length === 1)
            return { status: 422, body: { message: MSG.TRIAL_DATE_PAST, errors: { date: [MSG.TRIAL_DATE_PAST] } } };
          return {
            status: 200,
            body: {
              data: detail({ state: 5, trial_expired_date: `${date}T00:00:00.000Z` }),
              message: MSG.TRIAL_EXTENDED,
            },
          };
        },
        '/v1/companies/c1': companyRoute(() => detail()),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Extend Trial' }));
      const panel = await screen.findByRole('dialog', { name: 'Extend Trial' });
      const submit = within(panel).getByRole('button', { name: 'Extend Trial' });
      fireEvent.click(submit);
      expect(await within(panel).findByText('The date field is required.')).toBeTruthy();
      expect(writes()).toEqual([]);

      fireEvent.click(within(panel).getByRole('button', { name: 'Trial ends on' }));
      // Weeks start on Monday; today cannot be picked (when the month shown has it), tomorrow can.
      const weekdays = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(weekdays[0]).toBe('Mo');
      const today = screen.queryByRole('button', { name: todayLabel }) as HTMLButtonElement | null;
      // Mid-month today is in the month shown; on the year's last day the calendar opens on January, where 31 December
      // is at most an outside day.
      if (tomorrow.endsWith('-01')) expect(today === null || today.disabled).toBe(true);
      else expect(today?.disabled).toBe(true);
      const day = (await screen.findByRole('button', { name: label })) as HTMLButtonElement;
      expect(day.disabled).toBe(false);
      fireEvent.click(day);
      const [y, m, d] = tomorrow.split('-');
      expect(within(panel).getByRole('button', { name: 'Trial ends on' }).textContent).toContain(`${d}-${m}-${y}`);

      fireEvent.click(submit);
      expect(await within(panel).findByText(MSG.TRIAL_DATE_PAST)).toBeTruthy();
      fireEvent.click(submit);
      expect(await screen.findByText(MSG.TRIAL_EXTENDED)).toBeTruthy();
      expect(writes().map((call) => [call.path, call.body])).toEqual([
        ['/v1/company/extend-trial-period/c1', { date: tomorrow }],
        ['/v1/company/extend-trial-period/c1', { date: tomorrow }],
      ]);
    },
  );

  it("reseeds the tests of the company's catalogue courses after the confirmation", async () => {
    const courses: TCourse[] = [
      fullCourse({ id: 'k1', name: 'Fire Safety', is_default: true, catalogue_slug: 'fire' }),
      fullCourse({ id: 'k2', name: 'Our Own Course', is_default: false }),
      fullCourse({ id: 'k3', name: 'Manual Handling', is_default: true, catalogue_slug: 'manual' }),
    ];
    const { writes, calls } = renderPage({
      '/v1/courses': () => ({ status: 200, body: { data: courses, meta: pagination(3, 1, 1000) } }),
      '/v1/quiz/reseed': () => ({ status: 200, body: { data: {}, message: MSG.QUIZ_RESEEDED } }),
      '/v1/companies/c1': companyRoute(() => detail()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reseed Tests' }));
    await confirmWith(MSG.QUIZ_RESEED_CONFIRM);
    expect(await screen.findByText(`${MSG.QUIZ_RESEEDED} (2 courses)`)).toBeTruthy();
    expect(calls.find((call) => call.path === '/v1/courses')?.query).toMatchObject({
      company_id: 'c1',
      include: 'test',
    });
    expect(writes().map((call) => [call.method, call.path, call.query])).toEqual([
      ['POST', '/v1/quiz/reseed/k1', { company_id: 'c1' }],
      ['POST', '/v1/quiz/reseed/k3', { company_id: 'c1' }],
    ]);
  });

  it('edits, resets the welcome email of and deletes a company user', async () => {
    const rows = [userRow(1, { is_mail_sent: 1 }), userRow(2, { is_mail_sent: 0 })];
    const { writes } = renderPage(
      {
        '/v1/companies/c1/users': () => ({
          status: 200,
          body: { data: rows, meta: { ...pagination(2, 1, 10), users: 2 } },
        }),
        '/v1/reset/welcome-email': () => ({
          status: 200,
          body: { data: { id: 'u1', is_mail_sent: 0 }, message: MSG.WELCOME_EMAIL_RESET },
        }),
        '/v1/users/u1': (_url, init) =>
          init.method === 'PUT'
            ? {
                status: 200,
                body: {
                  data: {
                    ...rows[0],
                    assigned_users: [],
                    is_notification: 1,
                    company_id: 'c1',
                    two_step_enabled: false,
                  },
                  message: MSG.USER_UPDATED,
                },
              }
            : { status: 200, body: { message: MSG.USER_DELETED } },
        '/v1/companies/c1': companyRoute(() => detail()),
      },
      '/super-admin/company/c1?tab=users',
    );
    const table = await screen.findByRole('table', { name: 'Company users' });
    await within(table).findByText('user1@example.com');

    // Not sent yet: nothing to reset.
    fireEvent.click(within(table).getByRole('button', { name: 'Actions for First2 Last2' }));
    expect(
      screen.getByRole('menuitem', { name: 'Reset Welcome Email' }).hasAttribute('disabled') ||
        screen.getByRole('menuitem', { name: 'Reset Welcome Email' }).getAttribute('data-disabled') === 'true',
    ).toBe(true);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(within(table).getByRole('button', { name: 'Actions for First1 Last1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset Welcome Email' }));
    expect(await screen.findByText(MSG.WELCOME_EMAIL_RESET)).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Actions for First1 Last1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit User' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit User' });
    const surname = within(panel).getByRole('textbox', { name: 'Surname' });
    fireEvent.change(surname, { target: { value: 'Renamed' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.USER_UPDATED)).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Actions for First1 Last1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete permanently' }));
    await confirmWith(MSG.USER_DELETE_CONFIRM, 'Delete permanently');
    expect(await screen.findByText(MSG.USER_DELETED)).toBeTruthy();

    expect(writes().map((call) => [call.method, call.path, call.query, call.body])).toEqual([
      ['POST', '/v1/reset/welcome-email', {}, { id: 'u1', company_id: 'c1' }],
      [
        'PUT',
        '/v1/users/u1',
        { company_id: 'c1' },
        { first_name: 'First1', last_name: 'Renamed', email: 'user1@example.com', unique_id: 'EMP1' },
      ],
      ['DELETE', '/v1/users/u1', { company_id: 'c1' }, undefined],
    ]);
  });

  it("deletes one of the company's courses after the course delete confirmation", async () => {
    const { writes } = renderPage(
      {
        '/v1/courses': (_url, init) =>
          init.method === 'DELETE'
            ? { status: 200, body: { message: MSG.COURSE_DELETED } }
            : { status: 200, body: { data: [fullCourse({ id: 'k1' })], meta: pagination(1, 1, 10) } },
        '/v1/companies/c1': companyRoute(() => detail()),
      },
      '/super-admin/company/c1?tab=courses',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Fire Safety' }));
    await confirmWith(MSG.COURSE_DELETE_CONFIRM, 'Delete');
    expect(await screen.findByText(MSG.COURSE_DELETED)).toBeTruthy();
    expect(writes().map((call) => [call.method, call.path, call.query])).toEqual([
      ['DELETE', '/v1/courses/k1', { company_id: 'c1' }],
    ]);
  });

  it('deletes the company after the confirmation, shows the progress and returns to the Company List', async () => {
    const job = (status: TCompanyDeleteJob['status'], items: number): TCompanyDeleteJob => ({
      company_id: 'c1',
      company_name: 'Acme Ltd',
      job_id: 'j1',
      status,
      deleted_items: items,
      deleted_files: status === 'done' ? 4 : 0,
      deleted_sign_ins: status === 'done' ? 7 : 0,
      requested_at: '2026-11-26T02:00:00.000Z',
      finished_at: status === 'done' ? '2026-11-26T02:00:03.000Z' : null,
    });
    let polls = 0;
    const { writes, router } = renderPage({
      '/v1/companies/c1/delete-status': () => {
        polls += 1;
        return { status: 200, body: { data: polls < 2 ? job('running', 120) : job('done', 412) } };
      },
      '/v1/companies/c1': (_url, init) =>
        init.method === 'DELETE'
          ? { status: 202, body: { data: job('pending', 0), message: MSG.COMPANY_DELETE_QUEUED } }
          : { status: 200, body: { data: detail() } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Company' }));
    await confirmWith(MSG.COMPANY_DELETE_CONFIRM, 'Delete');
    const progress = await screen.findByRole('region', { name: 'Delete progress' });
    expect(within(progress).getByRole('heading', { name: 'Deleting Acme Ltd' })).toBeTruthy();
    expect(await within(progress).findByText('120')).toBeTruthy();
    expect(await screen.findByText(MSG.COMPANY_DELETED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/companies'));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/v1/companies/c1', query: {}, body: undefined }]);
  });
});
