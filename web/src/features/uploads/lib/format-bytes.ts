import { MB } from '@skillway/shared';

const GB = 1024 * MB;

/** A size as an administrator reads a limit or a file: "150 MB", "2 GB", "1.5 GB" (binary units, as S3 counts). */
export function formatBytes(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(bytes >= 10 * MB ? 0 : 1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
