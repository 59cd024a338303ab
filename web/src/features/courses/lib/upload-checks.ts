import { UPLOAD_KINDS, type TUploadKindName } from '@skillway/shared';
import { formatBytes } from '../../uploads/lib/format-bytes';

/** The course uploads of the spec's table (administration section 5). */
export type TCourseUploadKind = Extract<
  TUploadKindName,
  'thumbnail' | 'course-video' | 'course-document' | 'course-powerpoint' | 'course-package' | 'captions'
>;

/** The formats as a person reads them; jpeg is a spelling of jpg, not a separate format. */
const FORMAT_TEXT: Record<TCourseUploadKind, string> = {
  thumbnail: 'png or jpg',
  'course-video': 'MP4',
  'course-document': 'pdf, doc, docx, xls, xlsx, ppt or pptx',
  'course-powerpoint': 'ppt or pptx',
  'course-package': 'zip (SCORM, xAPI or cmi5)',
  captions: 'WebVTT (.vtt)',
};

function formatsText(kind: TCourseUploadKind): string {
  return FORMAT_TEXT[kind];
}

/** 'an MP4 file', 'a pdf, doc, … file': MP4 is read aloud as "em-pee-four". */
function withArticle(kind: TCourseUploadKind): string {
  return `${kind === 'course-video' ? 'an' : 'a'} ${FORMAT_TEXT[kind]}`;
}

/**
 * One line under the upload box: what is accepted and how big. `maxBytes` is the company's own limit where it has
 * one (the course video's, from uploads.limits); else the kind's.
 */
export function uploadHint(kind: TCourseUploadKind, maxBytes: number = UPLOAD_KINDS[kind].maxBytes): string {
  return `${formatsText(kind)}, up to ${formatBytes(maxBytes)}`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The same limits the server applies, checked before anything is sent: a 150 MB video of the wrong type should
 * fail at once, not after the upload. The server still checks size, type and magic bytes after the upload.
 */
export function checkCourseUpload(
  kind: TCourseUploadKind,
  file: Pick<File, 'name' | 'size'>,
  maxBytes: number = UPLOAD_KINDS[kind].maxBytes,
): string | null {
  const rules = UPLOAD_KINDS[kind];
  if (!(rules.extensions as readonly string[]).includes(extensionOf(file.name))) {
    return `The file must be ${withArticle(kind)} file.`;
  }
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes) return `The file may not be larger than ${formatBytes(maxBytes)}.`;
  return null;
}

/** The file chooser's filter, shared by every upload field. */
export { acceptFor } from '../../uploads/lib/accept-for';
