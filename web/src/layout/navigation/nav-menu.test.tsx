import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderWithApp } from '../../test/render';
import { PLATFORM_CONTACT_EMAIL, SUSPENSION_SHORT } from '@skillway/shared';
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
    expect(nav.queryByText('Integrations')).toBeNull();
    expect(linkTexts(nav)).toContain('My Team');
  });

  it('administrators see Admin Account, Billing, Account and My User Account', async () => {
    const nav = await menuFor(2);
    expect(nav.getByText('Admin Account')).toBeTruthy();
    expect(nav.getByText('Billing')).toBeTruthy();
    expect(nav.getByText('Account')).toBeTruthy();
    expect(nav.getByText('My User Account')).toBeTruthy();
    // Admin › Account (issue 30): single sign-on and SCIM provisioning.
    expect(nav.getByRole('link', { name: 'Single Sign-On' }).getAttribute('href')).toBe('/admin/account/sso');
    expect(nav.getByRole('link', { name: 'Provisioning' }).getAttribute('href')).toBe('/admin/account/provisioning');
    // Admin › Integrations (issue 35): the company's LRS clients.
    expect(nav.getByText('Integrations')).toBeTruthy();
    expect(nav.getByRole('link', { name: 'xAPI (LRS)' }).getAttribute('href')).toBe('/admin/integrations/xapi');
    // Admin › Audit Log (issue 31).
    expect(nav.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/admin/audit-log');
    // Exactly the built screens are links (Users and Groups since the People issue).
    const items = navigationFor(2).flatMap((section) => section.items);
    expect(linkTexts(nav)).toEqual(items.filter((item) => !item.soon).map((item) => item.label));
    expect(linkTexts(nav)).toEqual(expect.arrayContaining(['Admin Home', 'Users', 'Groups', 'Account Status']));
  });

  it('the super administrator sees Companies, the platform Audit Log and who is logged in', async () => {
    const nav = await menuFor(1);
    expect(linkTexts(nav)).toEqual(['Dashboard', 'Companies', 'Audit Log']);
    expect(nav.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/super-admin/audit-log');
    expect(nav.getByText(/Logged in as/).textContent).toBe('Logged in as Sam Super');
  });
});

describe('the menu of a suspended administrator', () => {
  it('lists only the screens that still open, with the reason', async () => {
    renderWithApp(<NavMenu roleId={2} userName="Ada Admin" suspension="payment_failed" />);
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    // Every other admin screen would bounce to Account Status: they are not offered.
    expect(linkTexts(nav)).toEqual(['Account Status']);
    expect(nav.queryByText('Admin Account')).toBeNull();
    expect(nav.getByRole('note').textContent).toContain(SUSPENSION_SHORT.payment_failed);
    expect(await axeViolations()).toEqual([]);
  });

  it('names the platform and whom to contact when the platform suspended the company', async () => {
    renderWithApp(<NavMenu roleId={2} userName="Ada Admin" suspension="platform" />);
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('note').textContent).toContain(PLATFORM_CONTACT_EMAIL);
  });

  it('leaves learners and managers of a suspended company their menu', async () => {
    renderWithApp(<NavMenu roleId={3} userName="Lee Learner" suspension="payment_failed" />);
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(linkTexts(nav)).toContain('My Courses');
    expect(nav.queryByRole('note')).toBeNull();
  });
});
