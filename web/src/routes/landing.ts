import { ROLE } from '@skillway/shared';
import type { TStaticPath } from './paths';

/** Where each role lands after login (the spec's landings; a role the app does not know lands on the dashboard). */
const LANDING: Partial<Record<number, TStaticPath>> = {
  [ROLE.SUPER_ADMIN]: '/super-admin/dashboard',
  [ROLE.ADMIN]: '/admin/courses',
  [ROLE.MANAGER]: '/courses',
  [ROLE.USER]: '/courses',
};

export function landing(roleId: number): TStaticPath {
  return LANDING[roleId] ?? '/';
}

/** A `redirect` query value is followed only if it is a path on this site (no `//host`, no scheme). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?')) return null;
  return value;
}
