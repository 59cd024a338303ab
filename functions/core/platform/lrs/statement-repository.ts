import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ulidMs, ulidTime } from '../crypto/tokens';
import { readAllByKeys } from '../db/batch-read';
import { batchWriteAll, deleteTableKeys } from '../db/batch-write';
import { sendUnlessConditionFails } from '../db/conditional-write';
import {
  lrsStatementEntity,
  lrsStatementIdEntity,
  lrsStatementIndexEntity,
  type TLrsStatementIndexItem,
  type TLrsStatementItem,
} from '../db/entities/lrs-statements';
import { keys } from '../db/keys';
import { SkillwayTable } from '../db/table';
import { cancellationCodes, MAX_TRANSACTION_ITEMS, transact, type TTransactWrite } from '../db/transactions';
import { countWrites, moveCounts, releaseUnnamed } from './attachment-counts';
import { attachmentSha2s } from './attachment-refs';
import { indexKey, type TFilterValues, type TOrigin } from './statement-index';

export type { TLrsStatementItem };

/**
 * The company's statement store (issue 35): statements in stored order in `C#<cid>#XS`, ids unique per company, and
 * index partitions per agent, activity, verb, registration and authority (statement-index.ts). Every read is a
 * GetItem, a BatchGetItem or a Query of one partition: never a Scan, and the same calls whatever the store's size.
 */

/** The stored order and fingerprint of a statement id in the company, or undefined. */
export async function findStatementId(
  companyId: string,
  statementId: string,
): Promise<{ storedId: string; fingerprint: string } | undefined> {
  const { Item } = await lrsStatementIdEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, statement_id: statementId.toLowerCase() })
    .options({ consistent: true })
    .send();
  return Item ? { storedId: Item.stored_id, fingerprint: Item.fingerprint } : undefined;
}

async function getStatementItem(companyId: string, storedId: string): Promise<TLrsStatementItem | undefined> {
  const { Item } = await lrsStatementEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, stored_id: storedId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A statement by id (two reads: the id, then the statement). */
export async function getStatementById(companyId: string, statementId: string): Promise<TLrsStatementItem | undefined> {
  const found = await findStatementId(companyId, statementId);
  return found ? getStatementItem(companyId, found.storedId) : undefined;
}

/** Statements by stored id (BatchGetItem, 100 keys a call), in the order asked; absent ones left out. */
export async function getStatementItems(companyId: string, storedIds: readonly string[]): Promise<TLrsStatementItem[]> {
  const items = await readAllByKeys<string, TLrsStatementItem>(storedIds, (storedId) =>
    lrsStatementEntity().build(BatchGetRequest).key({ company_id: companyId, stored_id: storedId }),
  );
  const found = new Map(items.map((item) => [item.stored_id, item]));
  return storedIds.map((id) => found.get(id)).filter((item): item is TLrsStatementItem => item !== undefined);
}

export function parseOrigins(item: Pick<TLrsStatementItem, 'origins'>): TOrigin[] {
  return JSON.parse(item.origins) as TOrigin[];
}

function indexEntries(companyId: string, storedId: string, origins: readonly TOrigin[]) {
  return origins.flatMap((origin, index) =>
    [...new Set(origin.k)].map((key) => ({ key, origin: index, values: origin.f, companyId, storedId })),
  );
}

/** A statement's index entries as items, each with its origin's filter values (written with the statement). */
function indexEntryItems(companyId: string, item: TLrsStatementItem): TLrsStatementIndexItem[] {
  return indexEntries(companyId, item.stored_id, parseOrigins(item)).map(({ key, origin, values }) => ({
    company_id: companyId,
    index_key: key,
    entry: keys.lrsIndexSk(item.stored_id, origin),
    stored_id: item.stored_id,
    ...indexValues(values),
  }));
}

export interface TNewStatement {
  item: TLrsStatementItem;
  fingerprint: string;
  /** A voiding statement's target: marked voided in the same transaction. */
  voidsStoredId?: string;
}

/**
 * Stores a statement, its id and its index entries in one transaction (the id's condition makes a second statement
 * with the same id fail: 'conflict'); a voiding statement marks its target voided in the same transaction. Each
 * attachment SHA-2 it names raises that content's count (attachment-counts.ts) in the same transaction, so a conflict
 * counts nothing; the statement keeps the list it counted, for its deletion. Counts with no room left in the
 * transaction (100 writes) are raised before it and lowered again if it fails: a count too high only keeps content
 * longer, one too low could delete content a statement still names.
 */
export async function storeStatement(companyId: string, statement: TNewStatement): Promise<'stored' | 'conflict'> {
  const sha2s = attachmentSha2s(statement.item.statement);
  const item: TLrsStatementItem = sha2s.length > 0 ? { ...statement.item, attachments: sha2s } : statement.item;
  const writes: TTransactWrite[] = [
    lrsStatementIdEntity()
      .build(PutTransaction)
      .item({
        company_id: companyId,
        statement_id: item.statement_id.toLowerCase(),
        stored_id: item.stored_id,
        fingerprint: statement.fingerprint,
      })
      .options({ condition: { attr: 'stored_id', exists: false } }),
    lrsStatementEntity().build(PutTransaction).item(item),
    ...indexEntryItems(companyId, item).map((entry) => lrsStatementIndexEntity().build(PutTransaction).item(entry)),
  ];
  if (statement.voidsStoredId) {
    writes.push(
      lrsStatementEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, stored_id: statement.voidsStoredId, voided: 1 })
        .options({ condition: { attr: 'statement_id', exists: true } }),
    );
  }
  const room = Math.max(0, MAX_TRANSACTION_ITEMS - writes.length);
  const outside = sha2s.slice(room);
  writes.push(...countWrites(companyId, sha2s.slice(0, room), 1));
  await moveCounts(companyId, outside, 1);
  let stored = false;
  try {
    await transact(writes);
    stored = true;
    return 'stored';
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'conflict';
    throw error;
  } finally {
    if (!stored && outside.length > 0) {
      await moveCounts(companyId, outside, -1);
      await releaseUnnamed(companyId, outside);
    }
  }
}

