import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconDotsVertical,
  IconEdit,
  IconFileAnalytics,
  IconMailForward,
  IconTrash,
} from '@tabler/icons-react';
import { MSG, type TUserRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useArchiveUser, useDeleteUser, useSendWelcomeEmail } from '../api/mutations';
import { notifyWelcomeQueued } from './welcome-email-notice';
import { MenuItemLink } from '../../../components/links/menu-item-link';
import { confirmUserDelete } from '../lib/confirm-user-delete';

interface TUserRowActionsProps {
  user: TUserRow;
  onEdit: (id: string) => void;
}

/** One user's actions: Send Welcome Email (until sent), Edit User, Report, Archive and permanent Delete. */
export function UserRowActions({ user, onEdit }: TUserRowActionsProps) {
  const { t } = useLingui();
  const welcome = useSendWelcomeEmail();
  const archive = useArchiveUser();
  const remove = useDeleteUser();
  const name = `${user.first_name} ${user.last_name}`;
  const busy = welcome.isPending || archive.isPending || remove.isPending;

  const sendWelcome = () =>
    welcome.mutate(user.id, {
      onSuccess: (result) => notifyWelcomeQueued(result.message),
      onError: (error) => notifyApiError(error),
    });

  const archiveUser = async () => {
    const confirmed = await confirmAction({
      title: t`Archive user`,
      message: specText(MSG.USER_ARCHIVE_CONFIRM),
      confirmLabel: t`Archive`,
    });
    if (!confirmed) return;
    archive.mutate(
      { id: user.id, archive: true },
      { onSuccess: () => notifySuccess(specText(MSG.USER_ARCHIVED)), onError: (error) => notifyApiError(error) },
    );
  };

  const deleteUser = async () => {
    if (!(await confirmUserDelete())) return;
    remove.mutate(user.id, {
      onSuccess: () => notifySuccess(specText(MSG.USER_DELETED)),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={230}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`} loading={busy}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user.is_mail_sent === 0 && (
          <Menu.Item data-autofocus leftSection={<IconMailForward size={16} aria-hidden />} onClick={sendWelcome}>
            <Trans>Send Welcome Email</Trans>
          </Menu.Item>
        )}
        <Menu.Item
          data-autofocus={user.is_mail_sent !== 0 || undefined}
          leftSection={<IconEdit size={16} aria-hidden />}
          onClick={() => onEdit(user.id)}
        >
          <Trans>Edit User</Trans>
        </Menu.Item>
        <MenuItemLink
          leftSection={<IconFileAnalytics size={16} aria-hidden />}
          to="/admin/user-course-report/$id"
          params={{ id: user.id }}
        >
          <Trans>Report</Trans>
        </MenuItemLink>
        <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => void archiveUser()}>
          <Trans>Archive</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void deleteUser()}>
          <Trans>Delete permanently</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
