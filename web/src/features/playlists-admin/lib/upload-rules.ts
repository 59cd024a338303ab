import { MB, UPLOAD_KINDS, mimeForExtension } from '@skillway/shared';

/** The playlist uploads of the spec's table (administration section 5): the image, and Additional Content. */
export type TPlaylistUploadKind = 'thumbnail' | 'playlist-material';

const FORMATS: Record<TPlaylistUploadKind, string> = {
  thumbnail: 'png or jpg',
  'playlist-material': 'pdf, doc, docx, xls, xlsx, ppt, pptx, png or jpg',
};

/** One line under the drop zone: what is accepted and how big. */
export function uploadHint(kind: TPlaylistUploadKind): string {
  return `${FORMATS[kind]}, up to ${Math.round(UPLOAD_KINDS[kind].maxBytes / MB)} MB`;
}

/** The file chooser's filter: each MIME type with its extensions. */
export function acceptFor(kind: TPlaylistUploadKind): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const ext of UPLOAD_KINDS[kind].extensions) {
    const mime = mimeForExtension(ext) ?? 'application/octet-stream';
    accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  }
  return accept;
}
