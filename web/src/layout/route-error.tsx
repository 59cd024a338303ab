import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { MSG } from '@skillway/shared';

/** A page failed to load or render (often a chunk missing after a deploy): offer a retry instead of a blank. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Stack align="center" py={64} gap="sm" role="alert">
      <Title order={2}>{MSG.GENERIC_ERROR}</Title>
      <Text c="dimmed">This page could not be shown. Please try again.</Text>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </Stack>
  );
}
