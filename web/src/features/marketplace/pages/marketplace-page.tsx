import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { BRAND } from '../../../app/brand';
import marketplacePicture from '../assets/marketplace.svg';

/** The marketplace placeholder: a picture of the shop that is coming and what it will offer. */
export default function MarketplacePage() {
  const { t } = useLingui();
  const product = BRAND.name;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <Image
          src={marketplacePicture}
          alt={t`A shop front with course boxes on its counter: the marketplace coming to ${product}`}
          maw={480}
          w="100%"
        />
        <Badge variant="light" color="yellow" size="lg">
          <Trans>Coming soon</Trans>
        </Badge>
        <Title order={1} fz={28}>
          <Trans>Marketplace: coming to {product}</Trans>
        </Title>
        <Text c="dimmed" maw={560}>
          <Trans>
            The marketplace will offer ready-made courses from our partners, which you will be able to add to your
            company&apos;s library in a few clicks. Until it opens, build your own courses in the course library, and
            tell us which courses you would like to see there through Suggest A Course on the Help page.
          </Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
