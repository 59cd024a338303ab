import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sha256Hex } from '../../platform/crypto/tokens';
import { packageDataEntity } from '../../platform/db/entities/package-player';

/** One learner's SCORM data of one package item (PackageData, docs/data-model.md). */
export interface TScormDataKey {
  companyId: string;
  courseId: string;
  userId: string;
  assetId: string;
  itemId: string;
}

/** Item ids are free text (SCO identifiers, cmi5 AU IRIs): the key holds a hash of the id, never the id itself. */
function itemKey(itemId: string): string {
  return sha256Hex(itemId).slice(0, 32);
}

function entityKey(key: TScormDataKey) {
  return {
    company_id: key.companyId,
    course_id: key.courseId,
    user_id: key.userId,
    asset_id: key.assetId,
    item_key: itemKey(key.itemId),
  };
}

/**
 * The cmi tree last committed for this item during the enrolment's current start (`startedAt`), or `{}`: nothing
 * saved yet, or saved before a reset or a new enrolment (those restart the content from its beginning).
 */
export async function loadScormData(key: TScormDataKey, startedAt: string): Promise<Record<string, unknown>> {
  const { Item } = await packageDataEntity()
    .build(GetItemCommand)
    .key(entityKey(key))
    .options({ consistent: true })
    .send();
  if (!Item || Item.started_at !== startedAt || Item.item_id !== key.itemId) return {};
  try {
    const cmi: unknown = JSON.parse(Item.cmi_json);
    return cmi && typeof cmi === 'object' && !Array.isArray(cmi) ? (cmi as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Replaces the item's saved cmi tree (one small unindexed item; the commit size limit keeps it under 64 KB). */
export async function saveScormData(
  key: TScormDataKey,
  startedAt: string,
  cmi: Readonly<Record<string, unknown>>,
): Promise<void> {
  await packageDataEntity()
    .build(PutItemCommand)
    .item({
      ...entityKey(key),
      item_id: key.itemId,
      started_at: startedAt,
      cmi_json: JSON.stringify(cmi),
      committed_at: new Date().toISOString(),
    })
    .send();
}
