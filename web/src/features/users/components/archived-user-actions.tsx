import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFileAnalytics, IconRestore } from '@tabler/icons-react';
import { MSG, type TUserRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useArchiveUser } from '../api/mutations';
import { ActionIconLink } from '../../../components/links/action-icon-link';

/** Restore (after confirmation; refused at the plan's maximum) and Report for one archived user. */
export function ArchivedUserActions({ user, atLimit }: { user: TUserRow; atLimit: boolean }) {
  const { t } = useLingui();
  const restore = useArchiveUser();
  const name = `${user.first_name} ${user.last_name}`;

  const restoreUser = async () => {
    const confirmed = await confirmAction({
      title: t`Restore user`,
      message: specText(MSG.USER_RESTORE_CONFIRM),
      confirmLabel: t`Restore`,
    });
    if (!confirmed) return;
    restore.mutate(
      { id: user.id, archive: false },
      // The spec: a failed restore shows the server's message (e.g. the plan limit).
      { onSuccess: () => notifySuccess(specText(MSG.USER_RESTORED)), onError: (error) => notifyApiError(error) },
    );
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={atLimit ? specText(MSG.PLAN_LIMIT) : t`Restore`} multiline maw={260}>
        <ActionIcon
          variant="subtle"
          aria-label={t`Restore ${name}`}
          onClick={() => void restoreUser()}
          loading={restore.isPending}
          data-disabled={atLimit || undefined}
          aria-disabled={atLimit || undefined}
          // Kept focusable when disabled so the tooltip can say why.
          onClickCapture={(event) => {
            if (atLimit) event.stopPropagation();
          }}
        >
          <IconRestore size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Report`}>
        <ActionIconLink
          variant="subtle"
          to="/admin/archived-user-report/$id"
          params={{ id: user.id }}
          aria-label={t`Report for ${name}`}
        >
          <IconFileAnalytics size={18} aria-hidden />
        </ActionIconLink>
      </Tooltip>
    </Group>
  );
}
