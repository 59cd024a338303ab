import { Suspense, lazy, useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { loadOperationRoutes } from '../api';
import { useRouteMeta } from '../layout/use-route-meta';
import { BarePageLoader } from './bare/bare-loader';
import { BarePublicLayout } from './bare/bare-public-layout';
import { BRAND } from './brand';

const loadProviders = () => import('./providers');
const Providers = lazy(loadProviders);

/**
 * How long after a bare first screen the providers and the API's operation table are fetched anyway, so the next
 * screen (or the first call) does not wait for them.
 */
const PREFETCH_AFTER_MS = 2000;

/**
 * The root route's component. A `bare` screen (the login page) is drawn in a Mantine-free frame; every other one
 * inside the lazily loaded providers and the root layout (layout/root-layout.tsx), which pick the public or the
 * signed-in shell.
 */
export function AppRoot() {
  const meta = useRouteMeta();
  const bare = meta?.bare === true;

  useEffect(() => {
    document.title = meta ? `${meta.title} | ${BRAND.name}` : BRAND.name;
  }, [meta]);

  useEffect(() => {
    if (!bare) return;
    const timer = setTimeout(() => {
      void loadProviders();
      void loadOperationRoutes();
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [bare]);

  if (bare) {
    return (
      <BarePublicLayout>
        <Outlet />
      </BarePublicLayout>
    );
  }
  return (
    <Suspense fallback={<BarePageLoader />}>
      <Providers />
    </Suspense>
  );
}

/** Starts fetching the providers and the operation table before the first render when the first screen needs them. */
export function preloadProviders(): void {
  void loadProviders();
  void loadOperationRoutes();
}
