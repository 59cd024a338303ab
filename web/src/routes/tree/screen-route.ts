import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { getSession } from '../../api';
import { guardRoute } from '../guard-route';
import { SCREENS, type TScreenPath } from '../screens';
import { rootRoute } from './root-route';

/**
 * A page module, loaded when its screen is first opened so each screen is its own chunk. `prefetch` (optional)
 * starts the page's first queries, so they run alongside the guard's profile request rather than after it.
 */
interface TPageModule {
  default: ComponentType;
  prefetch?: (queryClient: QueryClient, params: Record<string, string>) => void;
}
type TPageImport = () => Promise<TPageModule>;

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
    beforeLoad: (ctx) => {
      // Signed in, the guard waits for the profile: start the page's chunk and its data meanwhile (the component's
      // own load reuses the same module request). A failure here shows when the page itself loads.
      if (getSession()) {
        void Promise.all([page(), ctx.context.getQueryClient()])
          .then(([module, queryClient]) => module.prefetch?.(queryClient, ctx.params as Record<string, string>))
          .catch(() => undefined);
      }
      return guard(ctx);
    },
    component: lazyRouteComponent(page),
  });
}
