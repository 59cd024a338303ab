import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getSession, isApiError } from '../api';
import { activateLocale, shownLocale } from '../i18n/language';
import { landing } from './landing';
import type { TRouteFlags } from './route-flags';
import { decideRoute, type TViewer } from './route-guard';

/**
 * Who is looking: the role and company state come from the profile (fresh from the server, cached a minute);
 * if the profile cannot be read for a reason other than a 401, the stored session's role is used and the
 * server's own checks remain the real gate.
 */
async function resolveViewer(getQueryClient: () => Promise<QueryClient>): Promise<TViewer | null> {
  const session = getSession();
  if (!session) return null;
  try {
    // Signed in: TanStack Query and the profile call load now (a signed-out first screen never loads them).
    const [queryClient, { profileQueryOptions }] = await Promise.all([
      getQueryClient(),
      import('../features/profile/api/queries'),
    ]);
    const profile = await queryClient.ensureQueryData({ ...profileQueryOptions(), revalidateIfStale: true });
    return { roleId: profile.role_id, companyState: profile.company?.state ?? null, language: profile.language };
  } catch (error) {
    if (!getSession() || (isApiError(error) && error.status === 401)) return null;
    return { roleId: session.user.role_id, companyState: null };
  }
}

/**
 * The viewer's language on a screen no route guards (the not-found page, tree/root-route.ts): the signed-in user's,
 * else the browser's, as a guarded screen would have it.
 */
export async function activateViewerLocale(getQueryClient: () => Promise<QueryClient>): Promise<void> {
  const viewer = await resolveViewer(getQueryClient);
  await activateLocale(shownLocale(viewer?.language));
}

/** The `beforeLoad` of every route in the table. */
export function guardRoute(flags: TRouteFlags) {
  return async ({
    context,
    location,
  }: {
    context: { getQueryClient: () => Promise<QueryClient> };
    location: { href: string };
  }) => {
    const viewer = await resolveViewer(context.getQueryClient);
    // The screen's text in the viewer's language (the browser's before sign-in), its catalogues loaded first.
    await activateLocale(shownLocale(viewer?.language));
    const decision = decideRoute({ flags, href: location.href, viewer, landing });
    if (decision.kind === 'allow') return;
    if (decision.kind === 'logout') {
      clearSession();
      (await context.getQueryClient()).clear();
    }
    throw redirect({ href: decision.to, replace: true });
  };
}