/**
 * Stores one of the LMS's own statements (issue 36) without a transaction, which would bill every item twice: the id
 * is claimed with a conditional put, then the index entries go in BatchWriteItem calls, then the statement itself. The
 * statement is written last, so a stored statement always has all its entries. `build` makes the statement's item
 * for a `stored` time: a statement whose id is claimed already is 'conflict' when it differs, 'known' when it is
 * stored, and is completed under the claimed stored id and time when an earlier write stopped before the statement
 * (a redelivered event finishes what a failed run began). For statements that name no attachment and void nothing
 * (storeStatement keeps those in a transaction, with their counts or their target).
 */
export async function storeOwnStatement(
  companyId: string,
  stored: string,
  build: (stored: string) => { item: TLrsStatementItem; fingerprint: string },
): Promise<'stored' | 'known' | 'conflict'> {
  const first = build(stored);
  if (attachmentSha2s(first.item.statement).length > 0 || first.item.voids !== undefined)
    throw new Error('storeOwnStatement: a statement with attachments or voiding goes through storeStatement');
  let item = first.item;
  const claimed = await sendUnlessConditionFails(
    lrsStatementIdEntity()
      .build(PutItemCommand)
      .item({
        company_id: companyId,
        statement_id: item.statement_id,
        stored_id: item.stored_id,
        fingerprint: first.fingerprint,
      })
      .options({ condition: { attr: 'stored_id', exists: false } }),
  );
  if (!claimed) {
    const claim = await findStatementId(companyId, item.statement_id);
    // Deleted between the claim and this read (the learner erased): it must not come back.
    if (!claim) return 'known';
    if (claim.fingerprint !== first.fingerprint) return 'conflict';
    if (await getStatementItem(companyId, claim.storedId)) return 'known';
    item = { ...build(new Date(ulidMs(claim.storedId)).toISOString()).item, stored_id: claim.storedId };
  }
  await batchWriteAll(
    indexEntryItems(companyId, item).map((entry) => lrsStatementIndexEntity().build(BatchPutRequest).item(entry)),
  );
  await lrsStatementEntity().build(PutItemCommand).item(item).send();
  return 'stored';
}

