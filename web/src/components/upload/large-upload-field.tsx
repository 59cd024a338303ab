import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import type { TMultipartKind } from '@skillway/shared';
import type { TUploadedFile } from '../../features/uploads/api/upload-file';
import { acceptFor } from '../../features/uploads/lib/accept-for';
import { percentOf, statusLine } from '../../features/uploads/tray/upload-status';
import { getUploadsStore } from '../../features/uploads/tray/uploads-store';
import { useUpload } from '../../features/uploads/tray/use-uploads';
import { DropArea } from './drop-area';
import { rejectionProblem } from './rejection-problem';
import { UploadProgress } from './upload-progress';
import { UploadedFile } from './uploaded-file';

export interface TLargeUploadFieldProps {
  kind: TMultipartKind;
  label: string;
  hint: string;
  check: (file: File) => string | null;
  uploaded: TUploadedFile | null;
  onUploaded: (file: TUploadedFile | null) => void;
  /** The tray entry of the upload under way (null when none): the panel can queue its save on it. */
  onEntry?: (id: string | null) => void;
  error?: ReactNode;
  required?: boolean;
}

/**
 * A course video or e-learning package: checked here, then sent from the uploads tray (resumable S3 multipart, see
 * features/uploads/tray), so it goes on while the administrator closes the panel and works elsewhere.
 */
export function LargeUploadField({
  kind,
  label,
  hint,
  check,
  uploaded,
  onUploaded,
  onEntry,
  error,
  required,
}: TLargeUploadFieldProps) {
  const { t } = useLingui();
  const uploadingLine = (name: string, status: string) => t`Uploading ${name}: ${status}`;
  const [entryId, setEntryId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const entry = useUpload(entryId);

  useEffect(() => {
    if (entry?.status === 'uploaded' && entry.uploaded && !entry.save) {
      // The panel holds the file now: the tray has nothing more to say about it.
      getUploadsStore().dismiss(entry.id);
      onUploaded(entry.uploaded);
      setEntryId(null);
      onEntry?.(null);
    }
  }, [entry, onUploaded, onEntry]);

  const start = (file: File) => {
    const refusal = check(file);
    setProblem(refusal);
    if (refusal) return;
    const id = getUploadsStore().start(kind, file);
    setEntryId(id);
    onEntry?.(id);
  };

  const onReject = (rejections: FileRejection[]) => {
    const problem = rejectionProblem(rejections, check, hint);
    if (problem) setProblem(problem);
  };

  const busy = entry && (entry.status === 'uploading' || entry.status === 'paused');
  const failure = entry?.status === 'failed' ? entry.error : null;
  return (
    <Input.Wrapper label={label} required={required} error={problem ?? failure ?? error} description={hint}>
      <Stack gap="xs" mt={6}>
        {uploaded ? (
          <UploadedFile name={uploaded.original_name} onRemove={() => onUploaded(null)} />
        ) : busy ? (
          <>
            <UploadProgress progress={percentOf(entry)} message={uploadingLine(entry.name, statusLine(entry))} />
            <Text size="xs" c="dimmed">
              <Trans>
                You can press Add now and keep working: the upload goes on in the Uploads tray at the top of the page.
              </Trans>
            </Text>
          </>
        ) : (
          <DropArea
            onDrop={(files) => files[0] && start(files[0])}
            onReject={onReject}
            accept={acceptFor(kind)}
            label={t`${label}: drop a file here or press Enter to choose one`}
            prompt={t`Drop a file here or click to choose one`}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
