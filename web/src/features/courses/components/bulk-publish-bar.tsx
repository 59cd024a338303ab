import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useTogglePublish } from '../api/mutations';

interface TBulkPublishBarProps {
  selected: ReadonlySet<string>;
  onDone: () => void;
}

/** The bulk toggle: the ticked courses all published or all unpublished in one call. */
export function BulkPublishBar({ selected, onDone }: TBulkPublishBarProps) {
  const { t } = useLingui();
  const toggle = useTogglePublish();
  const count = selected.size;
  if (count === 0) return null;

  const apply = (published: boolean) =>
    toggle.mutate(
      { ids: [...selected], published },
      {
        onSuccess: (result) => {
          notifySuccess(specText(result.message || MSG.COURSES_PUBLISH_TOGGLED));
          onDone();
        },
        onError: (error) => notifyApiError(error),
      },
    );

  return (
    <Paper withBorder radius="md" p="xs" bg="indigo.0" role="region" aria-label={t`Selected courses`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} aria-live="polite">
          <Plural value={count} one="# course selected" other="# courses selected" />
        </Text>
        <Group gap="xs">
          <Button size="xs" color="green" onClick={() => apply(true)} loading={toggle.isPending}>
            <Trans>Publish</Trans>
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => apply(false)} disabled={toggle.isPending}>
            <Trans>Unpublish</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={toggle.isPending}>
            <Trans>Clear selection</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
