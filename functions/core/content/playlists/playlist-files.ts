import { keys } from '../../platform/db/keys';
import { safeFileName } from '../../platform/uploads/upload-keys';

/** Where each kind of playlist file lives, under `c/<cid>/playlists/<pid>/` (deleted together with the playlist). */
export const playlistFileKeys = {
  prefix: (companyId: string, playlistId: string) => keys.playlistFilesPrefix(companyId, playlistId),
  thumbnail: (companyId: string, playlistId: string, id: string, fileName: string) =>
    `${keys.playlistFilesPrefix(companyId, playlistId)}thumbnail/${id}/${safeFileName(fileName)}`,
  asset: (companyId: string, playlistId: string, assetId: string, fileName: string) =>
    `${keys.playlistFilesPrefix(companyId, playlistId)}assets/${assetId}/${safeFileName(fileName)}`,
};
