import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, Input, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import type { TUploadKindName } from '@skillway/shared';
import type { TUploadedFile } from '../../features/uploads/api/upload-file';
import { acceptFor } from '../../features/uploads/lib/accept-for';
import { DropArea } from './drop-area';
import { rejectionProblem } from './rejection-problem';
import { UploadProgress } from './upload-progress';
import { UploadedFile } from './uploaded-file';
import { uploadFailure, useFileUpload } from './use-file-upload';

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
  const { t } = useLingui();
  const { progress, uploading, upload } = useFileUpload(kind);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (file: File) => {
    const refusal = check(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    onBusyChange?.(true);
    try {
      onUploaded(await upload(file));
    } catch (failure) {
      setProblem(uploadFailure(failure));
    } finally {
      onBusyChange?.(false);
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const problem = rejectionProblem(rejections, check, hint);
    if (problem) setProblem(problem);
  };

  return (
    <Input.Wrapper label={label} required={required} error={problem ?? error} description={hint}>
      <Stack gap="xs" mt={6}>
        {uploaded ? (
          <UploadedFile name={uploaded.original_name} onRemove={() => onUploaded(null)} />
        ) : (
          <>
            {current}
            <DropArea
              onDrop={(files) => files[0] && void start(files[0])}
              onReject={onReject}
              accept={acceptFor(kind)}
              disabled={uploading}
              label={t`${label}: drop a file here or press Enter to choose one`}
              prompt={t`Drop a file here or click to choose one`}
            />
          </>
        )}
        {progress !== null && <UploadProgress progress={progress} message={busyMessage} />}
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
        <Trans>Current image. Drop a new one below to replace it.</Trans>
      </Text>
    </Group>
  );
}
