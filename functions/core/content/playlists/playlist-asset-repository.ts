import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { MSG, PLAYLIST_LIMITS } from '@skillway/shared';
import { playlistAssetEntity, playlistEntity } from '../../platform/db/entities/playlist';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { AppError } from '../../platform/http/app-error';

export type TPlaylistAssetItem = FormattedItem<ReturnType<typeof playlistAssetEntity>>;
export type TNewPlaylistAsset = Omit<TPlaylistAssetItem, 'created_at' | 'gsi1pk' | 'gsi1sk'>;

/** A playlist's Additional Content files in upload order (consistent: a file just added is listed at once). */
export async function listPlaylistAssets(companyId: string, playlistId: string): Promise<TPlaylistAssetItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(playlistAssetEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.playlistAssetsPrefix(playlistId) } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return (Items ?? []).sort((a, b) => a.asset_id.localeCompare(b.asset_id));
}

/** A file by its id alone (gsi1 `C#<cid>#PLCHILD#<assetId>`), re-read from the table so the answer is current. */
export async function findPlaylistAssetById(
  companyId: string,
  assetId: string,
): Promise<TPlaylistAssetItem | undefined> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(playlistAssetEntity())
    .query({ index: 'gsi1', partition: keys.playlistChildIndexPk(companyId, assetId) })
    .options({ limit: 1 })
    .send();
  const found = Items?.[0];
  if (!found) return undefined;
  const { Item } = await playlistAssetEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, playlist_id: found.playlist_id, asset_id: found.asset_id })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Adds a file and counts it on the playlist in one transaction: the playlist must exist and have room. */
export async function insertPlaylistAsset(asset: TNewPlaylistAsset): Promise<void> {
  try {
    await transact([
      playlistAssetEntity()
        .build(PutTransaction)
        .item({
          ...asset,
          gsi1pk: keys.playlistChildIndexPk(asset.company_id, asset.asset_id),
          gsi1sk: keys.playlistChildIndexSk,
        })
        .options({ condition: { attr: 'asset_id', exists: false } }),
      playlistEntity()
        .build(UpdateTransaction)
        .item({ company_id: asset.company_id, playlist_id: asset.playlist_id, total_assets: $add(1) })
        .options({
          condition: {
            and: [
              { attr: 'playlist_id', exists: true },
              { attr: 'total_assets', lt: PLAYLIST_LIMITS.assetsMax },
            ],
          },
        }),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === 'ConditionalCheckFailed') throw AppError.field('s3_url', MSG.PLAYLIST_ASSET_LIMIT);
    throw error;
  }
}

/** Removes a file's item with the playlist's count; false when it was already gone. */
export async function deletePlaylistAsset(
  asset: Pick<TPlaylistAssetItem, 'company_id' | 'playlist_id' | 'asset_id'>,
): Promise<boolean> {
  try {
    await transact([
      playlistAssetEntity()
        .build(DeleteTransaction)
        .key({ company_id: asset.company_id, playlist_id: asset.playlist_id, asset_id: asset.asset_id })
        .options({ condition: { attr: 'asset_id', exists: true } }),
      playlistEntity()
        .build(UpdateTransaction)
        .item({ company_id: asset.company_id, playlist_id: asset.playlist_id, total_assets: $add(-1) })
        .options({ condition: { attr: 'playlist_id', exists: true } }),
    ]);
    return true;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[0] === 'ConditionalCheckFailed') return false;
    // The playlist is being deleted: the file's item goes on its own.
    if (codes?.[1] === 'ConditionalCheckFailed') {
      await deletePlaylistAssetItem(asset);
      return true;
    }
    throw error;
  }
}

/** The item alone (deleting the whole playlist, whose counter goes with it). */
export async function deletePlaylistAssetItem(
  asset: Pick<TPlaylistAssetItem, 'company_id' | 'playlist_id' | 'asset_id'>,
) {
  await playlistAssetEntity()
    .build(DeleteItemCommand)
    .key({ company_id: asset.company_id, playlist_id: asset.playlist_id, asset_id: asset.asset_id })
    .send();
}
