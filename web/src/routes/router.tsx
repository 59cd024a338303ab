import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { BarePageLoader } from '../app/bare/bare-loader';
import { BareRouteError } from '../app/bare/bare-route-error';
import { getQueryClient } from '../app/query-client-loader';
import type { TRouteMeta } from './route-flags';
import { textSearchOptions } from './search-text';
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

/**
 * The pending and error screens are Mantine-free (they show on the login page too, before Mantine loads), and the
 * QueryClient is reached through `getQueryClient` so the first screen need not load TanStack Query. Query strings
 * stay text (./search-text.ts).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { getQueryClient },
    defaultPendingComponent: BarePageLoader,
    defaultPendingMs: 300,
    defaultErrorComponent: BareRouteError,
    scrollRestoration: true,
    ...textSearchOptions,
  });
}

type TAppRouter = ReturnType<typeof createAppRouter>;
