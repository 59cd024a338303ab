import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { AppRoot } from '../../app/app-root';

interface TRouterContext {
  /** The app's QueryClient, loaded on first use (the login page never needs it). */
  getQueryClient: () => Promise<QueryClient>;
}

export const rootRoute = createRootRouteWithContext<TRouterContext>()({
  component: AppRoot,
  notFoundComponent: lazyRouteComponent(() => import('../../layout/not-found-page'), 'NotFoundPage'),
});
