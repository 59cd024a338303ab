import { MB } from './limits';

export interface TUploadKind {
  maxBytes: number;
  /** Lower-case extensions accepted. */
  extensions: readonly string[];
  /** MIME types accepted by the presigned POST condition and the magic-byte check. */
  mimeTypes: readonly string[];
}

const MIME = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  csv: 'text/csv',
  vtt: 'text/vtt',
  zip: 'application/zip',
} as const;

type TExtension = keyof typeof MIME;

function kind(maxBytes: number, extensions: TExtension[]): TUploadKind {
  return { maxBytes, extensions, mimeTypes: [...new Set(extensions.map((ext) => MIME[ext]))] };
}

/** The spec's upload table (administration section 5) plus the profile picture and certificates. */
export const UPLOAD_KINDS = {
  certificate: kind(10 * MB, ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']),
  'company-logo': kind(10 * MB, ['png', 'jpg', 'jpeg']),
  thumbnail: kind(10 * MB, ['png', 'jpg', 'jpeg']),
  avatar: kind(10 * MB, ['png', 'jpg', 'jpeg']),
  'course-document': kind(20 * MB, ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']),
  'course-powerpoint': kind(20 * MB, ['ppt', 'pptx']),
  'course-video': kind(150 * MB, ['mp4']),
  /** WebVTT captions and text descriptions of a course video (UTF-8 text starting with "WEBVTT"). */
  captions: kind(1 * MB, ['vtt']),
  /** An e-learning package (SCORM 1.2 / 2004, xAPI, cmi5): a zip, unpacked by events/handlers/unpack-package. */
  'course-package': kind(500 * MB, ['zip']),
  'playlist-material': kind(10 * MB, ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg']),
} as const satisfies Record<string, TUploadKind>;

export type TUploadKindName = keyof typeof UPLOAD_KINDS;

/**
 * The kinds a browser sends with S3 multipart upload (issue 33): large, resumable, parts in parallel. Other kinds
 * are small and go as one presigned POST.
 */
export const MULTIPART_KINDS = ['course-video', 'course-package'] as const satisfies readonly TUploadKindName[];
export type TMultipartKind = (typeof MULTIPART_KINDS)[number];

export function isMultipartKind(kind: string): kind is TMultipartKind {
  return (MULTIPART_KINDS as readonly string[]).includes(kind);
}

/**
 * The course video limit per company: the spec's 150 MB unless the super administrator sets another on the
 * company's details (it replaces the spec's one-user 900 MB exception), at most 5 GB (S3's single-object POST
 * ceiling, and far beyond an hour of 1080p screen recording).
 */
export const VIDEO_LIMIT = {
  defaultBytes: UPLOAD_KINDS['course-video'].maxBytes,
  minMegabytes: 10,
  maxMegabytes: 5 * 1024,
} as const;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as TUploadKindName[];

export function mimeForExtension(ext: string): string | undefined {
  return (MIME as Record<string, string>)[ext.toLowerCase()];
}

/** Image handler presets: width and optional height (a fixed box, cropped to cover). */
export const IMAGE_PRESETS = {
  small: { width: 30 },
  medium: { width: 300 },
  large: { width: 500 },
  small_new: { width: 140, height: 63 },
  thumb: { width: 120, height: 120 },
} as const;

export type TImagePreset = keyof typeof IMAGE_PRESETS;
