import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { specText } from '../../../i18n/spec-text';
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
  const { t } = useLingui();
  const add = useAddPlaylistAsset();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(title.trim() ? {} : { title: t`The title field is required.` }),
      ...(file ? {} : { file: specText(MSG.MATERIAL_FILE_REQUIRED) }),
    };
    setErrors(problems);
    if (!file || Object.keys(problems).length > 0) return;
    add.mutate(
      { channel_id: playlistId, title: title.trim(), s3_url: file.key, file: file.original_name },
      {
        onSuccess: () => {
          notifySuccess(specText(MSG.ADDITIONAL_CONTENT_ADDED));
          setTitle('');
          setFile(null);
        },
        onError: (error) => notifyApiError(error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Add additional content`}>
      <Stack gap="sm">
        <TextInput
          label={t`Title`}
          required
          maxLength={PLAYLIST_LIMITS.assetTitleMax}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
        />
        <FileDropField
          kind="playlist-material"
          label={t`File`}
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
            <Trans>Add Content</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ContentList({ playlist }: { playlist: TPlaylist }) {
  const { t } = useLingui();
  const remove = useRemovePlaylistAsset();
  const files = playlist.supplementalMaterial ?? [];
  const confirmRemove = async (id: string, title: string) => {
    const ok = await confirmAction({
      title: t`Remove additional content`,
      message: t`Remove "${title}" from this playlist?`,
      confirmLabel: t`Remove`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => notifySuccess(specText(MSG.ADDITIONAL_CONTENT_REMOVED)),
      onError: (error) => notifyApiError(error, specText(MSG.PLAYLIST_ASSET_REMOVE_FAILED)),
    });
  };
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No additional content yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {files.map((file) => {
        const title = file.title;
        return (
          <FileRow key={file.id} title={file.title} detail={file.file.original_name}>
            <Tooltip label={t`Remove`}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove ${title}`}
                onClick={() => void confirmRemove(file.id, file.title)}
                loading={remove.isPending && remove.variables === file.id}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </FileRow>
        );
      })}
    </Stack>
  );
}

/** Additional Content: a title and a file drop zone to add one, and the playlist's files with delete. */
export function AdditionalContentPanel({ playlist, onClose }: { playlist: TPlaylist | null; onClose: () => void }) {
  const { t } = useLingui();
  const current = usePlaylist(playlist?.id ?? null, 'supplementalMaterial', { snapshot: true });
  const name = playlist?.name;
  return (
    <SidePanel
      opened={playlist !== null}
      onClose={onClose}
      title={playlist ? t`Additional Content: ${name}` : t`Additional Content`}
      size={560}
    >
      {playlist && (
        <Stack gap="lg">
          <AddContentForm key={playlist.id} playlistId={playlist.id} />
          <Divider />
          <Title order={3} fz="md">
            <Trans>Files</Trans>
          </Title>
          {current.isPending ? (
            <Center py="md">
              <Loader role="img" size="sm" aria-label={t`Loading the files`} />
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
