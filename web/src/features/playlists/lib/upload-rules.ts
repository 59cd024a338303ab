import { MB, UPLOAD_KINDS } from '@skillway/shared';

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
