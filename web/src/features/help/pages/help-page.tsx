import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconBulb, IconChevronRight, IconHelpCircle, IconLifebuoy } from '@tabler/icons-react';
import { BRAND } from '../../../app/brand';
import { CardLink } from '../../../components/links/card-link';
import { TileBody, type TTileIcon } from '../../../components/tile-body';
import type { TStaticPath } from '../../../routes/paths';

interface THelpTile {
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: TTileIcon;
  /** A screen of the app, or an address outside it (an email). */
  target: { to: TStaticPath } | { href: string };
}

const { helpEmail } = BRAND;

const TILES: readonly THelpTile[] = [
  {
    label: msg`FAQs`,
    description: msg`Contracts, users, cancelling, exports and storage.`,
    icon: IconHelpCircle,
    target: { to: '/admin/help/faq' },
  },
  {
    label: msg`How to Guides`,
    description: msg`Step by step: courses, users, playlists, reports.`,
    icon: IconBook2,
    target: { to: '/admin/help/guides' },
  },
  {
    label: msg`Help Desk`,
    description: msg`Email our support team at ${helpEmail}.`,
    icon: IconLifebuoy,
    target: { href: `mailto:${BRAND.helpEmail}` },
  },
  {
    label: msg`Suggest A Course`,
    description: msg`Tell us which course you would like to see next.`,
    icon: IconBulb,
    target: { href: `mailto:${BRAND.helpEmail}?subject=${encodeURIComponent('Course suggestion')}` },
  },
];

/** The help page: FAQs and How to Guides open screens; Help Desk and Suggest A Course start an email. */
function HelpTileBody({ tile }: { tile: THelpTile }) {
  const { t } = useLingui();
  const chevron = <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />;
  return <TileBody icon={tile.icon} label={t(tile.label)} description={t(tile.description)} aside={chevron} />;
}

export default function HelpPage() {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Trans>Help</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Find an answer, follow a guide, or get in touch with us.</Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" component="nav" aria-label={t`Help`}>
        {TILES.map((tile) =>
          'to' in tile.target ? (
            // Each tile is named by all it shows (label and description): WCAG 2.5.3, label in name.
            <CardLink key={tile.target.to} to={tile.target.to} withBorder radius="md" padding="lg">
              <HelpTileBody tile={tile} />
            </CardLink>
          ) : (
            <Card key={tile.target.href} component="a" href={tile.target.href} withBorder radius="md" padding="lg">
              <HelpTileBody tile={tile} />
            </Card>
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
