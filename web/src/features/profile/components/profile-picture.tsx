import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Group, Stack } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconPhoto } from '@tabler/icons-react';
import { MSG, UPLOAD_KINDS, type TProfile } from '@skillway/shared';
import { isApiError } from '../../../api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DropArea, UploadProgress, useFileUpload } from '../../../components/upload';
import { useUpdateProfile } from '../api/mutations';
import { specText } from '../../../i18n/spec-text';

const AVATAR = UPLOAD_KINDS.avatar;
const MAX_MB = AVATAR.maxBytes / 1024 / 1024;

function rejectionMessage(rejections: FileRejection[]): MessageDescriptor {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return msg`The picture may not be larger than ${MAX_MB} MB.`;
  if (code === 'too-many-files') return msg`Please choose one picture.`;
  return msg`Please choose a jpg, jpeg or png picture.`;
}

/**
 * Picture upload: sign, send straight to storage with progress, verify, then save the key on the profile
 * (with the names and email as last saved, so half-typed edits in the form below are not submitted).
 */
export function ProfilePicture({ profile }: { profile: TProfile }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const { progress, uploading, upload } = useFileUpload('avatar');

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    try {
      const uploaded = await upload(file);
      await update.mutateAsync({
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        s3_url: uploaded.key,
      });
      notifySuccess(specText(MSG.CUSTOMER_UPDATED));
    } catch (error) {
      notifyError(specText(isApiError(error) ? error.message : MSG.UPLOAD_ERROR));
    }
  };

  const name = `${profile.first_name} ${profile.last_name}`;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Avatar src={profile.thumbnail?.medium ?? null} alt={t`${name}'s picture`} size={120} radius={120} color="indigo">
        {profile.first_name.charAt(0)}
        {profile.last_name.charAt(0)}
      </Avatar>
      <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
        <DropArea
          onDrop={(files) => void onDrop(files)}
          onReject={(rejections) => notifyError(t(rejectionMessage(rejections)))}
          accept={[...AVATAR.mimeTypes]}
          maxSize={AVATAR.maxBytes}
          // Still off while the new picture is saved on the profile.
          disabled={uploading || update.isPending}
          label={t`Upload a profile picture`}
          prompt={t`Drop a picture here or click to choose one`}
          hint={t`jpg, jpeg or png, up to ${MAX_MB} MB`}
          idleIcon={IconPhoto}
        />
        {progress !== null && <UploadProgress progress={progress} message={specText(MSG.UPLOADING_IMAGE)} />}
      </Stack>
    </Group>
  );
}
