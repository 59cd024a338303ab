import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { isConditionCheckFailed } from 'dynamodb-toolbox/entity/actions/update';
import { packageProgressEntity, type TPackageProgressItem } from '../../platform/db/entities/package-player';
import type { TItemState } from './package-outcome-rules';

/** The item of one learner's progress on one package (PackageProgress, docs/data-model.md). */
export interface TPackageProgressKey {
  companyId: string;
  courseId: string;
  userId: string;
  assetId: string;
}

const ATTEMPTS = 5;

async function readProgress(key: TPackageProgressKey): Promise<TPackageProgressItem | undefined> {
  const { Item } = await packageProgressEntity()
    .build(GetItemCommand)
    .key({ company_id: key.companyId, course_id: key.courseId, user_id: key.userId, asset_id: key.assetId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Changes one item's state in a learner's package progress: `change` sees the stored state of that item (none for
 * another start of the enrolment, `startedAt`) and returns the new one. Conditioned on the version read, so two
 * items' commits at once are both kept (the loser reads and changes again). Returns every item's state as written.
 */
export async function changePackageItem(
  key: TPackageProgressKey,
  startedAt: string,
  itemId: string,
  change: (previous: TItemState | undefined) => TItemState,
): Promise<Record<string, TItemState>> {
  for (let attempt = 1; ; attempt++) {
    const stored = await readProgress(key);
    const current = stored && stored.started_at === startedAt ? stored.items : {};
    const items = { ...current, [itemId]: change(current[itemId]) };
    try {
      await packageProgressEntity()
        .build(PutItemCommand)
        .item({
          company_id: key.companyId,
          course_id: key.courseId,
          user_id: key.userId,
          asset_id: key.assetId,
          started_at: startedAt,
          items,
          version: (stored?.version ?? 0) + 1,
        })
        .options({ condition: stored ? { attr: 'version', eq: stored.version } : { attr: 'version', exists: false } })
        .send();
      return items;
    } catch (error) {
      if (!isConditionCheckFailed(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 30));
    }
  }
}
