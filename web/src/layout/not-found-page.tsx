import { Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../components/links/button-link';

export function NotFoundPage() {
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </Stack>
  );
}
