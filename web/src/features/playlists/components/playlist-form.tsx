import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import {
  MSG,
  PLAYLIST_LIMITS,
  ZPlaylistFormFields,
  type TPlaylist,
  type TPlaylistCreateBody,
  type TPlaylistIcon,
  type TPlaylistThumbnailOption,
} from '@skillway/shared';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { specText } from '../../../i18n/spec-text';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { useSavePlaylist } from '../api/mutations';
import { CurrentImage } from '../../../components/upload/file-upload-field';
import { FileDropField } from './file-drop-field';
import { IconPicker } from './icon-picker';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';

interface TPlaylistFormProps {
  /** The playlist being edited, or null to add one. */
  playlist: TPlaylist | null;
  onDone: () => void;
}

const fieldsResolver = schemaResolver(ZPlaylistFormFields, { sync: true });

function initialValues(playlist: TPlaylist | null) {
  return {
    name: playlist?.name ?? '',
    description: playlist?.description ?? '',
    thumbnailOption: (playlist?.thumbnailOption ?? 'icon') as TPlaylistThumbnailOption,
    icon: playlist?.icon ?? '',
    /** The key of a new verified image upload; empty keeps the current image. */
    s3_url: '',
  };
}

/**
 * Create / Edit Playlist: Playlist Name, Description, and the picture: an icon of the fixed list, or an image
 * (png or jpg, 10 MB) uploaded before saving (presigned POST) of which only the key is sent.
 */
export function PlaylistForm({ playlist, onDone }: TPlaylistFormProps) {
  const { t } = useLingui();
  const save = useSavePlaylist();
  const [image, setImage] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const hasImage = playlist?.thumbnailOption === 'image' && playlist.thumbnail !== null;
  const form = useForm({
    initialValues: initialValues(playlist),
    // The typed fields by the shared schema, the picture by its option: every problem shows at once.
    validate: (values) => ({
      ...fieldsResolver(values),
      ...(values.thumbnailOption === 'icon' && !values.icon ? { icon: specText(MSG.PLAYLIST_ICON_REQUIRED) } : {}),
      ...(values.thumbnailOption === 'image' && !values.s3_url && !hasImage
        ? { s3_url: specText(MSG.PLAYLIST_IMAGE_REQUIRED) }
        : {}),
    }),
  });
  const option = form.values.thumbnailOption;

  const onImage = (file: TUploadedFile | null) => {
    setImage(file);
    form.setFieldValue('s3_url', file?.key ?? '');
    form.clearFieldError('s3_url');
  };

  const submit = form.onSubmit((values) => {
    const body: TPlaylistCreateBody = {
      name: values.name,
      description: values.description || null,
      thumbnailOption: values.thumbnailOption,
      ...(values.thumbnailOption === 'icon'
        ? { icon: values.icon as TPlaylistIcon }
        : values.s3_url
          ? { s3_url: values.s3_url, file: image?.original_name ?? null }
          : {}),
    };
    save.mutate(
      { id: playlist?.id ?? null, body },
      panelSaveHandlers(form, {
        success: specText(playlist ? MSG.PLAYLIST_UPDATED : MSG.PLAYLIST_ADDED),
        onDone,
        fallback: specText(MSG.PLAYLIST_SAVE_ERROR),
        fieldMap: { thumbnail: 'thumbnailOption', file: 's3_url' },
      }),
    );
  });

  const current = hasImage ? <CurrentImage src={playlist?.thumbnail?.medium} /> : null;

  return (
    <PanelForm
      label={playlist ? t`Edit Playlist` : t`Create Playlist`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={playlist ? t`Save Playlist` : t`Create Playlist`}
      submitting={save.isPending}
      submitDisabled={uploading}
    >
      <TextInput
        label={t`Playlist Name`}
        required
        maxLength={PLAYLIST_LIMITS.nameMax}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <RichTextEditor
        label={t`Description`}
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description as string | undefined}
        minHeight={120}
      />
      <Stack gap={6}>
        <Input.Label id="playlist-picture-label">{t`Thumbnail`}</Input.Label>
        <SegmentedControl
          aria-labelledby="playlist-picture-label"
          data={[
            { value: 'icon', label: t`Choose an icon` },
            { value: 'image', label: t`Upload an image` },
          ]}
          value={option}
          onChange={(value) => {
            form.setFieldValue('thumbnailOption', value as TPlaylistThumbnailOption);
            form.clearFieldError('icon');
            form.clearFieldError('s3_url');
          }}
          fullWidth
        />
      </Stack>
      {option === 'icon' ? (
        <IconPicker
          value={form.values.icon || null}
          onChange={(icon) => {
            form.setFieldValue('icon', icon);
            form.clearFieldError('icon');
          }}
          error={form.errors.icon as string | undefined}
        />
      ) : (
        <FileDropField
          kind="thumbnail"
          label={t`Upload an image`}
          uploaded={image}
          onUploaded={onImage}
          onBusyChange={setUploading}
          error={form.errors.s3_url}
          busyMessage={specText(MSG.UPLOADING_IMAGE)}
          current={current}
        />
      )}
    </PanelForm>
  );
}
