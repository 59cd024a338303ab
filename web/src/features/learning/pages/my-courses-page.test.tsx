import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../api';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { COMPANY_STATE, ROLE } from '@skillway/shared';
import { companySummary, profile } from '../../../test/people-fixtures';
import { LEARNING_PAUSED_TEXT } from '../lib/learning-paused';
import { enrolment, learnerCourse } from '../test-fixtures';
import MyCoursesPage from './my-courses-page';

const page = (data: unknown[], current = 1, total = 1) => ({
  data,
  meta: { pagination: { total: data.length, per_page: 12, current_page: current, total_pages: total, links: {} } },
});

/** The list request (the page reads the profile too, for whether learning is paused). */
const listCall = (calls: { url: string }[]) => calls.find((call) => !call.url.includes('/v1/user/profile'))?.url;

function signIn(roleId: number) {
  setSession({ access_token: 't', user: { id: 'u1', role_id: roleId } as never });
}

afterEach(() => vi.useRealTimers());

/** Pins the clock (Date only, so the queries' timers still run): the expiry lines read today's Europe/London day. */
function pinClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('MyCoursesPage', () => {
  it("lists the learner's courses as cards from My Courses", async () => {
    signIn(3);
    const calls = mockFetch(() => ({
      status: 200,
      body: page([learnerCourse(), learnerCourse({ id: 'c2', name: 'First Aid' })]),
    }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByRole('article', { name: 'First Aid' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Fire Safety' })).toBeTruthy();
    expect(listCall(calls)).toContain('/v1/my-published-courses?page=1&limit=12&type=all');
    for (const label of ['Show All', 'Not yet started', 'In progress', 'Complete']) {
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Search Courses' })).toBeTruthy();
  });

  it("disables a suspended company's learner's Start Course, as the server refuses their learning calls", async () => {
    signIn(3);
    mockFetch((url) =>
      url === '/v1/user/profile'
        ? { status: 200, body: { data: profile(ROLE.USER, { company: companySummary(COMPANY_STATE.SUSPENDED) }) } }
        : { status: 200, body: page([learnerCourse({ enrolled: enrolment({ state: 1, progress: 0 }) })]) },
    );
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Start Course: Fire Safety' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect(screen.getByText(LEARNING_PAUSED_TEXT)).toBeTruthy();
  });

  it('shows No Courses Found, with the course list link for an administrator only', async () => {
    signIn(2);
    const calls = mockFetch(() => ({ status: 200, body: page([]) }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByText('No Courses Found')).toBeTruthy();
    expect(screen.getByText('Go to the course list')).toBeTruthy();
    // An administrator's Show All is the company's published courses.
    expect(listCall(calls)).toContain('/v1/published-courses');
  });

  it('has no course list link for a learner', async () => {
    signIn(3);
    mockFetch(() => ({ status: 200, body: page([]) }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByText('No Courses Found')).toBeTruthy();
    expect(screen.queryByText('Go to the course list')).toBeNull();
  });

  it('offers more courses when there is another page', async () => {
    signIn(3);
    mockFetch(() => ({ status: 200, body: page([learnerCourse()], 1, 2) }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    expect(await screen.findByRole('button', { name: 'Show more courses' })).toBeTruthy();
  });

  it("shows a certificate's expiry on a completed course and Renew by on a renewal under way, with Expired once past", async () => {
    signIn(3);
    // 23:30 on 11 March 2027 (GMT until the end of March): the London day is 11 March.
    pinClock('2027-03-11T23:30:00.000Z');
    mockFetch(() => ({
      status: 200,
      body: page([
        learnerCourse({
          id: 'c1',
          name: 'Fire Safety',
          enrolled: enrolment({ state: 3, state_text: 'Completed', progress: 100, expires_on: '2028-03-12', cycle: 1 }),
        }),
        learnerCourse({
          id: 'c2',
          name: 'First Aid',
          // Enrolled again by the renewal: not started, the old certificate's expiry kept until they renew.
          enrolled: enrolment({ state: 1, expires_on: '2027-03-12', renewal_due: '2027-03-26', cycle: 1 }),
        }),
        learnerCourse({
          id: 'c3',
          name: 'Manual Handling',
          enrolled: enrolment({ state: 3, state_text: 'Completed', progress: 100, expires_on: '2027-03-11', cycle: 2 }),
        }),
        learnerCourse({
          id: 'c4',
          name: 'Data Protection',
          enrolled: enrolment({
            state: 2,
            progress: 40,
            expires_on: '2027-02-01',
            renewal_due: '2027-03-10',
            cycle: 1,
          }),
        }),
        learnerCourse({ id: 'c5', name: 'Induction', enrolled: enrolment({ state: 3, progress: 100 }) }),
      ]),
    }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });

    const fire = await screen.findByRole('article', { name: 'Fire Safety' });
    expect(within(fire).getByText('Expires 12 Mar 2028')).toBeTruthy();

    const firstAid = screen.getByRole('article', { name: 'First Aid' });
    expect(within(firstAid).getByText('Renew by 26 Mar 2027')).toBeTruthy();
    // The old certificate still holds until 12 March (the London day is 11 March).
    expect(within(firstAid).getByText('Expires 12 Mar 2027')).toBeTruthy();
    expect(within(firstAid).getByText('Renew by 26 Mar 2027').className).not.toMatch(/past/);

    // Expired from the expiry day itself; the words say it, not the colour alone.
    const manual = screen.getByRole('article', { name: 'Manual Handling' });
    const expired = within(manual).getByText('Expired on 11 Mar 2027');
    expect(expired.className).toMatch(/past/);
    expect(expired.querySelector('svg')).toBeTruthy();

    // A renewal whose deadline has passed: Renew by (marked past) and the old certificate's expiry.
    const data = screen.getByRole('article', { name: 'Data Protection' });
    expect(within(data).getByText('Renew by 10 Mar 2027').className).toMatch(/past/);
    expect(within(data).getByText('Expired on 1 Feb 2027')).toBeTruthy();

    // A certificate that never expires says nothing about expiry.
    const induction = screen.getByRole('article', { name: 'Induction' });
    expect(within(induction).queryByText(/^(Expires|Expired|Renew by)/)).toBeNull();

    // The buttons keep their names.
    expect(screen.getByRole('link', { name: 'Course Completed: Fire Safety' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Course: First Aid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Course: Data Protection' })).toBeTruthy();
  });

  it('counts the days in Europe/London, not UTC: just after midnight BST the certificate has expired', async () => {
    signIn(3);
    // 23:30 UTC on 11 June is 00:30 BST on 12 June, the expiry day.
    pinClock('2027-06-11T23:30:00.000Z');
    mockFetch(() => ({
      status: 200,
      body: page([
        learnerCourse({
          enrolled: enrolment({ state: 3, state_text: 'Completed', progress: 100, expires_on: '2027-06-12', cycle: 1 }),
        }),
      ]),
    }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    const card = await screen.findByRole('article', { name: 'Fire Safety' });
    expect(within(card).getByText('Expired on 12 Jun 2027')).toBeTruthy();
  });

  it('has no axe violations with the expiry lines', async () => {
    signIn(3);
    pinClock('2027-03-11T12:00:00.000Z');
    mockFetch(() => ({
      status: 200,
      body: page([
        learnerCourse({ enrolled: enrolment({ state: 3, progress: 100, expires_on: '2027-03-01', cycle: 1 }) }),
        learnerCourse({
          id: 'c2',
          name: 'First Aid',
          enrolled: enrolment({ state: 1, expires_on: '2027-04-01', renewal_due: '2027-04-01', cycle: 1 }),
        }),
      ]),
    }));
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    await screen.findByText('Renew by 1 Apr 2027');
    expect(await axeViolations()).toEqual([]);
  });

  it("names a course's language on its card only when it is not the learner's", async () => {
    signIn(3);
    mockFetch((url) =>
      url === '/v1/user/profile'
        ? { status: 200, body: { data: profile(ROLE.USER, { language: 'pl' }) } }
        : {
            status: 200,
            body: page([
              learnerCourse({ language: 'en-GB' }),
              learnerCourse({ id: 'c2', name: 'Pierwsza pomoc', language: 'pl' }),
            ]),
          },
    );
    renderWithApp(<MyCoursesPage />, { path: '/courses' });
    const english = await screen.findByRole('article', { name: 'Fire Safety' });
    const badge = await within(english).findByText('English (UK)');
    expect(badge.getAttribute('lang')).toBe('en-GB');
    const polish = screen.getByRole('article', { name: 'Pierwsza pomoc' });
    expect(within(polish).queryByText('Polski')).toBeNull();
    expect(within(polish).queryByText(/Course language/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
