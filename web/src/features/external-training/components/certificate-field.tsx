import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Input, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import {
  EXTERNAL_TRAINING_FILE_MAX_BYTES,
  EXTERNAL_TRAINING_UPLOAD_KIND,
  type TExternalTrainingFile,
} from '@skillway/shared';
import { DropArea, UploadedFile, UploadProgress, useFileUpload } from '../../../components/upload';
import { uploadFailure } from '../../../components/upload/use-file-upload';
import { notifyError } from '../../../lib/notify';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import {
  certificateAccept,
  certificateHint,
  checkCertificate,
  rejectionMessage,
  type TCertificateMode,
} from '../lib/certificate-rules';

interface TCertificateFieldProps {
  /** Add or Edit: each has the spec's own accept list. */
  mode: TCertificateMode;
  /** The file uploaded in this panel, if any (it replaces the current certificate on save). */
  uploaded: TUploadedFile | null;
  onUploaded: (file: TUploadedFile | null) => void;
  /** Told when an upload starts and ends: the panel's submit spins meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** The record's certificate now (Edit), with its link. */
  current: TExternalTrainingFile | null;
  /** A field error from the server (s3_url or file). */
  error?: ReactNode;
}

/**
 * The certificate drop zone: one file, checked here (type and size) and sent straight to storage, then verified by
 * the server. A refused file shows as an error notification and is removed; a second file replaces the first.
 */
export function CertificateField({ mode, uploaded, onUploaded, onBusyChange, current, error }: TCertificateFieldProps) {
  const { t } = useLingui();
  const { progress, uploading, upload } = useFileUpload(EXTERNAL_TRAINING_UPLOAD_KIND);

  const fileName = current?.original_name;

  const refuse = (message: string) => {
    notifyError(message);
    onUploaded(null);
  };

  const start = async (file: File) => {
    const refusal = checkCertificate(mode, file);
    if (refusal) return refuse(refusal);
    onBusyChange(true);
    try {
      onUploaded(await upload(file));
    } catch (failure) {
      refuse(uploadFailure(failure));
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <Input.Wrapper label={t`Certificate`} description={certificateHint(mode)} error={error}>
      <Stack gap="xs" mt={6}>
        {current && !uploaded && (
          <Group gap="xs" wrap="nowrap">
            <IconCertificate size={18} aria-hidden />
            <Text size="sm" truncate="end">
              <Trans>
                Current certificate:{' '}
                <Anchor href={current.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {fileName}
                </Anchor>
              </Trans>
            </Text>
          </Group>
        )}
        {uploaded && (
          <UploadedFile name={uploaded.original_name} onRemove={() => onUploaded(null)} disabled={uploading} />
        )}
        <DropArea
          onDrop={(files) => files[0] && void start(files[0])}
          onReject={(rejections) => refuse(rejectionMessage(mode, rejections))}
          accept={certificateAccept(mode)}
          maxSize={EXTERNAL_TRAINING_FILE_MAX_BYTES}
          disabled={uploading}
          label={t`Certificate: drop a file here or press Enter to choose one`}
          prompt={uploaded || current ? t`Drop another file to replace it` : t`Drop a file here or click to choose one`}
        />
        {progress !== null && <UploadProgress progress={progress} message={t`Uploading the certificate…`} />}
      </Stack>
    </Input.Wrapper>
  );
}
