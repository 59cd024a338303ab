import { Alert, Button, Stack, Text } from '@mantine/core';
import { MSG } from '@skillway/shared';

/** Something a screen or panel needs could not be loaded: the generic message and Try again (loads it again). */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{MSG.GENERIC_ERROR}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
