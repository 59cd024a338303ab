import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconBulb, IconChevronRight, IconHelpCircle, IconLifebuoy } from '@tabler/icons-react';
import { BRAND } from '../../../app/brand';
import { CardLink } from '../../../components/links/card-link';
import { TileBody, type TTileIcon } from '../../../components/tile-body';
import type { TStaticPath } from '../../../routes/paths';

interface THelpTile {
  label: string;
  description: string;
  icon: TTileIcon;
  /** A screen of the app, or an address outside it (an email). */
  target: { to: TStaticPath } | { href: string };
}

const TILES: readonly THelpTile[] = [
  {
    label: 'FAQs',
    description: 'Contracts, users, cancelling, exports and storage.',
    icon: IconHelpCircle,
    target: { to: '/admin/help/faq' },
  },
  {
    label: 'How to Guides',
    description: 'Step by step: courses, users, playlists, reports.',
    icon: IconBook2,
    target: { to: '/admin/help/guides' },
  },
  {
    label: 'Help Desk',
    description: `Email our support team at ${BRAND.helpEmail}.`,
    icon: IconLifebuoy,
    target: { href: `mailto:${BRAND.helpEmail}` },
  },
  {
    label: 'Suggest A Course',
    description: 'Tell us which course you would like to see next.',
    icon: IconBulb,
    target: { href: `mailto:${BRAND.helpEmail}?subject=${encodeURIComponent('Course suggestion')}` },
  },
];

/** The help page: FAQs and How to Guides open screens; Help Desk and Suggest A Course start an email. */
function HelpTileBody({ tile }: { tile: THelpTile }) {
  const chevron = <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />;
  return <TileBody icon={tile.icon} label={tile.label} description={tile.description} aside={chevron} />;
}

export default function HelpPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Help
        </Title>
        <Text size="sm" c="dimmed">
          Find an answer, follow a guide, or get in touch with us.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" component="nav" aria-label="Help">
        {TILES.map((tile) =>
          'to' in tile.target ? (
            // Each tile is named by all it shows (label and description): WCAG 2.5.3, label in name.
            <CardLink key={tile.label} to={tile.target.to} withBorder radius="md" padding="lg">
              <HelpTileBody tile={tile} />
            </CardLink>
          ) : (
            <Card key={tile.label} component="a" href={tile.target.href} withBorder radius="md" padding="lg">
              <HelpTileBody tile={tile} />
            </Card>
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
