import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { UPLOAD_KINDS, type TUploadKindName } from '@skillway/shared';
import { formatBytes } from '../../uploads/lib/format-bytes';

/** The course uploads of the spec's table (administration section 5). */
export type TCourseUploadKind = Extract<
  TUploadKindName,
  'thumbnail' | 'course-video' | 'course-document' | 'course-powerpoint' | 'course-package' | 'captions'
>;

/** The formats as a person reads them; jpeg is a spelling of jpg, not a separate format. */
const FORMAT_TEXT: Record<TCourseUploadKind, MessageDescriptor> = {
  thumbnail: msg`png or jpg`,
  'course-video': msg`MP4`,
  'course-document': msg`pdf, doc, docx, xls, xlsx, ppt or pptx`,
  'course-powerpoint': msg`ppt or pptx`,
  'course-package': msg`zip (SCORM, xAPI or cmi5)`,
  captions: msg`WebVTT (.vtt)`,
};

/** A file of another type, refused: each kind a whole sentence ('an MP4 file': MP4 is read aloud as "em-pee-four"). */
const WRONG_TYPE_TEXT: Record<TCourseUploadKind, MessageDescriptor> = {
  thumbnail: msg`The file must be a png or jpg file.`,
  'course-video': msg`The file must be an MP4 file.`,
  'course-document': msg`The file must be a pdf, doc, docx, xls, xlsx, ppt or pptx file.`,
  'course-powerpoint': msg`The file must be a ppt or pptx file.`,
  'course-package': msg`The file must be a zip (SCORM, xAPI or cmi5) file.`,
  captions: msg`The file must be a WebVTT (.vtt) file.`,
};

/**
 * One line under the upload box: what is accepted and how big. `maxBytes` is the company's own limit where it has
 * one (the course video's, from uploads.limits); else the kind's.
 */
export function uploadHint(kind: TCourseUploadKind, maxBytes: number = UPLOAD_KINDS[kind].maxBytes): string {
  const formats = i18n._(FORMAT_TEXT[kind]);
  const size = formatBytes(maxBytes);
  return t`${formats}, up to ${size}`;
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
    return i18n._(WRONG_TYPE_TEXT[kind]);
  }
  if (file.size === 0) return t`The file is empty.`;
  const size = formatBytes(maxBytes);
  if (file.size > maxBytes) return t`The file may not be larger than ${size}.`;
  return null;
}

/** The file chooser's filter, shared by every upload field. */
export { acceptFor } from '../../uploads/lib/accept-for';
