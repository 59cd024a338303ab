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
  label: string;
  description: string;
  to: TStaticPath;
  icon: TTileIcon;
}

const TILES: readonly TReportTile[] = [
  {
    label: 'User',
    description: "Each user's courses, groups and progress.",
    to: '/admin/reports/user',
    icon: IconUser,
  },
  {
    label: 'Course',
    description: 'Enrolments and completion per course.',
    to: '/admin/reports/course',
    icon: IconBook,
  },
  {
    label: 'Group',
    description: 'Users, courses and playlists per group.',
    to: '/admin/reports/group',
    icon: IconUsersGroup,
  },
  { label: 'Playlist', description: 'Who each playlist reaches.', to: '/admin/reports/playlist', icon: IconPlaylist },
  {
    label: 'External Training',
    description: 'Training your users did elsewhere.',
    to: '/admin/reports/external-training',
    icon: IconCertificate,
  },
];

/** The five reports, one tile each. */
export function ReportTiles() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" component="nav" aria-label="Reports">
      {TILES.map((tile) => (
        // Named by all it shows (label and description): WCAG 2.5.3, label in name.
        <CardLink key={tile.to} to={tile.to} withBorder radius="md" padding="md">
          <TileBody
            icon={tile.icon}
            label={`${tile.label} Report`}
            description={tile.description}
            aside={<IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />}
            size="md"
          />
        </CardLink>
      ))}
    </SimpleGrid>
  );
}
