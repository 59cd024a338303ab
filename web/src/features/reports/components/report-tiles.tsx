import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import {
  IconBook,
  IconCertificate,
  IconChevronRight,
  IconPlaylist,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { CardLink } from '../../../components/links/card-link';
import { TileBody, type TTileIcon } from '../../../components/tile-body';
import type { TStaticPath } from '../../../routes/paths';

interface TReportTile {
  label: MessageDescriptor;
  description: MessageDescriptor;
  to: TStaticPath;
  icon: TTileIcon;
}

const TILES: readonly TReportTile[] = [
  {
    label: msg`User Report`,
    description: msg`Each user's courses, groups and progress.`,
    to: '/admin/reports/user',
    icon: IconUser,
  },
  {
    label: msg`Course Report`,
    description: msg`Enrolments and completion per course.`,
    to: '/admin/reports/course',
    icon: IconBook,
  },
  {
    label: msg`Group Report`,
    description: msg`Users, courses and playlists per group.`,
    to: '/admin/reports/group',
    icon: IconUsersGroup,
  },
  {
    label: msg`Playlist Report`,
    description: msg`Who each playlist reaches.`,
    to: '/admin/reports/playlist',
    icon: IconPlaylist,
  },
  {
    label: msg`External Training Report`,
    description: msg`Training your users did elsewhere.`,
    to: '/admin/reports/external-training',
    icon: IconCertificate,
  },
];

/** The five reports, one tile each. */
export function ReportTiles() {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" component="nav" aria-label={t`Reports`}>
      {TILES.map((tile) => (
        // Named by all it shows (label and description): WCAG 2.5.3, label in name.
        <CardLink key={tile.to} to={tile.to} withBorder radius="md" padding="md">
          <TileBody
            icon={tile.icon}
            label={t(tile.label)}
            description={t(tile.description)}
            aside={<IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />}
            size="md"
          />
        </CardLink>
      ))}
    </SimpleGrid>
  );
}
