import { ROLE, isRoleId, isSuspendedState } from '@skillway/shared';
import type { TRouteFlags } from './route-flags';

const LOGIN_PATH = '/login';
const ACCOUNT_STATUS_PATH = '/admin/finance/account-status';

/** The signed-in user as the guard sees them: the role and their company's state (null for the super admin). */
export interface TViewer {
  roleId: number;
  companyState: number | null;
  /** The viewer's language (their choice, else their company's default); the route shows the screen in it. */
  language?: string;
}

export type TGuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The session is unusable (an unknown role): clear it and go to `to`. */
  | { kind: 'logout'; to: string };

export interface TGuardInput {
  flags: TRouteFlags;
  /** The path (with query) being opened; kept in the login redirect. */
  href: string;
  viewer: TViewer | null;
  landing: (roleId: number) => string;
}

/**
 * The route guard as a pure decision. The server enforces the same rules; this only keeps people on screens
 * that will work for them. Order matters: login, logged-out-only pages, suspension, then role flags.
 */
export function decideRoute({ flags, href, viewer, landing }: TGuardInput): TGuardDecision {
  if (!viewer) {
    if (flags.public) return { kind: 'allow' };
    const path = href.split('?')[0];
    const to = path === '/' || path === '' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(href)}`;
    return { kind: 'redirect', to };
  }

  // The spec: any role other than the four known ones logs the user out.
  if (!isRoleId(viewer.roleId)) return { kind: 'logout', to: LOGIN_PATH };

  if (flags.onlyLoggedOut) return { kind: 'redirect', to: landing(viewer.roleId) };

  const suspendedAdmin =
    viewer.roleId === ROLE.ADMIN && viewer.companyState !== null && isSuspendedState(viewer.companyState);
  if (suspendedAdmin && !flags.suspendedAccessible) return { kind: 'redirect', to: ACCOUNT_STATUS_PATH };

  if (!roleAllowed(flags, viewer.roleId)) return { kind: 'redirect', to: landing(viewer.roleId) };

  return { kind: 'allow' };
}

/** Role flags combine with "any of": a route flagged manager and admin admits both. No role flag admits every role. */
function roleAllowed(flags: TRouteFlags, roleId: number): boolean {
  const allowed: number[] = [];
  if (flags.superAdmin) allowed.push(ROLE.SUPER_ADMIN);
  if (flags.admin) allowed.push(ROLE.ADMIN);
  if (flags.manager) allowed.push(ROLE.MANAGER);
  return allowed.length === 0 || allowed.includes(roleId);
}

/**
 * Whether a screen's data may be fetched before the guard has the profile: only when no company state can send this
 * role away from the route. The role comes from the stored session; the company state is not known yet, and an
 * administrator of a suspended company (2 or 4) is redirected from every route not marked suspendedAccessible,
 * whose calls the server would refuse (403). Otherwise the page's prefetch waits for the guard's decision.
 */
export function prefetchBeforeGuard(flags: TRouteFlags, roleId: number): boolean {
  if (roleId === ROLE.ADMIN && !flags.suspendedAccessible) return false;
  const decision = decideRoute({ flags, href: '', viewer: { roleId, companyState: null }, landing: () => '' });
  return decision.kind === 'allow';
}
