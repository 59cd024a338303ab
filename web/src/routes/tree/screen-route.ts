import type { ComponentType } from 'react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { guardRoute } from '../guard-route';
import type { TRouteMeta } from '../route-flags';
import { rootRoute } from './root-route';

/** A page module, loaded when its screen is first opened so each screen is its own chunk. */
type TPageImport = () => Promise<{ default: ComponentType }>;

/**
 * One screen: a direct child of the root (every screen is, so a route's id is its path), guarded by its flags,
 * with its title, breadcrumbs and flags in `staticData` for the layout. `TPath` stays literal so the router
 * knows the path and its parameters.
 */
export function screenRoute<const TPath extends string>(path: TPath, meta: TRouteMeta, page: TPageImport) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { meta },
    beforeLoad: guardRoute(meta.flags),
    component: lazyRouteComponent(page),
  });
}
