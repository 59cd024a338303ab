import { Suspense, lazy, useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Outlet } from '@tanstack/react-router';
import { getSession, useSession } from '../api';
import { BRAND } from '../app/brand';
import { catalogsReady } from '../i18n/catalogs';
import { specText } from '../i18n/spec-text';
import { PageLoader } from './page-loader';
import { PublicLayout } from './public-layout';
import { useRouteMeta } from './use-route-meta';

// The signed-in shell (header, navigation, notifications) is its own chunk: the login page never loads it. Its
// features' catalogues (the bell's "Notifications") load with it, before it renders, as a screen's do (screenRoute).
const loadAppLayout = () => import('./app-layout').then(async (module) => (await catalogsReady(), module));
const AppLayout = lazy(loadAppLayout);
// With a stored session its chunk is fetched at once, alongside the profile request the route guard waits for,
// rather than once the guard has let the first route render.
if (getSession()) void loadAppLayout();

export function RootLayout() {
  const session = useSession();
  // Drawn again in a new language: the title is read through specText below.
  useLingui();
  const meta = useRouteMeta();
  const title = meta ? specText(meta.title) : undefined;

  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : BRAND.name;
  }, [title]);

  if (session && !meta?.flags.onlyLoggedOut) {
    return (
      <Suspense fallback={<PageLoader />}>
        <AppLayout />
      </Suspense>
    );
  }
  // Logged out on a private page (e.g. just after logout, before the redirect lands): show nothing private.
  if (!session && meta && !meta.flags.public) return <PageLoader />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
