import { presignedFileUrl } from '../../platform/storage/presign-download';

/** Characters no file system or browser takes in a name, and controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
/** A part's longest length, so the whole name stays well under file systems' 255. */
const PART_MAX = 60;

function part(text: string): string {
  const clean = text
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  return clean.length > PART_MAX ? clean.slice(0, PART_MAX).trimEnd() : clean;
}

/**
 * The name a downloaded certificate is saved under: what it is, the course, the learner and the completion day (UTC,
 * as printed), e.g. `Certificate - Fire Safety Awareness - Tom Baker - 2026-12-05.pdf`; characters a file name
 * cannot hold become spaces, and an empty part is left out.
 */
export function certificateFileName(input: {
  course: string;
  learner: string;
  completedAt: string | null | undefined;
}): string {
  const day = input.completedAt && /^\d{4}-\d{2}-\d{2}/.test(input.completedAt) ? input.completedAt.slice(0, 10) : '';
  return `${['Certificate', part(input.course), part(input.learner), day].filter(Boolean).join(' - ')}.pdf`;
}

/** A short-lived link that downloads a made certificate under its name (certificateFileName); null without one. */
export async function certificateDownloadUrl(
  key: string | undefined,
  named: {
    course: string;
    learner: { first_name: string; last_name: string } | undefined;
    completedAt: string | null | undefined;
  },
  expiresIn?: number,
): Promise<string | null> {
  if (!key) return null;
  const name = certificateFileName({
    course: named.course,
    learner: named.learner ? `${named.learner.first_name} ${named.learner.last_name}` : '',
    completedAt: named.completedAt,
  });
  return presignedFileUrl(key, { mimeType: 'application/pdf', download: { name } }, expiresIn);
}