/** DynamoDB refuses empty lists in a put only through the toolbox's schema: leave empty ones out. */
function indexValues(values: TFilterValues) {
  return {
    v: values.v,
    au: values.au,
    ...(values.gn.length > 0 ? { gn: values.gn } : {}),
    ...(values.ga.length > 0 ? { ga: values.ga } : {}),
    ...(values.an ? { an: values.an } : {}),
    ...(values.aa.length > 0 ? { aa: values.aa } : {}),
    ...(values.r ? { r: values.r } : {}),
  };
}

/** What a statements query asks of an index entry (each part optional). */
export interface TIndexFilter {
  agent?: { hash: string; related: boolean };
  activity?: { hash: string; related: boolean };
  verb?: string;
  registration?: string;
  authority?: string;
}

export interface TPageRequest {
  /** The index partition to read (statement-index.ts indexKey), or undefined for the whole store in stored order. */
  indexKey: string | undefined;
  filter: TIndexFilter;
  /** Stored time bounds in ms: since exclusive, until inclusive. */
  sinceMs?: number;
  untilMs?: number;
  ascending: boolean;
  /** The sort key of the last entry read (a page's continuation). */
  after?: string;
  limit: number;
}

export interface TPage {
  /** Entries in order: their sort key (the continuation) and stored id. */
  entries: { sk: string; storedId: string }[];
  /** Statements already read with the entries (reading the store itself), by stored id. */
  statements: Map<string, TLrsStatementItem>;
  /** True when the partition has no more entries after these. */
  done: boolean;
}

type TIndexCondition = Condition<ReturnType<typeof lrsStatementIndexEntity>>;

function conditionOf(filter: TIndexFilter): TIndexCondition | undefined {
  const parts: TIndexCondition[] = [];
  if (filter.agent)
    parts.push(
      filter.agent.related ? { attr: 'ga', contains: filter.agent.hash } : { attr: 'gn', contains: filter.agent.hash },
    );
  if (filter.activity)
    parts.push(
      filter.activity.related
        ? { attr: 'aa', contains: filter.activity.hash }
        : { attr: 'an', eq: filter.activity.hash },
    );
  if (filter.verb) parts.push({ attr: 'v', eq: filter.verb });
  if (filter.registration) parts.push({ attr: 'r', eq: filter.registration });
  if (filter.authority) parts.push({ attr: 'au', eq: filter.authority });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0]! : { and: parts };
}

function sortKeyRange(prefix: string, sinceMs: number | undefined, untilMs: number | undefined) {
  // '0' and '~' sort before and after every ULID (Crockford base32): a key condition may not be an empty string.
  const low = `${prefix}${sinceMs === undefined ? '0' : ulidTime(sinceMs + 1)}`;
  const high = `${prefix}${untilMs === undefined ? '~' : ulidTime(untilMs + 1)}`;
  return { between: [low, high] as [string, string] };
}

