import { useEffect } from 'react';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from '@tanstack/react-router';
import { MOBILE_BREAKPOINT_PX } from '@skillway/shared';
import { useSession } from '../api';
import { useProfile } from '../features/profile/api/queries';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ModalsHost } from './modals-host';
import { NavMenu } from './navigation/nav-menu';
import { SuspensionNotice } from './suspension-notice';

const NAV_WIDTH = 280;

/** The signed-in shell: header, the role's navigation (a drawer behind a burger below 1262 px), breadcrumbs. */
export default function AppLayout() {
  const session = useSession();
  const profile = useProfile();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, false) ?? false;
  const pathname = useLocation({ select: (location) => location.pathname });

  // A route change closes the phone drawer.
  useEffect(close, [pathname, close]);

  const user = profile.data ?? session?.user;
  const roleId = profile.data?.role_id ?? session?.user.role_id ?? 0;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  // Confirmation dialogs belong to signed-in screens; the host mounts Mantine's ModalsProvider (Modal, its
  // ScrollArea and floating-ui) on the first confirmation, so no screen's first load carries it.
  return (
    <>
      <ModalsHost />
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: NAV_WIDTH, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !navOpened } }}
        padding="md"
      >
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <AppShell.Header>
          <AppHeader
            roleId={roleId}
            name={name}
            profile={profile.data}
            navOpened={navOpened}
            onToggleNav={toggle}
            showBurger={isMobile}
          />
        </AppShell.Header>
        <AppShell.Navbar id="app-navigation" p="sm">
          {/* A native scroller: Mantine's ScrollArea would bring floating-ui into every signed-in first load. */}
          <AppShell.Section grow style={{ minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>
            <NavMenu roleId={roleId} userName={name} onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
          <Box style={{ flex: 1 }} maw={1400} w="100%" mx="auto">
            <AppBreadcrumbs />
            <SuspensionNotice profile={profile.data} />
            <Outlet />
          </Box>
          <AppFooter signedIn />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
