import { MSG } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { groupNameKey } from '../groups/group-name';

/** One person to import, from a CSV row or a BreatheHR employee. */
export interface TImportRecord {
  /** Row of the file (null for BreatheHR). */
  row: number | null;
  first_name: string;
  last_name: string;
  /** Lower-cased. */
  email: string;
  /** Undefined: keep the stored value; null: clear it. */
  unique_id: string | null | undefined;
  /** Group names; undefined: keep the user's groups. */
  groups: string[] | undefined;
}

export type TRowPlan =
  | { kind: 'error'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'create'; groups: string[] | undefined }
  | {
      kind: 'update';
      fields: { first_name?: string; last_name?: string; unique_id?: string | null } | undefined;
      groups: string[] | undefined;
    };

/**
 * What to do with one record (pure): refuse it (unknown group, archived user), skip it (nothing differs, or updates
 * are off), create the user, or update exactly the fields that differ. Roles are never part of it.
 */
export function planImportRow(
  record: TImportRecord,
  existing: TUserItem | undefined,
  currentGroupIds: readonly string[],
  groupIdsByKey: ReadonlyMap<string, string>,
  options: { updateExisting: boolean },
): TRowPlan {
  let groups: string[] | undefined;
  if (record.groups) {
    const unknown = record.groups.filter((name) => !groupIdsByKey.has(groupNameKey(name)));
    if (unknown.length > 0)
      return {
        kind: 'error',
        message: `${MSG.IMPORT_UNKNOWN_GROUP}: ${unknown.map((name) => `"${name}"`).join(', ')}.`,
      };
    groups = [...new Set(record.groups.map((name) => groupIdsByKey.get(groupNameKey(name))!))];
  }
  if (!existing) return { kind: 'create', groups };
  if (existing.is_archived === 1) return { kind: 'error', message: MSG.IMPORT_ARCHIVED_USER };
  if (!options.updateExisting) return { kind: 'unchanged' };

  const fields: { first_name?: string; last_name?: string; unique_id?: string | null } = {};
  if (record.first_name !== existing.first_name) fields.first_name = record.first_name;
  if (record.last_name !== existing.last_name) fields.last_name = record.last_name;
  if (record.unique_id !== undefined && (record.unique_id ?? null) !== (existing.unique_id ?? null))
    fields.unique_id = record.unique_id;
  const groupsDiffer =
    groups !== undefined &&
    (groups.length !== currentGroupIds.length || groups.some((groupId) => !currentGroupIds.includes(groupId)));
  const hasFields = Object.keys(fields).length > 0;
  if (!hasFields && !groupsDiffer) return { kind: 'unchanged' };
  return { kind: 'update', fields: hasFields ? fields : undefined, groups: groupsDiffer ? groups : undefined };
}
