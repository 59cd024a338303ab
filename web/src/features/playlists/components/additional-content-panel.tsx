import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MSG, PLAYLIST_LIMITS, type TPlaylist } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { useAddPlaylistAsset, useRemovePlaylistAsset } from '../api/mutations';
import { usePlaylist } from '../api/queries';
import { FileDropField } from './file-drop-field';
import { FileRow } from '../../../components/file-row';
import { LoadError } from '../../../components/load-error';

function AddContentForm({ playlistId }: { playlistId: string }) {
  const add = useAddPlaylistAsset();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(title.trim() ? {} : { title: 'The title field is required.' }),
      ...(file ? {} : { file: MSG.MATERIAL_FILE_REQUIRED }),
    };
    setErrors(problems);
    if (!file || Object.keys(problems).length > 0) return;
    add.mutate(
      { channel_id: playlistId, title: title.trim(), s3_url: file.key, file: file.original_name },
      {
        onSuccess: () => {
          notifySuccess(MSG.ADDITIONAL_CONTENT_ADDED);
          setTitle('');
          setFile(null);
        },
        onError: (error) => notifyApiError(error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add additional content">
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={PLAYLIST_LIMITS.assetTitleMax}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
        />
        <FileDropField
          kind="playlist-material"
          label="File"
          uploaded={file}
          onUploaded={(next) => {
            setFile(next);
            setErrors((e) => ({ ...e, file: undefined }));
          }}
          onBusyChange={setUploading}
          error={errors.file}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending} disabled={uploading}>
            Add Content
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ContentList({ playlist }: { playlist: TPlaylist }) {
  const remove = useRemovePlaylistAsset();
  const files = playlist.supplementalMaterial ?? [];
  const confirmRemove = async (id: string, title: string) => {
    const ok = await confirmAction({
      title: 'Remove additional content',
      message: `Remove "${title}" from this playlist?`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => notifySuccess(MSG.ADDITIONAL_CONTENT_REMOVED),
      onError: (error) => notifyApiError(error, MSG.PLAYLIST_ASSET_REMOVE_FAILED),
    });
  };
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No additional content yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <FileRow key={file.id} title={file.title} detail={file.file.original_name}>
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${file.title}`}
              onClick={() => void confirmRemove(file.id, file.title)}
              loading={remove.isPending && remove.variables === file.id}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </FileRow>
      ))}
    </Stack>
  );
}

/** Additional Content: a title and a file drop zone to add one, and the playlist's files with delete. */
export function AdditionalContentPanel({ playlist, onClose }: { playlist: TPlaylist | null; onClose: () => void }) {
  const current = usePlaylist(playlist?.id ?? null, 'supplementalMaterial', { snapshot: true });
  return (
    <SidePanel
      opened={playlist !== null}
      onClose={onClose}
      title={playlist ? `Additional Content: ${playlist.name}` : 'Additional Content'}
      size={560}
    >
      {playlist && (
        <Stack gap="lg">
          <AddContentForm key={playlist.id} playlistId={playlist.id} />
          <Divider />
          <Title order={3} fz="md">
            Files
          </Title>
          {current.isPending ? (
            <Center py="md">
              <Loader role="img" size="sm" aria-label="Loading the files" />
            </Center>
          ) : current.isError ? (
            <LoadError onRetry={current.refetch} />
          ) : (
            <ContentList playlist={current.data} />
          )}
        </Stack>
      )}
    </SidePanel>
  );
}
