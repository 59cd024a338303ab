import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../components/links/button-link';

export function NotFoundPage() {
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>The page you asked for does not exist or has moved.</Trans>
      </Text>
      <ButtonLink to="/">
        <Trans>Go to the home page</Trans>
      </ButtonLink>
    </Stack>
  );
}
