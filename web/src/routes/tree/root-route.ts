import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../../layout/not-found-page';
import { RootLayout } from '../../layout/root-layout';

interface TRouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<TRouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
