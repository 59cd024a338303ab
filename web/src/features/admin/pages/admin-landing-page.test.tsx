import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import AdminLandingPage from './admin-landing-page';

describe('Admin landing', () => {
  it('links the built areas, Marketplace included, and shows Finance & Account disabled', async () => {
    renderWithApp(<AdminLandingPage />, { path: '/admin' });
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Users', '/admin/users'],
      ['Courses', '/admin/courses'],
      ['Playlists', '/admin/playlists'],
      ['Groups', '/admin/groups'],
      ['Reports', '/admin/reports'],
      ['Marketplace', '/admin/marketplace'],
    ]);
    const finance = screen.getByText('Finance & Account').closest('[aria-disabled="true"]');
    expect(finance?.textContent).toContain('Unavailable');
  });
});
