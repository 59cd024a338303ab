import { t } from '@lingui/core/macro';
import { MB, UPLOAD_KINDS } from '@skillway/shared';

/** The playlist uploads of the spec's table (administration section 5): the image, and Additional Content. */
export type TPlaylistUploadKind = 'thumbnail' | 'playlist-material';

/** One line under the drop zone: what is accepted and how big, in the active language. */
export function uploadHint(kind: TPlaylistUploadKind): string {
  const size = Math.round(UPLOAD_KINDS[kind].maxBytes / MB);
  return kind === 'thumbnail'
    ? t`png or jpg, up to ${size} MB`
    : t`pdf, doc, docx, xls, xlsx, ppt, pptx, png or jpg, up to ${size} MB`;
}
