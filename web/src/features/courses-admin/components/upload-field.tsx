import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { uploadFile, type TUploadedFile } from '../../uploads/api/upload-file';
import { acceptFor, checkCourseUpload, uploadHint, type TCourseUploadKind } from '../lib/upload-checks';

interface TUploadFieldProps {
  kind: TCourseUploadKind;
  label: string;
  /** The file uploaded in this panel, if any. */
  uploaded: TUploadedFile | null;
  onUploaded: (file: TUploadedFile | null) => void;
  /** Told when an upload starts and ends, so the panel can keep Save disabled meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  /** A field error from the server (e.g. s3_url or file). */
  error?: ReactNode;
  /** Shown above the progress bar while uploading. */
  busyMessage?: string;
  /** What is there already (an existing thumbnail), shown until something new is uploaded. */
  current?: ReactNode;
  required?: boolean;
}

/**
 * One file for a course: checked here first (type and size, the server's own limits), then signed, sent straight
 * to storage with a progress bar, and verified by the server (size, type, magic bytes). Any refusal is shown
 * under the field in the server's words.
 */
export function UploadField({
  kind,
  label,
  uploaded,
  onUploaded,
  onBusyChange,
  error,
  busyMessage,
  current,
  required,
}: TUploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;

  const start = async (file: File) => {
    const refusal = checkCourseUpload(kind, file);
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
    else if (file) setProblem(checkCourseUpload(kind, file) ?? `Please choose a file: ${uploadHint(kind)}.`);
  };

  const shownError = problem ?? error;
  return (
    <Input.Wrapper label={label} required={required} error={shownError} description={uploadHint(kind)}>
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
