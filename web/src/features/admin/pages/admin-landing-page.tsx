import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconBook,
  IconBuildingStore,
  IconChartBar,
  IconCreditCard,
  IconPlaylist,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { CardLink } from '../../../components/links/card-link';
import { TileBody, type TTileIcon } from '../../../components/tile-body';
import type { TDestination } from '../../../routes/paths';
import { ComplianceCard } from '../components/compliance-card';
import { MailHoldNotice } from '../components/mail-hold-notice';

type TTile = TDestination & {
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: TTileIcon;
  /** The spec shows these tiles disabled on the landing whatever exists. */
  alwaysDisabled?: boolean;
};

const TILES: readonly TTile[] = [
  { label: msg`Users`, description: msg`Add, import and manage your team.`, to: '/admin/users', icon: IconUsers },
  { label: msg`Courses`, description: msg`Build courses and enrol users.`, to: '/admin/courses', icon: IconBook },
  {
    label: msg`Playlists`,
    description: msg`Group courses into learning paths.`,
    to: '/admin/playlists',
    icon: IconPlaylist,
  },
  { label: msg`Groups`, description: msg`Organise users into groups.`, to: '/admin/groups', icon: IconUsersGroup },
  {
    label: msg`Reports`,
    description: msg`Progress across your company.`,
    to: '/admin/reports',
    icon: IconChartBar,
  },
  {
    label: msg`Finance & Account`,
    description: msg`Billing and account details.`,
    to: '/admin/finance/company',
    icon: IconCreditCard,
  },
  {
    label: msg`Marketplace`,
    description: msg`Courses from our partners, coming soon.`,
    to: '/admin/marketplace',
    icon: IconBuildingStore,
  },
];

function Tile({ tile }: { tile: TTile }) {
  const { t } = useLingui();
  const enabled = !tile.alwaysDisabled && !tile.soon;
  const badge = !enabled && (
    <Badge variant="light" color="gray">
      {tile.alwaysDisabled ? <Trans>Unavailable</Trans> : <Trans>Coming soon</Trans>}
    </Badge>
  );
  const body = (
    <TileBody
      icon={tile.icon}
      label={t(tile.label)}
      description={t(tile.description)}
      aside={badge}
      color={enabled ? 'indigo' : 'gray'}
    />
  );
  if (tile.soon || tile.alwaysDisabled) {
    return (
      <Card withBorder radius="md" padding="lg" aria-disabled="true" style={{ opacity: 0.7 }}>
        {body}
      </Card>
    );
  }
  return (
    // Named by all it shows (label and description), so the name holds the visible text (WCAG 2.5.3).
    <CardLink to={tile.to} withBorder radius="md" padding="lg">
      {body}
    </CardLink>
  );
}

/**
 * The admin landing: the company's compliance figure (once it has required courses), then Users, Courses, Playlists,
 * Groups, Reports, Finance & Account (Company Information) and Marketplace.
 */
export default function AdminLandingPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>Admin</Trans>
      </Title>
      <MailHoldNotice />
      <ComplianceCard />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {TILES.map((tile) => (
          <Tile key={tile.to} tile={tile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
