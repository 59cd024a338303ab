import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import {
  IconBooks,
  IconEdit,
  IconFiles,
  IconLayoutKanban,
  IconTrash,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { MSG, type TPlaylist } from '@skillway/shared';
import { RowAction, RowActionLink } from '../../../components/row-action';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePlaylist } from '../api/mutations';
import type { TPlaylistEnrolMode } from '../lib/playlist-enrol-target';

export type TPlaylistPanel = 'edit' | 'courses' | 'content';

interface TPlaylistRowActionsProps {
  playlist: TPlaylist;
  onPanel: (playlist: TPlaylist, panel: TPlaylistPanel) => void;
  onEnrolment: (playlist: TPlaylist, mode: TPlaylistEnrolMode) => void;
}

/** The Playlists table's row actions: Edit, Enrol, Unenroll, Courses, Content, Organise modules, Delete (confirmed). */
export function PlaylistRowActions({ playlist, onPanel, onEnrolment }: TPlaylistRowActionsProps) {
  const { t } = useLingui();
  const remove = useDeletePlaylist();
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: t`Delete playlist`,
      message: specText(MSG.PLAYLIST_DELETE_CONFIRM),
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(playlist.id, {
      onSuccess: () => notifySuccess(specText(MSG.PLAYLIST_DELETED)),
      onError: (error) => notifyApiError(error),
    });
  };
  const name = playlist.name;
  return (
    <Group gap={2} wrap="nowrap">
      <RowAction tooltip={t`Edit`} label={t`Edit ${name}`} onClick={() => onPanel(playlist, 'edit')}>
        <IconEdit size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip={t`Enrol`}
        label={t`Enrol users and groups on ${name}`}
        onClick={() => onEnrolment(playlist, 'enrol')}
      >
        <IconUserPlus size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip={t`Unenroll`}
        label={t`Unenroll users and groups from ${name}`}
        onClick={() => onEnrolment(playlist, 'unenrol')}
      >
        <IconUserMinus size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip={t`Assign Courses`}
        label={t`Add or remove courses of ${name}`}
        onClick={() => onPanel(playlist, 'courses')}
      >
        <IconBooks size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip={t`Additional Content`}
        label={t`Additional content of ${name}`}
        onClick={() => onPanel(playlist, 'content')}
      >
        <IconFiles size={18} aria-hidden />
      </RowAction>
      <RowActionLink
        tooltip={t`Organise modules`}
        label={t`Organise the modules of ${name}`}
        to="/admin/playlists/organise/$id"
        params={{ id: playlist.id }}
      >
        <IconLayoutKanban size={18} aria-hidden />
      </RowActionLink>
      <RowAction
        tooltip={t`Delete`}
        label={t`Delete ${name}`}
        color="red"
        onClick={() => void confirmDelete()}
        loading={remove.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}
