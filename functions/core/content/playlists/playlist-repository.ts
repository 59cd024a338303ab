import { randomUUID } from 'node:crypto';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, $remove, $set, UpdateItemCommand, isConditionCheckFailed } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { targetStatsEntity } from '../../platform/db/entities/enrolment';
import { playlistEntity } from '../../platform/db/entities/playlist';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { listTargetStats, type TTargetStatsItem } from '../../platform/db/target-stats';
import { AppError } from '../../platform/http/app-error';
import { normaliseModules, sameModules, type TModule } from './playlist-modules';
import { readBatch } from '../../platform/db/batch-read';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/**
 * Playlists, always inside one company: every function takes the company id first, so another company's playlist
 * is a key that does not exist here (404). This module touches only the table, so the enrolment module may use it.
 */

export type TPlaylistItem = FormattedItem<ReturnType<typeof playlistEntity>>;
export type TPlaylistStatsItem = TTargetStatsItem;
export type TNewPlaylist = Omit<TPlaylistItem, 'created_at' | 'updated_at'>;

const BATCH_GET_MAX = 100;
const WRITE_ATTEMPTS = 6;

export function newPlaylistId(): string {
  return randomUUID();
}

export async function findPlaylist(companyId: string, playlistId: string): Promise<TPlaylistItem | undefined> {
  const { Item } = await playlistEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, playlist_id: playlistId })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function requirePlaylist(companyId: string, playlistId: string): Promise<TPlaylistItem> {
  const playlist = await findPlaylist(companyId, playlistId);
  if (!playlist) throw AppError.notFound();
  return playlist;
}

/** Every playlist of the company (one Query; a company holds tens of playlists, hundreds at most). */
export async function listCompanyPlaylists(companyId: string): Promise<TPlaylistItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(playlistEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.playlistsPrefix } })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** The named playlists (BatchGetItem, 100 keys a call); missing ids are absent from the map. */
export async function getPlaylists(companyId: string, ids: readonly string[]): Promise<Map<string, TPlaylistItem>> {
  const found = new Map<string, TPlaylistItem>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    const requests = unique
      .slice(start, start + BATCH_GET_MAX)
      .map((id) => playlistEntity().build(BatchGetRequest).key({ company_id: companyId, playlist_id: id }));
    const { Responses } = await readBatch(requests);
    for (const item of Responses[0] ?? []) if (item) found.set(item.playlist_id, item);
  }
  return found;
}

export async function putPlaylist(playlist: TNewPlaylist): Promise<void> {
  await playlistEntity()
    .build(PutItemCommand)
    .item(playlist)
    .options({ condition: { attr: 'playlist_id', exists: false } })
    .send();
}

type TPlaylistFields = Partial<
  Pick<TPlaylistItem, 'name' | 'description' | 'thumbnail_option' | 'icon' | 'thumbnail_key'>
>;

/** Changes the playlist's own fields (not its modules), removing `remove`; 404 if it is gone meanwhile. */
export async function updatePlaylistFields(
  companyId: string,
  playlistId: string,
  fields: TPlaylistFields,
  remove: readonly ('icon' | 'thumbnail_key')[] = [],
) {
  const removals = Object.fromEntries(remove.map((name) => [name, $remove()]));
  const written = await sendUnlessConditionFails(
    playlistEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, playlist_id: playlistId, ...fields, ...removals, version: $add(1) })
      .options({ condition: { attr: 'playlist_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
}

export interface TModulesPlan {
  modules: TModule[];
  levels: number;
}

/**
 * Read-modify-write of a playlist's modules and levels: `plan` sees the current playlist and returns what it should
 * hold (or undefined to change nothing); the write is conditioned on the version read, so a concurrent change makes
 * it read and plan again. `total_modules` moves in the same write. Returns the playlist before and after (undefined
 * when it does not exist).
 */
export async function changePlaylistModules(
  companyId: string,
  playlistId: string,
  plan: (playlist: TPlaylistItem) => TModulesPlan | undefined,
): Promise<{ before: TPlaylistItem; after: TPlaylistItem } | undefined> {
  for (let attempt = 1; ; attempt++) {
    const before = await findPlaylist(companyId, playlistId);
    if (!before) return undefined;
    const wanted = plan(before);
    if (!wanted) return { before, after: before };
    const modules = normaliseModules(wanted.modules);
    if (sameModules(modules, normaliseModules(before.modules)) && wanted.levels === before.levels) {
      return { before, after: before };
    }
    try {
      await playlistEntity()
        .build(UpdateItemCommand)
        .item({
          company_id: companyId,
          playlist_id: playlistId,
          // Lists are replaced whole ($set); a plain array would update them element by element.
          modules: $set(modules),
          total_modules: modules.length,
          levels: wanted.levels,
          version: $add(1),
        })
        .options({ condition: { attr: 'version', eq: before.version } })
        .send();
      return {
        before,
        after: {
          ...before,
          modules,
          total_modules: modules.length,
          levels: wanted.levels,
          version: before.version + 1,
        },
      };
    } catch (error) {
      if (!isConditionCheckFailed(error) || attempt >= WRITE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

export async function deletePlaylistItem(companyId: string, playlistId: string): Promise<void> {
  await playlistEntity().build(DeleteItemCommand).key({ company_id: companyId, playlist_id: playlistId }).send();
  await targetStatsEntity()
    .build(DeleteItemCommand)
    .key({ company_id: companyId, target_type: 'channel', target_id: playlistId })
    .send();
}

/** Enrolment counters of every playlist of the company (the enrolment module keeps them; absent means zero). */
export async function listPlaylistStats(companyId: string): Promise<Map<string, TPlaylistStatsItem>> {
  return listTargetStats(companyId, 'channel');
}

export async function getPlaylistStats(companyId: string, playlistId: string): Promise<TPlaylistStatsItem | undefined> {
  const { Item } = await targetStatsEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, target_type: 'channel', target_id: playlistId })
    .options({ consistent: true })
    .send();
  return Item;
}
