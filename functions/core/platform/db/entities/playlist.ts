import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A playlist (channel) of a company. pk `C#<cid>`, sk `PLAYLIST#<pid>` (the company's playlists are one Query).
 * `modules` holds its courses (at most 100) with their level (0 = Unassigned Modules) and order, so one conditional
 * write changes them and `total_modules` together; `version` guards every read-modify-write of the item.
 * Enrolment counters live in the enrolment module's TargetStats item (`TSTAT#channel#<pid>`). Files sit under
 * `c/<cid>/playlists/<pid>/`.
 */
export const playlistEntity = lazy(
  () =>
    new Entity({
      name: 'Playlist',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        playlist_id: string().key(),
        name: string(),
        /** Sanitised HTML. */
        description: string(),
        thumbnail_option: string().enum('icon', 'image'),
        /** One of PLAYLIST_ICONS (thumbnail_option icon). */
        icon: string().optional(),
        /** Key under the playlist's S3 prefix (thumbnail_option image). */
        thumbnail_key: string().optional(),
        /** Numbered levels, at least 1. */
        levels: number(),
        modules: list(
          map({
            course_id: string(),
            /** 1..levels, or 0 for Unassigned Modules. */
            level: number(),
            sort_order: number(),
          }),
        ),
        total_modules: number(),
        /** Additional Content files, kept with each file's item (a limit is a condition). */
        total_assets: number(),
        version: number(),
        created_by: string(),
      }),
      computeKey: ({ company_id, playlist_id }) => ({
        pk: keys.company(company_id),
        sk: keys.playlistSk(playlist_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * One Additional Content file of a playlist: pk `C#<cid>`, sk `PLASSET#<pid>#<assetId>` (a playlist's files are one
 * consistent Query); gsi1 `C#<cid>#PLCHILD#<assetId>` finds it by id alone. ULIDs keep the files in upload order.
 */
export const playlistAssetEntity = lazy(
  () =>
    new Entity({
      name: 'PlaylistAsset',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        playlist_id: string().key(),
        asset_id: string().key(),
        title: string(),
        file_key: string(),
        file_name: string(),
        file_mime: string(),
        file_size: number(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, playlist_id, asset_id }) => ({
        pk: keys.company(company_id),
        sk: keys.playlistAssetSk(playlist_id, asset_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);
