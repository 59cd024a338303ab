import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  PERSONAL_DATA_EXPORT_LINK_DAYS,
  PERSONAL_DATA_EXPORT_STATUS,
  type TPersonalDataExportRequestedAs,
} from '@skillway/shared';
import { sortableId } from '../../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../../platform/db/conditional-write';
import {
  personalDataExportEntity,
  type TPersonalDataExportItem,
} from '../../../platform/db/entities/personal-data-export';
import { keys } from '../../../platform/db/keys';
import { SkillwayTable } from '../../../platform/db/table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The item outlives its link by a day, so a late click reads "expired" (410) rather than "unknown" (404). */
export const ITEM_EXTRA_DAYS = 1;

/** When an export made (or ready) at `from` stops working. */
function exportExpiry(from: Date): string {
  return new Date(from.getTime() + PERSONAL_DATA_EXPORT_LINK_DAYS * DAY_MS).toISOString();
}

function ttlOf(expiresAt: string): number {
  return Math.floor(Date.parse(expiresAt) / 1000) + ITEM_EXTRA_DAYS * 24 * 60 * 60;
}

/** A pending export of one user of the company. */
export async function createExport(input: {
  companyId: string;
  userId: string;
  userName: string;
  requestedBy: string;
  requestedAs: TPersonalDataExportRequestedAs;
  now?: Date;
}): Promise<TPersonalDataExportItem> {
  const now = input.now ?? new Date();
  const exportId = sortableId(now.getTime());
  const expiresAt = exportExpiry(now);
  const item: TPersonalDataExportItem = {
    company_id: input.companyId,
    export_id: exportId,
    user_id: input.userId,
    user_name: input.userName,
    requested_by: input.requestedBy,
    requested_as: input.requestedAs,
    status: PERSONAL_DATA_EXPORT_STATUS.PENDING,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    ttl: ttlOf(expiresAt),
    gsi1pk: keys.userPersonalDataExportsIndexPk(input.companyId, input.userId),
    gsi1sk: exportId,
    gsi2pk: keys.personalDataExportsIndexPk,
    gsi2sk: keys.personalDataExportsIndexSk(expiresAt, input.companyId, exportId),
  };
  await personalDataExportEntity()
    .build(PutItemCommand)
    .item(item)
    .options({ condition: { attr: 'export_id', exists: false } })
    .send();
  return item;
}

/** An export of the company, read consistently (the screens poll it while the worker builds the zip). */
export async function findExport(companyId: string, exportId: string): Promise<TPersonalDataExportItem | undefined> {
  const { Item } = await personalDataExportEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, export_id: exportId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** One user's exports, newest first (gsi1; a few a week at most, each gone a day after its link). */
export async function listUserExports(companyId: string, userId: string): Promise<TPersonalDataExportItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(personalDataExportEntity())
    .query({ index: 'gsi1', partition: keys.userPersonalDataExportsIndexPk(companyId, userId) })
    .options({ reverse: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

/**
 * The company's exports, newest first (its partition's export items: each is gone a day after its 7-day link, so a
 * company of at most 500 users holds few).
 */
export async function listCompanyExports(companyId: string): Promise<TPersonalDataExportItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(personalDataExportEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.personalDataExportsPrefix } })
    .options({ reverse: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** Marks a pending export ready with its zip; undefined when it was no longer pending (a retried event). */
export async function markExportReady(
  item: TPersonalDataExportItem,
  file: { key: string; fileName: string; size: number },
  now = new Date(),
): Promise<TPersonalDataExportItem | undefined> {
  const expiresAt = exportExpiry(now);
  const written = await sendUnlessConditionFails(
    personalDataExportEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: item.company_id,
        export_id: item.export_id,
        status: PERSONAL_DATA_EXPORT_STATUS.READY,
        key: file.key,
        file_name: file.fileName,
        size: file.size,
        ready_at: now.toISOString(),
        expires_at: expiresAt,
        ttl: ttlOf(expiresAt),
        gsi2sk: keys.personalDataExportsIndexSk(expiresAt, item.company_id, item.export_id),
      })
      .options({ condition: { attr: 'status', eq: PERSONAL_DATA_EXPORT_STATUS.PENDING } }),
  );
  return written ? findExport(item.company_id, item.export_id) : undefined;
}

/** Marks a pending export failed; false when it was no longer pending. */
export async function markExportFailed(item: TPersonalDataExportItem, reason: string): Promise<boolean> {
  return sendUnlessConditionFails(
    personalDataExportEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: item.company_id,
        export_id: item.export_id,
        status: PERSONAL_DATA_EXPORT_STATUS.FAILED,
        error: reason.slice(0, 500),
      })
      .options({ condition: { attr: 'status', eq: PERSONAL_DATA_EXPORT_STATUS.PENDING } }),
  );
}

/**
 * Claims the one notice (bell and email) of a finished export: true for the caller that is to send it, false when it
 * was claimed already (a redelivered event). A send that fails releases the claim, so the retry sends it.
 */
export async function claimExportNotice(item: TPersonalDataExportItem, now = new Date()): Promise<boolean> {
  return sendUnlessConditionFails(
    personalDataExportEntity()
      .build(UpdateItemCommand)
      .item({ company_id: item.company_id, export_id: item.export_id, notified_at: now.toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'status', ne: PERSONAL_DATA_EXPORT_STATUS.PENDING },
            { attr: 'notified_at', exists: false },
          ],
        },
      }),
  );
}

export async function releaseExportNotice(item: TPersonalDataExportItem): Promise<void> {
  await personalDataExportEntity()
    .build(UpdateItemCommand)
    .item({ company_id: item.company_id, export_id: item.export_id, notified_at: $remove() })
    .send();
}

/** Every company's exports whose link ended before `before`, oldest first (gsi2, bounded by `limit`). */
export async function listExportsExpiredBefore(before: Date, limit: number): Promise<TPersonalDataExportItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(personalDataExportEntity())
    .query({ index: 'gsi2', partition: keys.personalDataExportsIndexPk, range: { lt: before.toISOString() } })
    .options({ limit })
    .send();
  return Items ?? [];
}

export async function deleteExport(item: TPersonalDataExportItem): Promise<void> {
  await personalDataExportEntity()
    .build(DeleteItemCommand)
    .key({ company_id: item.company_id, export_id: item.export_id })
    .send();
}
