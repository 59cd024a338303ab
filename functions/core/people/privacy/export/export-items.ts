import type { Entity, FormattedItem } from 'dynamodb-toolbox/entity';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { SkillwayTable } from '../../../platform/db/table';

/** How a personal data export reads and shows stored items (collect-personal-data.ts and the areas it reads). */

export type TRecord = Record<string, unknown>;

/** Attributes never exported: keys, index keys, stamps, counters and every secret-looking value. */
const HIDDEN =
  /^(pk|sk|gsi\d+(pk|sk)|_aud|_et|_ct|_md|ttl|version|total_.*|.*(password|secret|token|hash|nonce|salt|otp|totp).*)$/i;

export function clean(item: object): TRecord {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !HIDDEN.test(name)));
}

export async function queryAll<E extends Entity>(
  entity: E,
  query: { index?: 'gsi1' | 'gsi2'; partition: string; beginsWith?: string },
  /** The newest `pages` pages of `limit` items (the audit events); without it, everything (one user's items). */
  bound?: { limit: number; pages: number },
): Promise<FormattedItem<E>[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(entity)
    .query({
      ...(query.index ? { index: query.index } : {}),
      partition: query.partition,
      ...(query.beginsWith ? { range: { beginsWith: query.beginsWith } } : {}),
    })
    .options(bound ? { reverse: true, limit: bound.limit, maxPages: bound.pages } : { maxPages: Infinity })
    .send();
  return (Items ?? []) as FormattedItem<E>[];
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
