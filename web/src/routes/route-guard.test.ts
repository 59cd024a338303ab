import { describe, expect, it } from 'vitest';
import type { TRouteFlags } from './route-flags';
import { decideRoute, prefetchBeforeGuard, type TGuardDecision, type TViewer } from './route-guard';
import { landing as roleLanding, safeRedirect } from './landing';

const LANDING: Record<number, string> = {
  1: '/super-admin/dashboard',
  2: '/admin/courses',
  3: '/courses',
  4: '/courses',
};
const landing = (roleId: number) => LANDING[roleId] ?? '/';

/** Who opens the page: nobody, then each role in an active company and in each company state that matters. */
const VIEWERS: Record<string, TViewer | null> = {
  anonymous: null,
  superAdmin: { roleId: 1, companyState: null },
  adminTrial: { roleId: 2, companyState: 1 },
  adminExpired: { roleId: 2, companyState: 2 },
  adminActive: { roleId: 2, companyState: 3 },
  adminSuspended: { roleId: 2, companyState: 4 },
  adminExtended: { roleId: 2, companyState: 5 },
  adminNoProfile: { roleId: 2, companyState: null },
  userActive: { roleId: 3, companyState: 3 },
  userSuspended: { roleId: 3, companyState: 4 },
  managerActive: { roleId: 4, companyState: 1 },
  managerExpired: { roleId: 4, companyState: 2 },
  unknownRole: { roleId: 7, companyState: 3 },
};
const ORDER = Object.keys(VIEWERS);

/**
 * The expected decision per flag set, one letter per viewer in ORDER:
 * A allow · L /login?redirect · H the viewer's own landing · S /admin/finance/account-status · X logout.
 */
// prettier-ignore
const EXPECTED: [string, TRouteFlags, string][] = [
  //                                                       anon super adTr adEx adAc adSu adXt adNP usAc usSu maAc maEx unk
  ['no flags (any signed-in role)', {}, /*                 */ 'L' + 'A' + 'A' + 'S' + 'A' + 'S' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'X'],
  ['public', { public: true }, /*                          */ 'A' + 'A' + 'A' + 'S' + 'A' + 'S' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'X'],
  ['public + suspendedAccessible', { public: true, suspendedAccessible: true }, 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'X'],
  ['public + onlyLoggedOut', { public: true, onlyLoggedOut: true }, 'A' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'X'],
  ['onlyLoggedOut alone', { onlyLoggedOut: true }, /*      */ 'L' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'X'],
  ['suspendedAccessible', { suspendedAccessible: true }, /**/ 'L' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'X'],
  ['admin', { admin: true }, /*                            */ 'L' + 'H' + 'A' + 'S' + 'A' + 'S' + 'A' + 'A' + 'H' + 'H' + 'H' + 'H' + 'X'],
  ['admin + suspendedAccessible', { admin: true, suspendedAccessible: true }, 'L' + 'H' + 'A' + 'A' + 'A' + 'A' + 'A' + 'A' + 'H' + 'H' + 'H' + 'H' + 'X'],
  ['manager', { manager: true }, /*                        */ 'L' + 'H' + 'H' + 'S' + 'H' + 'S' + 'H' + 'H' + 'H' + 'H' + 'A' + 'A' + 'X'],
  ['manager + suspendedAccessible', { manager: true, suspendedAccessible: true }, 'L' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'A' + 'A' + 'X'],
  ['superAdmin', { superAdmin: true }, /*                  */ 'L' + 'A' + 'H' + 'S' + 'H' + 'S' + 'H' + 'H' + 'H' + 'H' + 'H' + 'H' + 'X'],
  ['admin + manager', { admin: true, manager: true }, /*   */ 'L' + 'H' + 'A' + 'S' + 'A' + 'S' + 'A' + 'A' + 'H' + 'H' + 'A' + 'A' + 'X'],
  ['admin + superAdmin', { admin: true, superAdmin: true }, 'L' + 'A' + 'A' + 'S' + 'A' + 'S' + 'A' + 'A' + 'H' + 'H' + 'H' + 'H' + 'X'],
];

function letter(decision: TGuardDecision, viewer: TViewer | null): string {
  if (decision.kind === 'allow') return 'A';
  if (decision.kind === 'logout') return 'X';
  if (decision.to.startsWith('/login')) return 'L';
  if (decision.to === '/admin/finance/account-status') return 'S';
  if (viewer && decision.to === landing(viewer.roleId)) return 'H';
  return `?${decision.to}`;
}

describe('decideRoute', () => {
  it.each(EXPECTED)('%s', (_name, flags, expected) => {
    const actual = ORDER.map((key) => {
      const viewer = VIEWERS[key] ?? null;
      return letter(decideRoute({ flags, href: '/some/page?x=1', viewer, landing }), viewer);
    }).join('');
    expect(actual).toBe(expected);
  });

  it('covers every viewer in each row', () => {
    for (const [, , expected] of EXPECTED) expect(expected).toHaveLength(ORDER.length);
  });

  it('keeps the intended path in the login redirect', () => {
    expect(decideRoute({ flags: {}, href: '/profile/password?tab=1', viewer: null, landing })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fprofile%2Fpassword%3Ftab%3D1',
    });
    expect(decideRoute({ flags: {}, href: '/', viewer: null, landing })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a wrong role to its own landing', () => {
    const user = { roleId: 3, companyState: 3 };
    expect(decideRoute({ flags: { admin: true }, href: '/admin', viewer: user, landing })).toEqual({
      kind: 'redirect',
      to: '/courses',
    });
  });
});

describe('prefetchBeforeGuard', () => {
  it('fetches ahead only when no company state can send the role away from the route', () => {
    // Learners and managers of a suspended company keep their screens (and the server their reads).
    expect(prefetchBeforeGuard({}, 3)).toBe(true);
    expect(prefetchBeforeGuard({}, 4)).toBe(true);
    expect(prefetchBeforeGuard({ admin: true, suspendedAccessible: true }, 2)).toBe(true);
    expect(prefetchBeforeGuard({ superAdmin: true }, 1)).toBe(true);
    // An administrator's company may be suspended: Account Status only, until the profile says otherwise.
    expect(prefetchBeforeGuard({}, 2)).toBe(false);
    expect(prefetchBeforeGuard({ admin: true }, 2)).toBe(false);
    // A route the role may not open at all.
    expect(prefetchBeforeGuard({ admin: true }, 3)).toBe(false);
    expect(prefetchBeforeGuard({ manager: true }, 3)).toBe(false);
  });
});

describe('landing', () => {
  it('sends each role to the spec landing', () => {
    expect(roleLanding(1)).toBe('/super-admin/dashboard');
    expect(roleLanding(2)).toBe('/admin/courses');
    expect(roleLanding(3)).toBe('/courses');
    expect(roleLanding(4)).toBe('/courses');
    expect(roleLanding(7)).toBe('/');
  });

  it('follows only same-site redirects', () => {
    expect(safeRedirect('/profile/profile')).toBe('/profile/profile');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
