import { useState } from 'react';
import { Alert, Avatar, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { MSG, UPLOAD_KINDS, type TProfile } from '@skillway/shared';
import { isApiError } from '../../../api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../uploads/api/upload-file';
import { useUpdateProfile } from '../api/mutations';

const AVATAR = UPLOAD_KINDS.avatar;

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return `The picture may not be larger than ${AVATAR.maxBytes / 1024 / 1024} MB.`;
  if (code === 'too-many-files') return 'Please choose one picture.';
  return 'Please choose a jpg, jpeg or png picture.';
}

/**
 * Picture upload: sign, send straight to storage with progress, verify, then save the key on the profile
 * (with the names and email as last saved, so half-typed edits in the form below are not submitted).
 */
export function ProfilePicture({ profile }: { profile: TProfile }) {
  const update = useUpdateProfile();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadFile('avatar', file, setProgress);
      await update.mutateAsync({
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        s3_url: uploaded.key,
      });
      notifySuccess(MSG.CUSTOMER_UPDATED);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : MSG.UPLOAD_ERROR);
    } finally {
      setProgress(null);
    }
  };

  const name = `${profile.first_name} ${profile.last_name}`;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Avatar src={profile.thumbnail?.medium ?? null} alt={`${name}'s picture`} size={120} radius={120} color="indigo">
        {profile.first_name.charAt(0)}
        {profile.last_name.charAt(0)}
      </Avatar>
      <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
        <Dropzone
          onDrop={(files) => void onDrop(files)}
          onReject={(rejections) => notifyError(rejectionMessage(rejections))}
          accept={[...AVATAR.mimeTypes]}
          maxSize={AVATAR.maxBytes}
          maxFiles={1}
          multiple={false}
          disabled={uploading}
          aria-label="Upload a profile picture"
        >
          <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} aria-hidden color="var(--mantine-color-indigo-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} aria-hidden color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={36} aria-hidden color="var(--mantine-color-gray-6)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                Drop a picture here or click to choose one
              </Text>
              <Text size="xs" c="dimmed">
                jpg, jpeg or png, up to {AVATAR.maxBytes / 1024 / 1024} MB
              </Text>
            </div>
          </Group>
        </Dropzone>
        {uploading && (
          <Alert color="blue" variant="light" role="status">
            <Text size="sm" mb={6}>
              {MSG.UPLOADING_IMAGE}
            </Text>
            <Progress value={progress} animated aria-label="Upload progress" />
          </Alert>
        )}
      </Stack>
    </Group>
  );
}
