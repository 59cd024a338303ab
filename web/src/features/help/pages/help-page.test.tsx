import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import HelpPage from './help-page';

describe('Help page', () => {
  it('offers the four tiles, each with a real target', async () => {
    renderWithApp(<HelpPage />, { path: '/admin/help' });
    const nav = await screen.findByRole('navigation', { name: 'Help' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['FAQs', '/admin/help/faq'],
      ['How to Guides', '/admin/help/guides'],
      ['Help Desk', 'mailto:help@skillway.co.uk'],
      ['Suggest A Course', 'mailto:help@skillway.co.uk?subject=Course%20suggestion'],
    ]);
  });

  it('opens the FAQ from its tile', async () => {
    const { router } = renderWithApp(<HelpPage />, { path: '/admin/help' });
    fireEvent.click(await screen.findByRole('link', { name: /^FAQs/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help/faq'));
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
  });
});
