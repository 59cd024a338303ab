import { useState } from 'react';
import { MSG, type TUploadKindName } from '@skillway/shared';
import { isApiError } from '../../api';
import { specText } from '../../i18n/spec-text';
import { uploadFile, type TUploadedFile } from '../../features/uploads/api/upload-file';

/** Why an upload failed, in the server's words (in the active language): its first field error, else its message. */
export function uploadFailure(failure: unknown): string {
  if (!isApiError(failure)) return specText(MSG.UPLOAD_ERROR);
  return specText(Object.values(failure.errors).flat()[0] ?? failure.message);
}

/**
 * One presigned upload at a time: signed, sent straight to storage with its progress (null while idle), and
 * verified by the server. `upload` resolves to the stored file, or rejects with the server's refusal.
 */
export function useFileUpload(kind: TUploadKindName) {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File): Promise<TUploadedFile> => {
    setProgress(0);
    try {
      return await uploadFile(kind, file, setProgress);
    } finally {
      setProgress(null);
    }
  };

  return { progress, uploading: progress !== null, upload };
}
