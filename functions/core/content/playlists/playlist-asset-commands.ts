import { MSG, type TPlaylistAsset, type TPlaylistAssetBody } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import { deleteCourseObject, findAdoptableUpload, moveUpload } from '../../platform/storage/course-files';
import { AppError } from '../../platform/http/app-error';
import {
  deletePlaylistAsset,
  findPlaylistAssetById,
  insertPlaylistAsset,
  listPlaylistAssets,
} from './playlist-asset-repository';
import { playlistFileKeys } from './playlist-files';
import { requirePlaylist } from './playlist-repository';
import { presentPlaylistAssets } from './present-playlist';

/**
 * POST /channel/asset: Additional Content. The file is a verified `playlist-material` upload of the company (pdf,
 * Office, png or jpg, 10 MB); the item is counted on the playlist first (the limit is a condition), then the file
 * moves under the playlist's prefix; if the move fails the item goes again.
 */
export async function addPlaylistAsset(companyId: string, body: TPlaylistAssetBody): Promise<TPlaylistAsset> {
  await requirePlaylist(companyId, body.channel_id);
  const upload = await findAdoptableUpload(companyId, body.s3_url, 'playlist-material');
  if (!upload) throw AppError.field('s3_url', MSG.MATERIAL_FILE_NOT_UPLOADED);
  const assetId = sortableId();
  const fileKey = playlistFileKeys.asset(companyId, body.channel_id, assetId, upload.originalName);
  const item = {
    company_id: companyId,
    playlist_id: body.channel_id,
    asset_id: assetId,
    title: body.title,
    file_key: fileKey,
    file_name: upload.originalName,
    file_mime: upload.mimeType,
    file_size: upload.size,
  };
  await insertPlaylistAsset(item);
  try {
    await moveUpload(companyId, upload, fileKey);
  } catch (error) {
    await deletePlaylistAsset(item);
    throw error;
  }
  const stored = (await listPlaylistAssets(companyId, body.channel_id)).find((asset) => asset.asset_id === assetId);
  if (!stored) throw new Error('playlist asset vanished after create');
  const [presented] = await presentPlaylistAssets([stored]);
  return presented!;
}

/** DELETE /channel/asset/{id}: the item (with the playlist's count), then its file. */
export async function removePlaylistAsset(companyId: string, assetId: string): Promise<void> {
  const asset = await findPlaylistAssetById(companyId, assetId);
  if (!asset) throw AppError.notFound();
  const removed = await deletePlaylistAsset(asset);
  if (!removed) throw AppError.notFound();
  await deleteCourseObject(asset.file_key);
}
