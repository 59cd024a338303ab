import { t } from '@lingui/core/macro';
import { UPLOAD_KINDS, mimeForExtension, type TUploadKindName } from '@skillway/shared';
import { ApiError, api } from '../../../api';
import { postToStorage } from './post-to-storage';

export interface TUploadedFile {
  key: string;
  size: number;
  mime_type: string;
  original_name: string;
  /** An e-learning package's title from its manifest, when it has one. */
  package_title?: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The same limits the server applies, checked first so a wrong file fails fast with a clear message. */
export function checkUploadable(kind: TUploadKindName, file: File): string | null {
  const rules = UPLOAD_KINDS[kind];
  if (!(rules.extensions as readonly string[]).includes(extensionOf(file.name))) {
    const extensions = rules.extensions.join(', ');
    return t`Please choose a ${extensions} file.`;
  }
  if (file.size > rules.maxBytes) {
    const megabytes = Math.round(rules.maxBytes / 1024 / 1024);
    return t`The file may not be larger than ${megabytes} MB.`;
  }
  if (file.size === 0) return t`The file is empty.`;
  return null;
}

/**
 * Uploads one file: the API signs a POST under the caller's company, the browser sends the file straight to
 * storage, then the API checks what arrived (size, type, magic bytes) and returns its key.
 */
export async function uploadFile(
  kind: TUploadKindName,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<TUploadedFile> {
  const problem = checkUploadable(kind, file);
  if (problem) throw new ApiError(422, problem, { file: [problem] });
  const contentType = file.type || mimeForExtension(extensionOf(file.name)) || 'application/octet-stream';
  const signed = await api('uploads.sign', {
    body: { type: kind, file_name: file.name, content_type: contentType, size: file.size },
  });
  await postToStorage(signed.data.url, signed.data.fields, file, onProgress);
  const verified = await api('uploads.verify', { body: { type: kind, key: signed.data.key } });
  return verified.data;
}
