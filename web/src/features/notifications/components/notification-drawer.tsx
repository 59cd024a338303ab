import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconBellOff, IconChecks, IconTrash, IconX } from '@tabler/icons-react';
import { MSG, NOTIFICATION_DRAWER_WIDTH, type TNotification } from '@skillway/shared';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify';
import { useClearAll, useDeleteNotification, useMarkAllRead } from '../api/mutations';
import { useNotificationList } from '../api/queries';

function NotificationRow({ item }: { item: TNotification }) {
  const remove = useDeleteNotification();
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: item.read ? undefined : 'var(--mantine-color-indigo-0)',
      }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={item.read ? 400 : 600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(item.created_at)}
        </Text>
      </Stack>
      <Tooltip label="Delete notification">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Delete notification: ${item.title}`}
          loading={remove.isPending}
          onClick={() => remove.mutate(item.id, { onError: () => notifyError(MSG.GENERIC_ERROR) })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function NotificationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const list = useNotificationList(opened);
  const markAll = useMarkAllRead();
  const clearAll = useClearAll();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={NOTIFICATION_DRAWER_WIDTH} title="Notifications">
      <Stack gap="md">
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden />}
            loading={markAll.isPending}
            disabled={items.length === 0}
            onClick={() => markAll.mutate(undefined, { onError: () => notifyError(MSG.GENERIC_ERROR) })}
          >
            Mark all as read
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={clearAll.isPending}
            disabled={items.length === 0}
            onClick={() => clearAll.mutate(undefined, { onError: () => notifyError(MSG.GENERIC_ERROR) })}
          >
            Clear all
          </Button>
        </Group>

        {list.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading notifications" />
          </Center>
        )}
        {list.isError && <Alert color="red">{MSG.GENERIC_ERROR}</Alert>}
        {list.isSuccess && items.length === 0 && (
          <Stack align="center" py="xl" gap="xs">
            <IconBellOff size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text c="dimmed">You have no notifications.</Text>
          </Stack>
        )}
        {items.length > 0 && (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Show older notifications
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
