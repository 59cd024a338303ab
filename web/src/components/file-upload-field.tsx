import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { MSG, type TUploadKindName } from '@skillway/shared';
import { isApiError } from '../api';
import { uploadFile, type TUploadedFile } from '../features/uploads/api/upload-file';
import { acceptFor } from '../features/uploads/lib/accept-for';

export interface TFileUploadFieldProps {
  kind: TUploadKindName;
  label: string;
  /** One line under the label: what is accepted and how big (each feature words its own formats). */
  hint: string;
  /** The server's limits checked before anything is sent; returns the refusal, or null when the file may go. */
  check: (file: File) => string | null;
  /** The file uploaded in this panel, if any. */
  uploaded: TUploadedFile | null;
  onUploaded: (file: TUploadedFile | null) => void;
  /** Told when an upload starts and ends, so the panel can keep Save disabled meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** A field error from the server (e.g. s3_url or file). */
  error?: ReactNode;
  /** Shown above the progress bar while uploading. */
  busyMessage?: string;
  /** What is there already (an existing image), shown until something new is uploaded. */
  current?: ReactNode;
  required?: boolean;
}

/**
 * One file dropped or chosen: checked here first (type and size, the server's own limits), then signed, sent
 * straight to storage with a progress bar, and verified by the server (size, type, magic bytes). Any refusal is
 * shown under the field in the server's words.
 */
export function FileUploadField({
  kind,
  label,
  hint,
  check,
  uploaded,
  onUploaded,
  onBusyChange,
  error,
  busyMessage,
  current,
  required,
}: TFileUploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;

  const start = async (file: File) => {
    const refusal = check(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      onUploaded(await uploadFile(kind, file, setProgress));
    } catch (failure) {
      const fieldMessage = isApiError(failure) ? Object.values(failure.errors).flat()[0] : undefined;
      setProblem(fieldMessage ?? (isApiError(failure) ? failure.message : MSG.UPLOAD_ERROR));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const file = rejections[0]?.file;
    if (rejections.length > 1) setProblem('Please choose one file.');
    else if (file) setProblem(check(file) ?? `Please choose a file: ${hint}.`);
  };

  return (
    <Input.Wrapper label={label} required={required} error={problem ?? error} description={hint}>
      <Stack gap="xs" mt={6}>
        {uploaded ? (
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFile size={20} aria-hidden />
                <Text size="sm" truncate="end">
                  {uploaded.original_name}
                </Text>
              </Group>
              <Button size="xs" variant="subtle" color="red" onClick={() => onUploaded(null)}>
                Remove
              </Button>
            </Group>
          </Paper>
        ) : (
          <>
            {current}
            <Dropzone
              onDrop={(files) => files[0] && void start(files[0])}
              onReject={onReject}
              accept={acceptFor(kind)}
              multiple={false}
              maxFiles={1}
              disabled={uploading}
              loading={false}
              aria-label={`${label}: drop a file here or press Enter to choose one`}
            >
              <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={32} aria-hidden color="var(--mantine-color-indigo-6)" />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={32} aria-hidden color="var(--mantine-color-red-6)" />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconUpload size={32} aria-hidden color="var(--mantine-color-gray-6)" />
                </Dropzone.Idle>
                <Text size="sm" fw={500}>
                  Drop a file here or click to choose one
                </Text>
              </Group>
            </Dropzone>
          </>
        )}
        {uploading && (
          <Alert color="blue" variant="light" role="status" p="sm">
            {busyMessage && (
              <Text size="sm" mb={6}>
                {busyMessage}
              </Text>
            )}
            <Progress value={progress} animated aria-label={`Upload progress ${progress}%`} />
            <Text size="xs" c="dimmed" mt={4}>
              {progress}%
            </Text>
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The image a record has already, for an image field's `current`: kept until a new one is dropped. */
export function CurrentImage({ src }: { src?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={src} alt="" w={140} h={79} radius="sm" fit="cover" />
      <Text size="sm" c="dimmed">
        Current image. Drop a new one below to replace it.
      </Text>
    </Group>
  );
}
