import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath, companySummary, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import AdminLandingPage from './admin-landing-page';

function answerProfile(mailHeld: boolean) {
  signInAs(2);
  mockFetch(
    byPath({
      '/v1/user/profile': () => ({
        status: 200,
        body: { data: profile(2, { company: { ...companySummary(1), mail_held: mailHeld } }) },
      }),
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
});
