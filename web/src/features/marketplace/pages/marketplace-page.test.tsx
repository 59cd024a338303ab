import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import MarketplacePage from './marketplace-page';

describe('Marketplace page', () => {
  it('shows the placeholder picture with its description and what is coming', async () => {
    renderWithApp(<MarketplacePage />, { path: '/admin/marketplace' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace: coming to Skillway' })).toBeTruthy();
    const picture = screen.getByRole('img', { name: /the marketplace coming to Skillway/ });
    expect(picture.getAttribute('src')).toMatch(/marketplace\.svg$|^data:image\/svg\+xml/);
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByText(/ready-made courses from our partners/)).toBeTruthy();
  });
});