/** One page of an index partition (or of the store), filtered, in stored order. */
export async function queryPage(companyId: string, request: TPageRequest): Promise<TPage> {
  const common = { consistent: true, reverse: !request.ascending, limit: request.limit };
  if (request.indexKey === undefined) {
    const pk = keys.lrsStatementsPk(companyId);
    const { Items = [], LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
      .entities(lrsStatementEntity())
      .query({ partition: pk, range: sortKeyRange(keys.lrsStatementsPrefix, request.sinceMs, request.untilMs) })
      .options({ ...common, ...(request.after ? { exclusiveStartKey: { pk, sk: request.after } } : {}) })
      .send();
    return {
      entries: Items.map((item) => ({ sk: keys.lrsStatementSk(item.stored_id), storedId: item.stored_id })),
      statements: new Map(Items.map((item) => [item.stored_id, item])),
      done: !LastEvaluatedKey,
    };
  }
  const pk = keys.lrsIndexPk(companyId, request.indexKey);
  const condition = conditionOf(request.filter);
  const { Items = [], LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(lrsStatementIndexEntity())
    .query({ partition: pk, range: sortKeyRange(keys.lrsIndexPrefix, request.sinceMs, request.untilMs) })
    .options({
      ...common,
      ...(condition ? { filters: { LrsStatementIndex: condition } } : {}),
      ...(request.after ? { exclusiveStartKey: { pk, sk: request.after } } : {}),
    })
    .send();
  // With a filter, the last key read may lie past the last entry kept: continue from it, not from the entry.
  const lastSk = (LastEvaluatedKey?.sk as string | undefined) ?? undefined;
  const entries = (Items as TLrsStatementIndexItem[]).map((item) => ({ sk: item.entry, storedId: item.stored_id }));
  if (lastSk && (entries.length === 0 || entries.at(-1)!.sk !== lastSk)) entries.push({ sk: lastSk, storedId: '' });
  return { entries, statements: new Map(), done: !LastEvaluatedKey };
}

/** Every statement of a registration (its index partition, all pages): for deleting or exporting a learner's runs. */
export async function listRegistrationStatements(
  companyId: string,
  registration: string,
): Promise<TLrsStatementItem[]> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(lrsStatementIndexEntity())
    .query({ partition: keys.lrsIndexPk(companyId, indexKey.registration(registration)) })
    .options({ maxPages: Infinity })
    .send();
  // Origin 0 only: a statement that merely targets one of the registration's is not the registration's.
  const own = Items.filter((entry) => entry.entry.endsWith('#0'));
  return getStatementItems(
    companyId,
    own.map((entry) => entry.stored_id),
  );
}

/** Statements stored at or before `cutoffMs`, oldest first (the retention rule), at most `limit`. */
export async function listStatementsStoredBefore(
  companyId: string,
  cutoffMs: number,
  limit: number,
): Promise<TLrsStatementItem[]> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(lrsStatementEntity())
    .query({
      partition: keys.lrsStatementsPk(companyId),
      range: sortKeyRange(keys.lrsStatementsPrefix, undefined, cutoffMs),
    })
    .options({ limit })
    .send();
  return Items;
}

/**
 * Deletes a statement that counted attachments, lowering their counts in the same transaction, on the condition that
 * the statement is still there: a repeated or concurrent deletion lowers them once. Counts with no room in the
 * transaction are lowered after it. Answers the SHA-2s lowered (none when it was gone already).
 */
async function deleteCountingStatement(companyId: string, item: TLrsStatementItem): Promise<string[]> {
  const sha2s = item.attachments ?? [];
  const inside = sha2s.slice(0, MAX_TRANSACTION_ITEMS - 1);
  try {
    await transact([
      lrsStatementEntity()
        .build(DeleteTransaction)
        .key({ company_id: companyId, stored_id: item.stored_id })
        .options({ condition: { attr: 'statement_id', exists: true } }),
      ...countWrites(companyId, inside, -1),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return [];
    throw error;
  }
  await moveCounts(companyId, sha2s.slice(inside.length), -1);
  return sha2s;
}

/**
 * Deletes statements with their ids and index entries, the statement itself last. A statement that counted
 * attachments goes in a transaction with its counts (deleteCountingStatement); then the content no stored statement
 * names any longer is released (attachment-counts.ts). Safe to repeat.
 */
export async function deleteStatements(companyId: string, items: readonly TLrsStatementItem[]): Promise<void> {
  const pk = keys.lrsStatementsPk(companyId);
  const counting = (item: TLrsStatementItem) => (item.attachments?.length ?? 0) > 0;
  await deleteTableKeys(
    items.flatMap((item) => [
      ...indexEntries(companyId, item.stored_id, parseOrigins(item)).map(({ key, origin }) => ({
        pk: keys.lrsIndexPk(companyId, key),
        sk: keys.lrsIndexSk(item.stored_id, origin),
      })),
      { pk, sk: keys.lrsStatementIdSk(item.statement_id) },
      ...(counting(item) ? [] : [{ pk, sk: keys.lrsStatementSk(item.stored_id) }]),
    ]),
  );
  const lowered: string[] = [];
  for (const item of items.filter(counting)) lowered.push(...(await deleteCountingStatement(companyId, item)));
  await releaseUnnamed(companyId, lowered);
}
