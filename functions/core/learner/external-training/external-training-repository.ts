import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { externalTrainingEntity } from '../../platform/db/entities/external-training';
import { batchWriteAll } from '../../platform/db/batch-write';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { transact } from '../../platform/db/transactions';

/** External training records, always inside one company: every function takes the company id first. */

export type TExternalTrainingItem = FormattedItem<ReturnType<typeof externalTrainingEntity>>;
/** A record as the commands build it; the index keys are derived here. */
export type TExternalTrainingRecord = Omit<
  TExternalTrainingItem,
  'created_at' | 'updated_at' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk'
>;

/** A stored record as it is shown: the fields and its timestamps. */
export type TStoredExternalTraining = TExternalTrainingRecord &
  Pick<TExternalTrainingItem, 'created_at' | 'updated_at'>;

/** The record's own fields, without its index keys and timestamps (to write it again changed). */
export function recordOf(item: TExternalTrainingItem): TExternalTrainingRecord {
  const {
    gsi1pk: _gsi1pk,
    gsi1sk: _gsi1sk,
    gsi2pk: _gsi2pk,
    gsi2sk: _gsi2sk,
    created_at: _created,
    updated_at: _updated,
    ...record
  } = item;
  return record;
}

function withIndexKeys(record: TExternalTrainingRecord) {
  return {
    ...record,
    gsi1pk: keys.externalTrainingIndexPk(record.company_id, record.training_id),
    gsi1sk: keys.externalTrainingIndexSk,
    ...(record.deadline
      ? {
          gsi2pk: keys.externalExpiryIndexPk(record.company_id),
          gsi2sk: keys.externalExpiryIndexSk(record.deadline, record.training_id),
        }
      : {}),
  };
}

/** A record by its id alone (gsi1), re-read from the table so the answer is current. */
export async function findExternalTraining(
  companyId: string,
  trainingId: string,
): Promise<TExternalTrainingItem | undefined> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(externalTrainingEntity())
    .query({ index: 'gsi1', partition: keys.externalTrainingIndexPk(companyId, trainingId) })
    .options({ limit: 1 })
    .send();
  const found = Items?.[0];
  if (!found) return undefined;
  const { Item } = await externalTrainingEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, user_id: found.user_id, training_id: trainingId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** One user's records (one Query), in id order (creation order). */
export async function listUserExternalTraining(companyId: string, userId: string): Promise<TExternalTrainingItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(externalTrainingEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.userExternalTrainingPrefix(userId) } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** Every record of the company (one Query on the `EXTTR#` items of its partition, nothing else read). */
export async function listCompanyExternalTraining(companyId: string): Promise<TExternalTrainingItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(externalTrainingEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.externalTrainingPrefix } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** The company's records whose expiry day is `day` (yyyy-mm-dd): one Query of the sparse expiry index (gsi2). */
export async function listExternalTrainingExpiringOn(companyId: string, day: string): Promise<TExternalTrainingItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(externalTrainingEntity())
    .query({
      index: 'gsi2',
      partition: keys.externalExpiryIndexPk(companyId),
      range: { beginsWith: `${day}#` },
    })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

export async function insertExternalTraining(record: TExternalTrainingRecord): Promise<void> {
  await externalTrainingEntity()
    .build(PutItemCommand)
    .item(withIndexKeys(record))
    .options({ condition: { attr: 'training_id', exists: false } })
    .send();
}

/** Adds many records at once (the CSV import, after every row passed). */
export async function insertExternalTrainingBatch(records: readonly TExternalTrainingRecord[]): Promise<void> {
  await batchWriteAll(
    records.map((record) => externalTrainingEntity().build(BatchPutRequest).item(withIndexKeys(record))),
  );
}

/**
 * Replaces a record with its new values (the expiry index entry follows the deadline). When its user changes
 * (the administrator's edit) the record moves to the new user's key in one transaction, keeping its id.
 */
export async function replaceExternalTraining(
  previous: Pick<TExternalTrainingItem, 'company_id' | 'user_id' | 'training_id' | 'created_at'>,
  record: TExternalTrainingRecord,
): Promise<void> {
  const item = { ...withIndexKeys(record), created_at: previous.created_at };
  if (previous.user_id === record.user_id) {
    await externalTrainingEntity()
      .build(PutItemCommand)
      .item(item)
      .options({ condition: { attr: 'training_id', exists: true } })
      .send();
    return;
  }
  await transact([
    externalTrainingEntity()
      .build(DeleteTransaction)
      .key({ company_id: previous.company_id, user_id: previous.user_id, training_id: previous.training_id })
      .options({ condition: { attr: 'training_id', exists: true } }),
    externalTrainingEntity()
      .build(PutTransaction)
      .item(item)
      .options({ condition: { attr: 'training_id', exists: false } }),
  ]);
}

export async function deleteExternalTrainingItem(
  record: Pick<TExternalTrainingItem, 'company_id' | 'user_id' | 'training_id'>,
): Promise<void> {
  await externalTrainingEntity()
    .build(DeleteItemCommand)
    .key({ company_id: record.company_id, user_id: record.user_id, training_id: record.training_id })
    .send();
}
