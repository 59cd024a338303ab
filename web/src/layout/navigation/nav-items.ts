import { lazy, type ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconBook, IconCertificate, IconChartPie, IconPlaylist } from '@tabler/icons-react';
import { ROLE } from '@skillway/shared';
import type { TDestination } from '../../routes/paths';
import { SCREENS } from '../../routes/screens';
import type * as StaffIcons from './staff-nav-icons';

export type TNavItem = TDestination & {
  label: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
};

/** An icon from the staff-only chunk, drawn when it arrives (the menu keeps its place meanwhile). */
function staffIcon(name: keyof typeof StaffIcons): TNavItem['icon'] {
  return lazy(() => import('./staff-nav-icons').then((icons) => ({ default: icons[name] })));
}

const IconHome = staffIcon('IconHome');
const IconUsersGroup = staffIcon('IconUsersGroup');
const IconUsers = staffIcon('IconUsers');
const IconChartBar = staffIcon('IconChartBar');
const IconBell = staffIcon('IconBell');
const IconHelp = staffIcon('IconHelp');
const IconInfoCircle = staffIcon('IconInfoCircle');
const IconCreditCard = staffIcon('IconCreditCard');
const IconGauge = staffIcon('IconGauge');
const IconBuilding = staffIcon('IconBuilding');
const IconUserCircle = staffIcon('IconUserCircle');
const IconShieldCheck = staffIcon('IconShieldCheck');
const IconLockAccess = staffIcon('IconLockAccess');
const IconUsersPlus = staffIcon('IconUsersPlus');
const IconHistory = staffIcon('IconHistory');
const IconPlugConnected = staffIcon('IconPlugConnected');

/**
 * The navigation's own words: the section headings and the items not named as their screen is. Every other label is
 * a screen title or breadcrumb, a spec text (i18n/spec-texts.ts, shown through specText). The labels below stay English (the tests read them); the
 * menu shows each through `navText` in the active language.
 */
const NAV_TEXT: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  'Admin Account': msg`Admin Account`,
  'Admin Home': msg`Admin Home`,
  Billing: msg`Billing`,
  'Team Compliance': msg`Team Compliance`,
};

/** A navigation label's own message; undefined for a screen's title or breadcrumb (specText shows those). */
export function navText(label: string): MessageDescriptor | undefined {
  return NAV_TEXT[label];
}

export interface TNavSection {
  /** Section heading; the learner's list has none. */
  label?: string;
  items: readonly TNavItem[];
}

/** The learner's own pages; every role but the super administrator has them. */
const MY_USER_ACCOUNT: readonly TNavItem[] = [
  { label: 'My Courses', to: '/courses', icon: IconBook },
  { label: 'My Playlists', to: '/playlists', icon: IconPlaylist },
  { label: 'My External Training', to: '/profile/external-training', icon: IconCertificate },
  { label: 'My Progress Summary', to: '/profile/activity', icon: IconChartPie },
];

const ADMIN_ACCOUNT: readonly TNavItem[] = [
  { label: 'Admin Home', to: '/admin', icon: IconHome },
  { label: 'Courses', to: '/admin/courses', icon: IconBook },
  { label: 'Playlists', to: '/admin/playlists', icon: IconPlaylist },
  { label: 'Groups', to: '/admin/groups', icon: IconUsersGroup },
  { label: 'Users', to: '/admin/users', icon: IconUsers },
  { label: 'Reports', to: '/admin/reports', icon: IconChartBar },
  { label: 'Compliance', to: '/admin/compliance', icon: IconShieldCheck },
  { label: 'Audit Log', to: '/admin/audit-log', icon: IconHistory },
  { label: 'Notification Settings', to: '/admin/notification', icon: IconBell },
  { label: 'Help', to: '/admin/help', icon: IconHelp },
];

const BILLING: readonly TNavItem[] = [
  { label: 'Account Status', to: '/admin/finance/account-status', icon: IconInfoCircle },
  { label: 'Company Information', to: '/admin/finance/company', icon: IconCreditCard },
];

/** How the company's people sign in and are provisioned (issue 30): Admin › Account. */
const ACCOUNT: readonly TNavItem[] = [
  { label: 'Single Sign-On', to: '/admin/account/sso', icon: IconLockAccess },
  { label: 'Provisioning', to: '/admin/account/provisioning', icon: IconUsersPlus },
  { label: 'Privacy', to: '/admin/account/privacy', icon: IconLockAccess },
];

/** The systems connected to the company's account (issue 35): Admin › Integrations. */
const INTEGRATIONS: readonly TNavItem[] = [
  { label: 'xAPI (LRS)', to: '/admin/integrations/xapi', icon: IconPlugConnected },
];

/** The platform console: the figures, then every customer company. */
const SUPER_ADMIN_ITEMS: readonly TNavItem[] = [
  { label: 'Dashboard', to: '/super-admin/dashboard', icon: IconGauge },
  { label: 'Companies', to: '/super-admin/companies', icon: IconBuilding },
  { label: 'Audit Log', to: '/super-admin/audit-log', icon: IconHistory },
];

/**
 * The navigation drawer by role, as the spec lists it: administrators get 'Admin Account', Billing, Account (single
 * sign-on and provisioning, issue 30), Integrations (xAPI's LRS clients, issue 35) and 'My User Account'; managers
 * 'My User Account' plus My Team; learners their four pages; the super administrator Companies (the 'Logged in as'
 * label is drawn by the menu).
 */
export function navigationFor(roleId: number, suspended = false): readonly TNavSection[] {
  const sections = sectionsFor(roleId);
  if (!suspended || roleId !== ROLE.ADMIN) return sections;
  // An administrator of a suspended company: only the screens that still open (the route guard sends every other
  // one to Account Status), and no section left empty.
  return sections
    .map((section) => ({ ...section, items: section.items.filter(opensWhileSuspended) }))
    .filter((section) => section.items.length > 0);
}

function opensWhileSuspended(item: TNavItem): boolean {
  const screen = (SCREENS as Record<string, { flags: { suspendedAccessible?: boolean } } | undefined>)[item.to];
  return screen?.flags.suspendedAccessible === true;
}

function sectionsFor(roleId: number): readonly TNavSection[] {
  switch (roleId) {
    case ROLE.SUPER_ADMIN:
      return [{ items: SUPER_ADMIN_ITEMS }];
    case ROLE.ADMIN:
      return [
        { label: 'Admin Account', items: ADMIN_ACCOUNT },
        { label: 'Billing', items: BILLING },
        { label: 'Account', items: ACCOUNT },
        { label: 'Integrations', items: INTEGRATIONS },
        { label: 'My User Account', items: MY_USER_ACCOUNT },
      ];
    case ROLE.MANAGER:
      return [
        {
          label: 'My User Account',
          items: [
            ...MY_USER_ACCOUNT,
            { label: 'My Team', to: '/my-team', icon: IconUserCircle },
            { label: 'Team Compliance', to: '/admin/compliance', icon: IconShieldCheck },
          ],
        },
      ];
    default:
      return [{ items: MY_USER_ACCOUNT }];
  }
}
