import { memo, useDeferredValue, useEffect, useState, type KeyboardEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from '@tanstack/react-router';
import { MOBILE_BREAKPOINT_PX, isSuspendedState, type TProfile, type TSuspensionReason } from '@skillway/shared';
import { suspensionReason } from '@skillway/shared/rules/account-actions';
import { useSession } from '../api';
import { useProfile } from '../features/profile/api/queries';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ModalsHost } from './modals-host';
import { NavMenu } from './navigation/nav-menu';
import { SuspensionNotice } from './suspension-notice';
import classes from './app-shell.module.css';

const BURGER_SELECTOR = '[aria-controls="app-navigation"]';
// The page and the footer do not change with the navigation's state: one render per route, not per toggle.
const Page = memo(function Page({ profile }: { profile: TProfile | undefined }) {
  return (
    <>
      <div className={classes.content}>
        <AppBreadcrumbs />
        <SuspensionNotice profile={profile} />
        <Outlet />
      </div>
      <AppFooter signedIn />
    </>
  );
});
const Navigation = memo(NavMenu);

/** Why the viewer's company is suspended (states 2 and 4), else null; the menu then shows only what still opens. */
function suspensionOf(profile: TProfile | undefined): TSuspensionReason | null {
  const company = profile?.company;
  if (!company || !isSuspendedState(company.state)) return null;
  return company.suspension_reason ?? suspensionReason(company.state, null);
}

/**
 * The signed-in shell: header, the role's navigation (a drawer behind a burger below 1262 px), breadcrumbs.
 * Plain elements and a CSS module (app-shell.module.css) in place of Mantine's AppShell, with the same landmarks
 * (header, nav, main). On a phone the navigation is rendered the first time the drawer opens, not on every page.
 */
export default function AppLayout() {
  const session = useSession();
  // The profile re-renders the header in the background (short tasks), not in one long task as it lands.
  const profile = useDeferredValue(useProfile().data);
  const [navOpened, { toggle, close }] = useDisclosure(false);
  // Read at once (not after a first desktop render), so a phone's first render has no navigation to throw away.
  const isMobile =
    useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const [navMounted, setNavMounted] = useState(false);
  if (navOpened && !navMounted) setNavMounted(true);
  const pathname = useLocation({ select: (location) => location.pathname });

  // A route change closes the phone drawer.
  useEffect(close, [pathname, close]);

  const user = profile ?? session?.user;
  const roleId = profile?.role_id ?? session?.user.role_id ?? 0;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  // Escape closes the phone drawer and gives the focus back to the burger.
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isMobile || !navOpened) return;
    close();
    document.querySelector<HTMLElement>(BURGER_SELECTOR)?.focus();
  };

  // Confirmation dialogs belong to signed-in screens; the host mounts Mantine's ModalsProvider (Modal, its
  // ScrollArea and floating-ui) on the first confirmation, so no screen's first load carries it.
  return (
    <div className={classes.shell}>
      <ModalsHost />
      <a href="#main" className="skip-link">
        <Trans>Skip to main content</Trans>
      </a>
      <header className={classes.header}>
        <AppHeader
          roleId={roleId}
          name={name}
          profile={profile}
          navOpened={navOpened}
          onToggleNav={toggle}
          showBurger={isMobile}
        />
      </header>
      <nav id="app-navigation" className={classes.navbar} data-opened={navOpened || undefined} onKeyDown={onNavKeyDown}>
        <div className={classes.navScroll}>
          {(!isMobile || navMounted) && (
            <Navigation roleId={roleId} userName={name} onNavigate={close} suspension={suspensionOf(profile)} />
          )}
        </div>
      </nav>
      <main id="main" className={classes.main}>
        <Page profile={profile} />
      </main>
    </div>
  );
}
