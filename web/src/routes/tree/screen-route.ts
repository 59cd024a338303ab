import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROLE } from '@skillway/shared';
import { getSession, loadStaffOperationRoutes } from '../../api';
import { catalogsReady } from '../../i18n/catalogs';
import { guardRoute } from '../guard-route';
import { prefetchBeforeGuard } from '../route-guard';
import { SCREENS, type TScreenPath } from '../screens';
import { rootRoute } from './root-route';
import type * as TStaffPages from './staff-pages';
import type { TPageModule } from './page-module';

/**
 * A page module, loaded when its screen is first opened so each screen is its own chunk. `prefetch` (optional)
 * starts the page's first queries, so they run alongside the guard's profile request rather than after it – unless
 * the guard might redirect from the screen (see prefetchBeforeGuard), when they start once it lets the user in.
 */
type TPageImport = () => Promise<TPageModule>;

let staffPageTable: Promise<typeof TStaffPages> | undefined;

/** The staff screens' page table (./staff-pages.ts), a lazy chunk of its own; tried again after a failure. */
function loadStaffPages(): Promise<typeof TStaffPages> {
  staffPageTable ??= import('./staff-pages').catch((error: unknown) => {
    staffPageTable = undefined;
    throw error;
  });
  return staffPageTable;
}

/** Longest wait for an idle moment before a staff member's page table is fetched anyway. */
const STAFF_PAGES_IDLE_TIMEOUT_MS = 3_000;

/**
 * A staff member's next screen is likely one of theirs: the page table is fetched once the browser is idle after
 * their first screen, so the next one waits only for its own chunk, as a learner's does, and an administrator's the
 * staff operations' routes with it (a manager's operations are in the learner's table). A learner never loads them.
 */
let staffPagesWarming = false;
function warmStaffPages(roleId: number): void {
  if (roleId === ROLE.USER || staffPagesWarming) return;
  staffPagesWarming = true;
  const load = () => {
    void loadStaffPages().catch(() => undefined);
    if (roleId !== ROLE.MANAGER) void loadStaffOperationRoutes().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(load, { timeout: STAFF_PAGES_IDLE_TIMEOUT_MS });
  else window.setTimeout(load, 0);
}

/** A staff screen's page, through the staff page table: the learner's entry chunk names none of their chunks. */
export function staffPage(path: TStaffPages.TStaffPagePath): TPageImport {
  return () => loadStaffPages().then((pages) => pages.staffPages[path]());
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
      if (!session) return guard(ctx);
      warmStaffPages(session.user.role_id);
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
