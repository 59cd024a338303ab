import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { specText } from '../i18n/spec-text';

/**
 * Something a screen or panel needs could not be loaded: the generic message and Try again, which loads it again
 * (the query's refetch). With a title it is a block of its own; without, one line with the button at its end.
 */
export function LoadError({ title, onRetry }: { title?: string; onRetry: () => unknown }) {
  const retry = (
    <Button size="xs" variant="default" onClick={() => void onRetry()}>
      <Trans>Try again</Trans>
    </Button>
  );
  if (!title) {
    return (
      <Alert color="red">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{specText(MSG.GENERIC_ERROR)}</Text>
          {retry}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{specText(MSG.GENERIC_ERROR)}</Text>
        {retry}
      </Stack>
    </Alert>
  );
}
