import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { ROLE, SUSPENSION_SHORT, type TSuspensionReason } from '@skillway/shared';
import { specText } from '../../i18n/spec-text';
import { navigationFor, navText, type TNavItem } from './nav-items';
import classes from './nav-menu.module.css';

interface TNavMenuProps {
  roleId: number;
  userName: string;
  onNavigate?: () => void;
  /** An administrator's company is suspended (states 2 and 4): why, and the menu shows only what still opens. */
  suspension?: TSuspensionReason | null;
}

/** A navigation label in the active language (nav-items.ts keeps the English). */
function useNavLabel(): (label: string) => string {
  const { t } = useLingui();
  return (label) => {
    const message = navText(label);
    return message ? t(message) : specText(label);
  };
}

function NavItem({ item, active, onNavigate }: { item: TNavItem; active: boolean; onNavigate?: () => void }) {
  const { t } = useLingui();
  const navLabel = useNavLabel();
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
      <div className={classes.item} data-disabled aria-disabled="true" title={t`Coming soon`}>
        {icon}
        <span className={classes.body}>
          <span className={classes.label}>{navLabel(item.label)}</span>
        </span>
        <Badge size="xs" variant="light" color="gray" className={classes.badge}>
          <Trans>Soon</Trans>
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
        <span className={classes.label}>{navLabel(item.label)}</span>
      </span>
    </Link>
  );
}

export function NavMenu({ roleId, userName, onNavigate, suspension = null }: TNavMenuProps) {
  const { t } = useLingui();
  const navLabel = useNavLabel();
  const pathname = useLocation({ select: (location) => location.pathname });
  const suspended = roleId === ROLE.ADMIN && suspension !== null;
  const sections = navigationFor(roleId, suspended);
  return (
    <Stack gap="md" component="nav" aria-label={t`Main navigation`}>
      {roleId === ROLE.SUPER_ADMIN && (
        <Text size="sm" c="dimmed" px="sm">
          <Trans>
            Logged in as{' '}
            <Text span fw={600} c="dark">
              {userName}
            </Text>
          </Trans>
        </Text>
      )}
      {suspended && (
        <Alert color="orange" variant="light" radius="md" p="xs" title={t`Administration paused`} role="note">
          <Text size="xs">{specText(SUSPENSION_SHORT[suspension])}</Text>
        </Alert>
      )}
      {sections.map((section, index) => (
        <Stack gap={2} key={section.label ?? index}>
          {section.label && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
              {navLabel(section.label)}
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
