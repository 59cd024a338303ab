import { t } from '@lingui/core/macro';
import {
  EXTERNAL_TRAINING_CREATE_EXTENSIONS,
  EXTERNAL_TRAINING_EDIT_EXTENSIONS,
  EXTERNAL_TRAINING_FILE_MAX_BYTES,
  MB,
} from '@skillway/shared';
import type { FileRejection } from '@mantine/dropzone';
import { acceptForExtensions } from '../../uploads/lib/accept-for';

/** The Add panel takes the spec's create list, the Edit panel its edit list. */
export type TCertificateMode = 'create' | 'edit';

function certificateExtensions(mode: TCertificateMode): readonly string[] {
  return mode === 'create' ? EXTERNAL_TRAINING_CREATE_EXTENSIONS : EXTERNAL_TRAINING_EDIT_EXTENSIONS;
}

/** The drop zone's accept list (MIME types with their extensions). */
export function certificateAccept(mode: TCertificateMode): Record<string, string[]> {
  return acceptForExtensions(certificateExtensions(mode));
}

const MAX_MB = Math.round(EXTERNAL_TRAINING_FILE_MAX_BYTES / MB);

/** What is accepted, under the drop zone. */
export function certificateHint(mode: TCertificateMode): string {
  const extensions = certificateExtensions(mode).join(', ');
  return t`One file: ${extensions}, up to ${MAX_MB} MB`;
}

function typeRefusal(mode: TCertificateMode): string {
  const extensions = certificateExtensions(mode).join(', ');
  return t`The file must be a file of type: ${extensions}.`;
}

function tooLarge(): string {
  return t`The file may not be greater than ${MAX_MB} MB.`;
}

/** The panel's own check before anything is sent (the server checks again): the refusal, or null. */
export function checkCertificate(mode: TCertificateMode, file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!certificateExtensions(mode).includes(ext)) return typeRefusal(mode);
  if (file.size > EXTERNAL_TRAINING_FILE_MAX_BYTES) return tooLarge();
  if (file.size === 0) return t`The file is empty.`;
  return null;
}

/** Why the drop zone refused what was dropped. */
export function rejectionMessage(mode: TCertificateMode, rejections: readonly FileRejection[]): string {
  if (rejections.length > 1) return t`Please choose one file.`;
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return tooLarge();
  if (code === 'too-many-files') return t`Please choose one file.`;
  return typeRefusal(mode);
}
