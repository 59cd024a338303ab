import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { PlaylistEntity } from '../db/entities/playlist';
import { SkillwayTable } from '../db/table';

export type TPlaylistItem = FormattedItem<typeof PlaylistEntity>;

const BATCH_GET_MAX = 100;

/**
 * The named playlists of a company (BatchGetItem, 100 keys a call), for a user's playlist rows: O(rows), never the
 * company's whole list. Deleted playlists are absent from the map.
 */
export async function getPlaylistsByIds(
  companyId: string,
  playlistIds: readonly string[],
): Promise<Map<string, TPlaylistItem>> {
  const found = new Map<string, TPlaylistItem>();
  const unique = [...new Set(playlistIds)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    const requests = unique
      .slice(start, start + BATCH_GET_MAX)
      .map((playlistId) =>
        PlaylistEntity.build(BatchGetRequest).key({ company_id: companyId, playlist_id: playlistId }),
      );
    const { Responses } = await execute({ maxAttempts: 5 }, SkillwayTable.build(BatchGetCommand).requests(...requests));
    for (const item of Responses[0] ?? []) if (item) found.set(item.playlist_id, item);
  }
  return found;
}
