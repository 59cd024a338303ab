import { randomUUID } from 'node:crypto';
import { MSG, type TPlaylistCreateBody, type TPlaylistThumbnailOption } from '@skillway/shared';
import { findAdoptableUpload, type TAdoptableUpload } from '../../platform/storage/course-files';
import { AppError } from '../../platform/http/app-error';
import { playlistFileKeys } from './playlist-files';
import type { TPlaylistItem } from './playlist-repository';

/**
 * How a playlist is pictured after a create or an edit: an icon of the fixed list, or an image that is a verified
 * png/jpg `thumbnail` upload of the caller's company (moved under the playlist's prefix by the caller).
 */
export type TThumbnailChoice =
  | { option: 'icon'; icon: string }
  | { option: 'image'; keep: string }
  | { option: 'image'; upload: TAdoptableUpload; key: string };

type TThumbnailFields = Pick<TPlaylistCreateBody, 'thumbnailOption' | 'thumbnail' | 'icon' | 's3_url'>;

/** The option the body asks for: `thumbnailOption`, else the spec's `thumbnail`, else what an upload implies. */
function optionOf(body: TThumbnailFields): TPlaylistThumbnailOption | undefined {
  return body.thumbnailOption ?? body.thumbnail ?? (body.s3_url ? 'image' : body.icon ? 'icon' : undefined);
}

export async function chooseThumbnail(
  companyId: string,
  playlistId: string,
  body: TThumbnailFields,
  current?: Pick<TPlaylistItem, 'thumbnail_option' | 'icon' | 'thumbnail_key'>,
): Promise<TThumbnailChoice> {
  const option = optionOf(body) ?? current?.thumbnail_option ?? 'icon';
  if (option === 'icon') {
    const icon = body.icon ?? (current?.thumbnail_option === 'icon' ? current.icon : undefined);
    if (!icon) throw AppError.field('icon', MSG.PLAYLIST_ICON_REQUIRED);
    return { option, icon };
  }
  const s3Url = body.s3_url;
  if (!s3Url || s3Url === current?.thumbnail_key) {
    // No new upload: the stored image stays, if there is one.
    if (current?.thumbnail_key) return { option, keep: current.thumbnail_key };
    throw AppError.field('s3_url', MSG.PLAYLIST_IMAGE_REQUIRED);
  }
  const upload = await findAdoptableUpload(companyId, s3Url, 'thumbnail');
  if (!upload) throw AppError.field('s3_url', MSG.PLAYLIST_IMAGE_NOT_UPLOADED);
  return { option, upload, key: playlistFileKeys.thumbnail(companyId, playlistId, randomUUID(), upload.originalName) };
}

/** The stored fields of a choice: the option with its icon, or with the image's key. */
export function storedThumbnail(choice: TThumbnailChoice): {
  thumbnail_option: TPlaylistThumbnailOption;
  icon?: string;
  thumbnail_key?: string;
} {
  if (choice.option === 'icon') return { thumbnail_option: 'icon', icon: choice.icon };
  return { thumbnail_option: 'image', thumbnail_key: 'key' in choice ? choice.key : choice.keep };
}
