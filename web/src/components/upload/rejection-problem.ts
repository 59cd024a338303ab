import { t } from '@lingui/core/macro';
import type { FileRejection } from '@mantine/dropzone';

/**
 * Why the drop area refused what was dropped, in words: more than one file, or the field's own check of the file
 * (type, size), else the formats the field takes.
 */
export function rejectionProblem(
  rejections: FileRejection[],
  check: (file: File) => string | null,
  hint: string,
): string | null {
  const file = rejections[0]?.file;
  if (rejections.length > 1) return t`Please choose one file.`;
  if (!file) return null;
  return check(file) ?? t`Please choose a file: ${hint}.`;
}
