import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { AppRoot } from '../../app/app-root';
import { getQueryClient } from '../../app/query-client-loader';
import { catalogsReady } from '../../i18n/catalogs';
import { activateViewerLocale } from '../guard-route';

interface TRouterContext {
  /** The app's QueryClient, loaded on first use (the login page never needs it). */
  getQueryClient: () => Promise<QueryClient>;
}

export const rootRoute = createRootRouteWithContext<TRouterContext>()({
  component: AppRoot,
  // No route's guard ran for an unknown address: the page finds the viewer's language itself (its catalogue with it).
  notFoundComponent: lazyRouteComponent(async () => {
    const [{ NotFoundPage }] = await Promise.all([
      import('../../layout/not-found-page'),
      activateViewerLocale(getQueryClient).catch(() => undefined),
    ]);
    await catalogsReady();
    return { NotFoundPage };
  }, 'NotFoundPage'),
});
