import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '../layout/page-loader';
import { RouteError } from '../layout/route-error';
import type { TRouteMeta } from './route-flags';
import { routeTree } from './tree/route-tree';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: TRouteMeta;
  }
  // Registering the router types every `Link`, `navigate`, `useParams` and `useSearch` against the tree.
  interface Register {
    router: TAppRouter;
  }
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

type TAppRouter = ReturnType<typeof createAppRouter>;
