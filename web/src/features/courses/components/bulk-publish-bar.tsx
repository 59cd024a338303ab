import { Button, Group, Paper, Text } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useTogglePublish } from '../api/mutations';

interface TBulkPublishBarProps {
  selected: ReadonlySet<string>;
  onDone: () => void;
}

/** The bulk toggle: the ticked courses all published or all unpublished in one call. */
export function BulkPublishBar({ selected, onDone }: TBulkPublishBarProps) {
  const toggle = useTogglePublish();
  const count = selected.size;
  if (count === 0) return null;

  const apply = (published: boolean) =>
    toggle.mutate(
      { ids: [...selected], published },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || MSG.COURSES_PUBLISH_TOGGLED);
          onDone();
        },
        onError: (error) => notifyApiError(error),
      },
    );

  return (
    <Paper withBorder radius="md" p="xs" bg="indigo.0" role="region" aria-label="Selected courses">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500} aria-live="polite">
          {count} course{count === 1 ? '' : 's'} selected
        </Text>
        <Group gap="xs">
          <Button size="xs" color="green" onClick={() => apply(true)} loading={toggle.isPending}>
            Publish
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => apply(false)} disabled={toggle.isPending}>
            Unpublish
          </Button>
          <Button size="xs" variant="default" onClick={onDone} disabled={toggle.isPending}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
