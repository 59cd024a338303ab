import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type TComplianceSummary } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { NO_COMPLIANCE_FILTERS, complianceKeys } from '../../compliance/api/query-keys';
import { NO_REQUIRED_COURSES, summaryOf } from '../../compliance/compliance-fixtures';
import { byPath, companySummary, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import AdminLandingPage from './admin-landing-page';

function answerProfile(mailHeld: boolean, compliance?: TComplianceSummary) {
  signInAs(2);
  return mockFetch(
    byPath({
      '/v1/user/profile': () => ({
        status: 200,
        body: { data: profile(2, { company: { ...companySummary(1), mail_held: mailHeld } }) },
      }),
      // Without required courses' figures (404 here) the landing shows no compliance card.
      ...(compliance && { '/v1/compliance/summary': () => ({ status: 200, body: { data: compliance } }) }),
    }),
  );
}

describe('Admin landing', () => {
  it('links every area: Finance & Account to Company Information, Marketplace to its page', async () => {
    answerProfile(false);
    renderWithApp(<AdminLandingPage />, { path: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Users', '/admin/users'],
      ['Courses', '/admin/courses'],
      ['Playlists', '/admin/playlists'],
      ['Groups', '/admin/groups'],
      ['Reports', '/admin/reports'],
      ['Finance & Account', '/admin/finance/company'],
      ['Marketplace', '/admin/marketplace'],
    ]);
    expect(document.querySelector('[aria-disabled="true"]')).toBeNull();
  });

  it("says that staff email waits for the administrator's verified address, while it does", async () => {
    answerProfile(true);
    renderWithApp(<AdminLandingPage />, { path: '/admin' });
    expect((await screen.findByRole('status')).textContent).toContain(MSG.MAIL_HELD);
  });

  it("shows the company's compliance figure, opening the Compliance screen", async () => {
    answerProfile(false, summaryOf({ percent: 87, in_date: 21, required: 24 }));
    renderWithApp(<AdminLandingPage />, { path: '/admin' });
    const card = await screen.findByRole('link', {
      name: 'Compliance: 87% in date 21 of 24 required course enrolments in date, across 2 required courses.',
    });
    expect(card.getAttribute('href')).toBe('/admin/compliance');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no compliance card while no course is required', async () => {
    answerProfile(false, NO_REQUIRED_COURSES);
    const { queryClient } = renderWithApp(<AdminLandingPage />, { path: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    // The figures have come: still the seven tiles only.
    await waitFor(() =>
      expect(queryClient.getQueryData(complianceKeys.summary(NO_COMPLIANCE_FILTERS))).toEqual(NO_REQUIRED_COURSES),
    );
    expect(screen.queryByRole('link', { name: /^Compliance/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });
});
