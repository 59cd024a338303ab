import { Suspense } from 'react';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { ROLE, SUSPENSION_SHORT, type TSuspensionReason } from '@skillway/shared';
import { navigationFor, type TNavItem } from './nav-items';
import classes from './nav-menu.module.css';

interface TNavMenuProps {
  roleId: number;
  userName: string;
  onNavigate?: () => void;
  /** An administrator's company is suspended (states 2 and 4): why, and the menu shows only what still opens. */
  suspension?: TSuspensionReason | null;
}

function NavItem({ item, active, onNavigate }: { item: TNavItem; active: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  // Staff icons come from a chunk of their own: the 18 px box keeps the label in place until they do.
  const icon = (
    <span className={classes.icon}>
      <Suspense fallback={<span className={classes.iconSpace} />}>
        <Icon size={18} stroke={1.6} aria-hidden />
      </Suspense>
    </span>
  );
  // Screens later issues build are listed (so the menu keeps the spec's shape) but are not links yet.
  if (item.soon) {
    return (
      <div className={classes.item} data-disabled aria-disabled="true" title="Coming soon">
        {icon}
        <span className={classes.body}>
          <span className={classes.label}>{item.label}</span>
        </span>
        <Badge size="xs" variant="light" color="gray" className={classes.badge}>
          Soon
        </Badge>
      </div>
    );
  }
  return (
    <Link
      to={item.to}
      // Exact: the router's default fuzzy match would mark 'Admin Home' current on every /admin/... page.
      activeOptions={{ exact: true }}
      className={`${classes.item} mantine-focus-auto`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {icon}
      <span className={classes.body}>
        <span className={classes.label}>{item.label}</span>
      </span>
    </Link>
  );
}

export function NavMenu({ roleId, userName, onNavigate, suspension = null }: TNavMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const suspended = roleId === ROLE.ADMIN && suspension !== null;
  const sections = navigationFor(roleId, suspended);
  return (
    <Stack gap="md" component="nav" aria-label="Main navigation">
      {roleId === ROLE.SUPER_ADMIN && (
        <Text size="sm" c="dimmed" px="sm">
          Logged in as{' '}
          <Text span fw={600} c="dark">
            {userName}
          </Text>
        </Text>
      )}
      {suspended && (
        <Alert color="orange" variant="light" radius="md" p="xs" title="Administration paused" role="note">
          <Text size="xs">{SUSPENSION_SHORT[suspension]}</Text>
        </Alert>
      )}
      {sections.map((section, index) => (
        <Stack gap={2} key={section.label ?? index}>
          {section.label && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
              {section.label}
            </Text>
          )}
          {section.items.map((item) => (
            <NavItem key={item.to} item={item} active={pathname === item.to} onNavigate={onNavigate} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
