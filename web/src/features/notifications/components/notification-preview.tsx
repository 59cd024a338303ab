import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { NOTIFICATION_SAMPLE_VALUES } from '@skillway/shared';
import { safeDescriptionHtml } from '../../courses/lib/safe-description';
import { fillPlaceholders } from '../lib/fill-placeholders';

/** How a template reads when sent: its placeholders filled with the sample values. */
export function NotificationPreview({ html }: { html: string }) {
  const filled = safeDescriptionHtml(fillPlaceholders(html, NOTIFICATION_SAMPLE_VALUES));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="notification-preview-label">
        <Trans>Preview</Trans>
      </Text>
      <Paper withBorder p="md" radius="md" bg="gray.0" role="region" aria-labelledby="notification-preview-label">
        {filled ? (
          <div className="notification-preview" dangerouslySetInnerHTML={{ __html: filled }} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Nothing to preview yet.</Trans>
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
