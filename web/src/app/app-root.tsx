import { Suspense, lazy, useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Outlet } from '@tanstack/react-router';
import { loadOperationRoutes } from '../api';
import { useRouteFocus } from '../layout/use-route-focus';
import { useRouteMeta } from '../layout/use-route-meta';
import { specText } from '../i18n/spec-text';
import { BarePageLoader } from './bare/bare-loader';
import { BarePublicLayout } from './bare/bare-public-layout';
import { BRAND } from './brand';
import { loadToasts } from './toast-host';

const loadProviders = () => import('./providers');
const Providers = lazy(loadProviders);

/** How long after a (Mantine) first screen the toast container is fetched, so a toast never waits on the network. */
const TOASTS_AFTER_MS = 2000;
/** The visitor's first use of a bare screen (typing, a tap or click). */
const FIRST_USE_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * What a bare screen's next step needs (the providers for the next screen, the toast container for an error, the
 * operation table for the first call), fetched at the visitor's first use of the page rather than on a timer: the
 * page stays idle (no parsing of Mantine while nobody acts) and it is there by the time a typed form is sent.
 */
function warmUpOnFirstUse(): () => void {
  const warmUp = () => {
    stop();
    void loadProviders();
    void loadToasts();
    void loadOperationRoutes();
  };
  const stop = () => FIRST_USE_EVENTS.forEach((type) => document.removeEventListener(type, warmUp, true));
  FIRST_USE_EVENTS.forEach((type) => document.addEventListener(type, warmUp, { capture: true, passive: true }));
  return stop;
}

/**
 * The root route's component. A `bare` screen (the login page) is drawn in a Mantine-free frame; every other one
 * inside the lazily loaded providers and the root layout (layout/root-layout.tsx), which pick the public or the
 * signed-in shell.
 */
export function AppRoot() {
  // Drawn again in a new language: the title is read through specText below.
  useLingui();
  const meta = useRouteMeta();
  const bare = meta?.bare === true;
  // The screen's title in the active language (screens.ts keeps the English).
  const title = meta ? specText(meta.title) : undefined;
  // Here, at the root, so it sees every route change, the sign-in from the (bare) login page to the app included.
  const announcement = useRouteFocus(title);

  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : BRAND.name;
  }, [title]);

  useEffect(() => {
    if (bare) return warmUpOnFirstUse();
    const timer = setTimeout(() => void loadToasts(), TOASTS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [bare]);

  return (
    <>
      <RouteAnnouncer text={announcement} />
      {bare ? (
        <BarePublicLayout>
          <Outlet />
        </BarePublicLayout>
      ) : (
        <Suspense fallback={<BarePageLoader />}>
          <Providers />
        </Suspense>
      )}
    </>
  );
}

/** The polite live region that names each new page (layout/use-route-focus.ts); plain markup, as bare screens have no Mantine. */
function RouteAnnouncer({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-route-announcer="">
      {text}
    </div>
  );
}

/** Starts fetching the providers and the operation table before the first render when the first screen needs them. */
export function preloadProviders(): void {
  void loadProviders();
  void loadOperationRoutes();
}
