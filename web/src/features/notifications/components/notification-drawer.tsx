import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBellOff, IconChecks, IconTrash, IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { MSG, NOTIFICATION_DRAWER_WIDTH, NOTIFICATION_TYPE, ROLE, type TNotification } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { notifyError } from '../../../lib/notify';
import { useClearAll, useDeleteNotification, useMarkAllRead, useMarkRead } from '../api/mutations';
import { useNotificationList } from '../api/queries';
import { notificationTarget } from '../lib/notification-target';
import { LoadError } from '../../../components/load-error';
import { isLearningPaused } from '../../learning/lib/learning-paused';
import { useProfile } from '../../profile/api/queries';

/** Under the drawer's title while a suspended company's learner or manager may only read. */
const READ_ONLY = msg`Read only while your company's account is suspended.`;
/** The read-only notice in the language shown (its English, as the tests find it, while English is active). */
export const NOTIFICATIONS_READ_ONLY_TEXT = READ_ONLY.message ?? '';

/**
 * A suspended company's learners and managers get reads only (the server refuses the bell's changes to them); its
 * administrator keeps the whole bell, as on Account Status.
 */
function useBellReadOnly(): boolean {
  const profile = useProfile().data;
  return isLearningPaused(profile) && profile?.role_id !== ROLE.ADMIN;
}

function NotificationRow({
  item,
  onFollow,
  readOnly,
}: {
  item: TNotification;
  onFollow: () => void;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const remove = useDeleteNotification();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const target = notificationTarget(item, NOTIFICATION_TYPE.EXTERNAL_DEADLINE_BEFORE);
  const title = item.title;

  const open = () => {
    if (!item.read && !readOnly) markRead.mutate(item.id, { onError: () => notifyError(specText(MSG.GENERIC_ERROR)) });
    if (target) {
      onFollow();
      void navigate(target);
    }
  };

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: item.read ? undefined : 'var(--mantine-color-indigo-0)',
      }}
    >
      <UnstyledButton onClick={open} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <span
            aria-hidden
            style={{
              flex: 'none',
              width: 8,
              height: 8,
              marginTop: 6,
              borderRadius: '50%',
              background: item.read ? 'transparent' : 'var(--mantine-color-indigo-6)',
            }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={item.read ? 400 : 600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {!item.read && (
                <VisuallyHidden>
                  <Trans>Unread:</Trans>{' '}
                </VisuallyHidden>
              )}
              {item.title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(item.created_at)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      {!readOnly && (
        <Tooltip label={t`Delete notification`}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t`Delete notification: ${title}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(item.id, { onError: () => notifyError(specText(MSG.GENERIC_ERROR)) })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The bell's drawer: 500 wide (the whole width on a phone), newest first, unread marked; a click follows one. */
export function NotificationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)', false) ?? false;
  const list = useNotificationList(opened);
  const markAll = useMarkAllRead();
  const clearAll = useClearAll();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const anyUnread = items.some((item) => !item.read);
  const readOnly = useBellReadOnly();

  const clear = async () => {
    const confirmed = await confirmAction({
      title: t`Clear notifications`,
      message: t`Delete all your notifications?`,
      confirmLabel: t`Clear all`,
      danger: true,
    });
    if (confirmed) clearAll.mutate(undefined, { onError: () => notifyError(specText(MSG.GENERIC_ERROR)) });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : NOTIFICATION_DRAWER_WIDTH}
      title={t`Notifications`}
    >
      <Stack gap="md">
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t(READ_ONLY)}
          </Text>
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconChecks size={16} aria-hidden />}
              loading={markAll.isPending}
              disabled={!anyUnread}
              onClick={() => markAll.mutate(undefined, { onError: () => notifyError(specText(MSG.GENERIC_ERROR)) })}
            >
              <Trans>Mark all as read</Trans>
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={clearAll.isPending}
              disabled={items.length === 0}
              onClick={() => void clear()}
            >
              <Trans>Clear all</Trans>
            </Button>
          </Group>
        )}

        {list.isPending && (
          <Center py="xl">
            <Loader role="img" aria-label={t`Loading notifications`} />
          </Center>
        )}
        {list.isError && <LoadError onRetry={list.refetch} />}
        {list.isSuccess && items.length === 0 && (
          <Stack align="center" py="xl" gap="xs">
            <IconBellOff size={32} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text c="dimmed">
              <Trans>You have no notifications.</Trans>
            </Text>
          </Stack>
        )}
        {items.length > 0 && (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Notifications`}>
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onFollow={onClose} readOnly={readOnly} />
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            <Trans>Show older notifications</Trans>
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
