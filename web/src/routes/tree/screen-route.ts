import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROLE } from '@skillway/shared';
import { getSession, loadStaffOperationRoutes } from '../../api';
import { catalogsReady } from '../../i18n/catalogs';
import { guardRoute } from '../guard-route';
import { prefetchBeforeGuard } from '../route-guard';
import { SCREENS, type TScreenPath } from '../screens';
import { rootRoute } from './root-route';
import type * as TLearnerPages from './learner-pages';
import type * as TPublicPages from './public-pages';
import type * as TStaffPages from './staff-pages';
import type { TPageModule } from './page-module';

/**
 * A page module, loaded when its screen is first opened so each screen is its own chunk. `prefetch` (optional)
 * starts the page's first queries, so they run alongside the guard's profile request rather than after it – unless
 * the guard might redirect from the screen (see prefetchBeforeGuard), when they start once it lets the user in.
 */
type TPageImport = () => Promise<TPageModule>;

/** A page table, a lazy chunk of its own: imported once, tried again after a failure. */
function pageTable<TTable>(load: () => Promise<TTable>): () => Promise<TTable> {
  let table: Promise<TTable> | undefined;
  return () =>
    (table ??= load().catch((error: unknown) => {
      table = undefined;
      throw error;
    }));
}

const loadPublicPages = pageTable(() => import('./public-pages'));
const loadLearnerPages = pageTable(() => import('./learner-pages'));
const loadStaffPages = pageTable(() => import('./staff-pages'));

/** A public screen's page (but the sign-in's own), through the public page table (./public-pages.ts). */
export function publicPage(path: TPublicPages.TPublicPagePath): TPageImport {
  return () => loadPublicPages().then((pages) => pages.publicPages[path]());
}

/** A signed-in user's screen other than the first ones, through the learner page table (./learner-pages.ts). */
export function learnerPage(path: TLearnerPages.TLearnerPagePath): TPageImport {
  return () => loadLearnerPages().then((pages) => pages.learnerPages[path]());
}

/** A staff screen's page, through the staff page table (./staff-pages.ts): a learner never loads it. */
export function staffPage(path: TStaffPages.TStaffPagePath): TPageImport {
  return () => loadStaffPages().then((pages) => pages.staffPages[path]());
}

/** Longest wait for an idle moment before a page table is fetched anyway. */
const PAGE_TABLES_IDLE_TIMEOUT_MS = 3_000;

/**
 * The page tables are fetched once the browser is idle after the first screen, so the next one waits only for its
 * own chunk: a signed-out visitor's the public one (public-pages.ts); a signed-in user's theirs (learner-pages.ts),
 * and a staff member's (staff-pages.ts) with an administrator's staff operations' routes (a manager's operations are
 * in the learner's table). A learner never loads the staff ones.
 */
const warmed = new Set<number | 'signed out'>();
function warmPageTables(roleId: number | undefined): void {
  const who = roleId ?? 'signed out';
  if (warmed.has(who)) return;
  warmed.add(who);
  const load = () => {
    if (roleId === undefined) {
      void loadPublicPages().catch(() => undefined);
      return;
    }
    void loadLearnerPages().catch(() => undefined);
    if (roleId === ROLE.USER) return;
    void loadStaffPages().catch(() => undefined);
    if (roleId !== ROLE.MANAGER) void loadStaffOperationRoutes().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(load, { timeout: PAGE_TABLES_IDLE_TIMEOUT_MS });
  else window.setTimeout(load, 0);
}

/**
 * One screen: a direct child of the root (every screen is, so a route's id is its path), guarded by its flags,
 * with its title, breadcrumbs and flags (its row of the screen table, ../screens.ts) in `staticData` for the
 * layout. `TPath` stays literal so the router knows the path and its parameters.
 */
export function screenRoute<const TPath extends TScreenPath>(path: TPath, page: TPageImport) {
  const meta = SCREENS[path];
  const guard = guardRoute(meta.flags);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { meta },
    beforeLoad: async (ctx) => {
      const session = getSession();
      warmPageTables(session?.user.role_id);
      if (!session) return guard(ctx);
      // Signed in, the guard waits for the profile: start the page's chunk meanwhile (the component's own load
      // reuses the same module request), and its data too when the guard cannot send this role elsewhere; otherwise
      // the data waits for the guard, so a screen it redirects from (a suspended company's administrator) calls
      // nothing the server would refuse. A failure here shows when the page itself loads.
      const loaded = Promise.all([page(), ctx.context.getQueryClient()]);
      void loaded.catch(() => undefined);
      const prefetch = () =>
        void loaded
          .then(([module, queryClient]) => module.prefetch?.(queryClient, ctx.params as Record<string, string>))
          .catch(() => undefined);
      const early = prefetchBeforeGuard(meta.flags, session.user.role_id);
      if (early) prefetch();
      await guard(ctx);
      if (!early) prefetch();
    },
    // The page's catalogues (its features' text, in the active language) load with its chunk, before it renders.
    component: lazyRouteComponent(() => page().then(async (module) => (await catalogsReady(), module))),
  });
}
