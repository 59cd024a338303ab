import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { navigationFor } from './nav-items';
import { NavMenu } from './nav-menu';

async function menuFor(roleId: number) {
  renderWithApp(<NavMenu roleId={roleId} userName="Sam Super" />);
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

function linkTexts(nav: ReturnType<typeof within>) {
  return nav.queryAllByRole('link').map((link: HTMLElement) => link.textContent);
}

describe('navigation by role', () => {
  it('learners see their four pages; only built screens are links', async () => {
    const nav = await menuFor(3);
    for (const label of ['My Courses', 'My Playlists', 'My External Training', 'My Progress Summary']) {
      expect(nav.getByText(label)).toBeTruthy();
    }
    const items = navigationFor(3).flatMap((section) => section.items);
    expect(linkTexts(nav)).toEqual(items.filter((item) => !item.soon).map((item) => item.label));
    expect(linkTexts(nav)).toEqual(expect.arrayContaining(['My Courses', 'My Progress Summary']));
    expect(nav.queryByText('My Team')).toBeNull();
    expect(nav.queryByText('Admin Account')).toBeNull();
  });

  it('managers see My User Account with My Team', async () => {
    const nav = await menuFor(4);
    expect(nav.getByText('My User Account')).toBeTruthy();
    expect(nav.getByText('My Team')).toBeTruthy();
    expect(nav.queryByText('Billing')).toBeNull();
    expect(linkTexts(nav)).toContain('My Team');
  });

  it('administrators see Admin Account, Billing and My User Account', async () => {
    const nav = await menuFor(2);
    expect(nav.getByText('Admin Account')).toBeTruthy();
    expect(nav.getByText('Billing')).toBeTruthy();
    expect(nav.getByText('My User Account')).toBeTruthy();
    // Exactly the built screens are links (Users and Groups since the People issue).
    const items = navigationFor(2).flatMap((section) => section.items);
    expect(linkTexts(nav)).toEqual(items.filter((item) => !item.soon).map((item) => item.label));
    expect(linkTexts(nav)).toEqual(expect.arrayContaining(['Admin Home', 'Users', 'Groups', 'Account Status']));
  });

  it('the super administrator sees Companies and who is logged in', async () => {
    const nav = await menuFor(1);
    expect(linkTexts(nav)).toEqual(['Dashboard', 'Companies']);
    expect(nav.getByText(/Logged in as/).textContent).toBe('Logged in as Sam Super');
  });
});
