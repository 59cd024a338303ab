import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../layout/root-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { PageLoader } from '../layout/page-loader';
import { RouteError } from '../layout/route-error';
import { guardRoute } from './guard-route';
import type { TRouteMeta } from './route-flags';
import { ROUTE_TABLE } from './route-table';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: TRouteMeta;
  }
}

export interface TRouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  const rootRoute = createRootRouteWithContext<TRouterContext>()({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
  });
  const children = ROUTE_TABLE.map((route) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: route.path,
      staticData: { meta: route.meta },
      beforeLoad: guardRoute(route.meta.flags),
      component: lazyRouteComponent(route.page),
    }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    context: { queryClient },
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type TAppRouter = ReturnType<typeof createAppRouter>;
