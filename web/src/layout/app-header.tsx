import { lazy, Suspense } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Burger, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COMPANY_STATE, ROLE, type TProfile } from '@skillway/shared';
import { BRAND } from '../app/brand';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { landing } from '../routes/landing';
import { catalogsReady } from '../i18n/catalogs';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import { AnchorLink } from '../components/links/anchor-link';

/** Large uploads are the administrator's (course videos, packages): no other role loads the tray or Uppy. */
// Its catalogue (the active language's) loads with its chunk, before it renders.
const UploadsTray = lazy(() =>
  import('../features/uploads/tray/uploads-tray').then(async (module) => (await catalogsReady(), module)),
);

interface TAppHeaderProps {
  roleId: number;
  name: string;
  profile: TProfile | undefined;
  navOpened: boolean;
  onToggleNav: () => void;
  showBurger: boolean;
}

/** Administrators see their trial countdown (the super administrator has no company, so no trial info). */
function TrialBadge({ profile }: { profile: TProfile | undefined }) {
  const { t } = useLingui();
  const company = profile?.company;
  if (!company || profile.role_id !== ROLE.ADMIN) return null;
  if (company.state !== COMPANY_STATE.FREE_TRIAL && company.state !== COMPANY_STATE.FREE_TRIAL_EXTENDED) return null;
  const days = company.trial_days_left;
  const text = t`Free trial: ${plural(days, { one: '# day', other: '# days' })} left`;
  const badge = (
    <Badge variant="light" color={days <= 3 ? 'orange' : 'indigo'} size="lg" tt="none">
      {text}
    </Badge>
  );
  return (
    <AnchorLink to="/admin/finance/account-status" underline="never" visibleFrom="sm">
      {badge}
    </AnchorLink>
  );
}

export function AppHeader({ roleId, name, profile, navOpened, onToggleNav, showBurger }: TAppHeaderProps) {
  const { t } = useLingui();
  const brand = BRAND.name;
  const helpEmail = BRAND.helpEmail;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        {showBurger && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            size="sm"
            aria-label={navOpened ? t`Close navigation` : t`Open navigation`}
            aria-expanded={navOpened}
            aria-controls="app-navigation"
          />
        )}
        <Link
          to={landing(roleId)}
          activeOptions={{ exact: true }}
          aria-label={t`${brand} home`}
          style={{ textDecoration: 'none' }}
        >
          <Logo />
        </Link>
        <Text size="sm" c="dimmed" visibleFrom="md">
          <Trans>
            Need help? Email{' '}
            <Anchor href={`mailto:${helpEmail}`} size="sm">
              {helpEmail}
            </Anchor>
          </Trans>
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <TrialBadge profile={profile} />
        {roleId === ROLE.ADMIN && (
          <Suspense fallback={null}>
            <UploadsTray />
          </Suspense>
        )}
        <NotificationBell />
        <UserMenu name={name} avatarUrl={profile?.thumbnail?.thumb ?? null} />
      </Group>
    </Group>
  );
}
