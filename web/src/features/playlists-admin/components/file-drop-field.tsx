import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { checkUploadable, uploadFile, type TUploadedFile } from '../../uploads/api/upload-file';
import { acceptFor, uploadHint, type TPlaylistUploadKind } from '../lib/upload-rules';

interface TFileDropFieldProps {
  kind: TPlaylistUploadKind;
  label: string;
  uploaded: TUploadedFile | null;
  onUploaded: (file: TUploadedFile | null) => void;
  /** Told when an upload starts and ends, so the panel keeps its save disabled meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  error?: ReactNode;
  busyMessage?: string;
  /** What is there already (the current image), shown until something new is uploaded. */
  current?: ReactNode;
}

/**
 * One file for a playlist: checked here first (type and size, the server's own limits), then signed, sent straight
 * to storage with a progress bar, and verified by the server. A refusal shows under the field.
 */
export function FileDropField({ kind, label, uploaded, onUploaded, onBusyChange, error, busyMessage, current }: TFileDropFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;

  const start = async (file: File) => {
    const refusal = checkUploadable(kind, file);
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
      setProblem(fieldMessage ?? MSG.UPLOAD_ERROR);
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const file = rejections[0]?.file;
    if (rejections.length > 1) setProblem('Please choose one file.');
    else if (file) setProblem(checkUploadable(kind, file) ?? `Please choose a file: ${uploadHint(kind)}.`);
  };

  return (
    <Input.Wrapper label={label} error={problem ?? error} description={uploadHint(kind)}>
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
              aria-label={`${label}: drop a file here or press Enter to choose one`}
            >
              <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={28} aria-hidden color="var(--mantine-color-indigo-6)" />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={28} aria-hidden color="var(--mantine-color-red-6)" />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconUpload size={28} aria-hidden color="var(--mantine-color-gray-6)" />
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
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
