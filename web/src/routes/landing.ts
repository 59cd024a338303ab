import { ROLE } from '@skillway/shared';

/**
 * Where each role lands after login, in order of preference: the spec's landing first, then the screen that
 * stands in for it until a later issue builds it. `exists` says whether a path is in the route table.
 */
const LANDING_PREFERENCES: Record<number, readonly string[]> = {
  [ROLE.SUPER_ADMIN]: ['/super-admin/companies'],
  [ROLE.ADMIN]: ['/admin/courses', '/admin'],
  [ROLE.MANAGER]: ['/courses', '/'],
  [ROLE.USER]: ['/courses', '/'],
};

export function landingFor(roleId: number, exists: (path: string) => boolean): string {
  const preferences = LANDING_PREFERENCES[roleId] ?? ['/'];
  return preferences.find(exists) ?? '/';
}

/** The first of `paths` that exists, else the role's landing (e.g. /super-admin/dashboard before it is built). */
export function firstExisting(paths: readonly string[], roleId: number, exists: (path: string) => boolean): string {
  return paths.find(exists) ?? landingFor(roleId, exists);
}

/** A `redirect` query value is followed only if it is a path on this site (no `//host`, no scheme). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login?')) return null;
  return value;
}
