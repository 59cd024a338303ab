import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import AdminLandingPage from './admin-landing-page';

describe('Admin landing', () => {
  it('links every area: Finance & Account to Company Information, Marketplace to its page', async () => {
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
});
