import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { SidePanel } from '../../../components/side-panel';
import { usePlaylist } from '../api/queries';
import { PlaylistForm } from './playlist-form';
import { LoadError } from '../../../components/load-error';

interface TPlaylistFormPanelProps {
  opened: boolean;
  /** The playlist to edit, or null to add one. */
  playlistId: string | null;
  onClose: () => void;
}

/** Create Playlist / Edit Playlist in a side panel; editing reads the playlist fresh so the form starts from it. */
export function PlaylistFormPanel({ opened, playlistId, onClose }: TPlaylistFormPanelProps) {
  const { t } = useLingui();
  const editing = usePlaylist(opened ? playlistId : null, '', { snapshot: true });
  const title = playlistId ? t`Edit Playlist` : t`Create Playlist`;
  return (
    <SidePanel opened={opened} onClose={onClose} title={title} size={620}>
      {opened && playlistId && editing.isPending ? (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the playlist`} />
        </Center>
      ) : opened && playlistId && editing.isError ? (
        <LoadError onRetry={editing.refetch} />
      ) : (
        opened && (
          <PlaylistForm
            key={playlistId ?? 'new'}
            playlist={playlistId ? (editing.data ?? null) : null}
            onDone={onClose}
          />
        )
      )}
    </SidePanel>
  );
}
