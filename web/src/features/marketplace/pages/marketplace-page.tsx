import { Badge, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { BRAND } from '../../../app/brand';
import marketplacePicture from '../assets/marketplace.svg';

/** The marketplace placeholder: a picture of the shop that is coming and what it will offer. */
export default function MarketplacePage() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <Image
          src={marketplacePicture}
          alt={`A shop front with course boxes on its counter: the marketplace coming to ${BRAND.name}`}
          maw={480}
          w="100%"
        />
        <Badge variant="light" color="yellow" size="lg">
          Coming soon
        </Badge>
        <Title order={1} fz={28}>
          Marketplace: coming to {BRAND.name}
        </Title>
        <Text c="dimmed" maw={560}>
          The marketplace will offer ready-made courses from our partners, which you will be able to add to your
          company&apos;s library in a few clicks. Until it opens, build your own courses in the course library, and tell
          us which courses you would like to see there through Suggest A Course on the Help page.
        </Text>
      </Stack>
    </Paper>
  );
}
