import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { COURSE_LIMITS, MSG } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import { courseEntity } from '../../platform/db/entities/course';
import { courseAssetEntity } from '../../platform/db/entities/course-asset';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TCourseAssetItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

export type TNewAsset = Omit<TCourseAssetItem, 'created_at' | 'updated_at' | 'gsi1pk' | 'gsi1sk'>;
type TAssetFields = Partial<Omit<TNewAsset, 'company_id' | 'course_id' | 'asset_id' | 'asset_type'>>;

export function newAssetId(): string {
  return sortableId();
}

/** A course's material in its sort order (ties by id, which sorts by creation). */
export async function listCourseAssets(companyId: string, courseId: string): Promise<TCourseAssetItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(courseAssetEntity())
    .query({ partition: keys.coursePk(companyId, courseId), range: { beginsWith: keys.assetsPrefix } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return (Items ?? []).sort((a, b) => a.sort_order - b.sort_order || a.asset_id.localeCompare(b.asset_id));
}

export async function findAsset(
  companyId: string,
  courseId: string,
  assetId: string,
): Promise<TCourseAssetItem | undefined> {
  const { Item } = await courseAssetEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, course_id: courseId, asset_id: assetId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A material by its id alone (gsi1 `C#<cid>#CCHILD#<assetId>`): 404 when it is not this company's. */
export async function findAssetById(companyId: string, assetId: string): Promise<TCourseAssetItem | undefined> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(courseAssetEntity())
    .query({ index: 'gsi1', partition: keys.courseChildIndexPk(companyId, assetId) })
    .options({ limit: 1 })
    .send();
  const found = Items?.[0];
  // The index is eventually consistent: read the item itself so the answer is current.
  return found ? findAsset(companyId, found.course_id, found.asset_id) : undefined;
}

/**
 * The course a material belongs to, from gsi1 alone (eventually consistent: the caller confirms the material on a
 * consistent read, as the learner's calls do on their course's material list). Undefined when it is not this
 * company's.
 */
export async function findAssetCourseId(companyId: string, assetId: string): Promise<string | undefined> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(courseAssetEntity())
    .query({ index: 'gsi1', partition: keys.courseChildIndexPk(companyId, assetId) })
    .options({ limit: 1, attributes: ['company_id', 'course_id', 'asset_id'] })
    .send();
  const found = Items?.[0];
  return found && found.company_id === companyId && found.asset_id === assetId ? found.course_id : undefined;
}

/**
 * Adds a material and counts it on the course in one transaction; the course must exist and hold fewer than the
 * maximum number of materials.
 */
export async function insertAsset(asset: TNewAsset): Promise<void> {
  try {
    await execute(
      courseAssetEntity()
        .build(PutTransaction)
        .item({
          ...asset,
          gsi1pk: keys.courseChildIndexPk(asset.company_id, asset.asset_id),
          gsi1sk: keys.assetSk(asset.asset_id),
        })
        .options({ condition: { attr: 'asset_id', exists: false } }),
      courseEntity()
        .build(UpdateTransaction)
        .item({
          company_id: asset.company_id,
          course_id: asset.course_id,
          total_materials: $add(1),
          ...(asset.asset_type === 'video' ? { total_videos: $add(1) } : {}),
        })
        .options({
          condition: {
            and: [
              { attr: 'course_id', exists: true },
              { attr: 'total_materials', lt: COURSE_LIMITS.materialsMax },
            ],
          },
        }),
    );
  } catch (error) {
    if (isTransactionCancelled(error) && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
      throw AppError.field('course', MSG.MATERIAL_LIMIT);
    }
    throw error;
  }
}

/**
 * Deletes a material and uncounts it. Removing the last material of a published course unpublishes it in the same
 * transaction: a published course always has material.
 */
export async function deleteAsset(asset: TCourseAssetItem, lastOfPublished: boolean): Promise<void> {
  await execute(
    courseAssetEntity()
      .build(DeleteTransaction)
      .key({ company_id: asset.company_id, course_id: asset.course_id, asset_id: asset.asset_id })
      .options({ condition: { attr: 'asset_id', exists: true } }),
    courseEntity()
      .build(UpdateTransaction)
      .item({
        company_id: asset.company_id,
        course_id: asset.course_id,
        total_materials: $add(-1),
        ...(asset.asset_type === 'video' ? { total_videos: $add(-1) } : {}),
        ...(lastOfPublished ? { published: false } : {}),
      })
      .options({ condition: { attr: 'course_id', exists: true } }),
  );
}

/** Changes fields of an existing material; false when it no longer exists (deleted meanwhile). */
export async function updateAssetFields(
  key: { companyId: string; courseId: string; assetId: string },
  fields: TAssetFields,
  /** An extra guard, e.g. `{ attr: 'video_status', eq: 'processing' }`, so a late event cannot undo a newer state. */
  condition?: Condition<ReturnType<typeof courseAssetEntity>>,
): Promise<boolean> {
  // The slide and caption lists and the package info are replaced whole ($set); a plain array or map would be
  // updated element by element.
  const { slide_keys, captions, package: packageInfo, ...rest } = fields;
  return sendUnlessConditionFails(
    courseAssetEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: key.companyId,
        course_id: key.courseId,
        asset_id: key.assetId,
        ...rest,
        ...(slide_keys ? { slide_keys: $set(slide_keys) } : {}),
        ...(captions ? { captions: $set(captions) } : {}),
        ...(packageInfo ? { package: $set(packageInfo) } : {}),
      })
      .options({
        condition: condition
          ? { and: [{ attr: 'asset_id', exists: true }, condition] }
          : { attr: 'asset_id', exists: true },
      }),
  );
}

/** Writes a new order: each material's sort_order is its position, in one transaction (at most 100 items). */
export async function saveAssetOrder(
  companyId: string,
  courseId: string,
  orderedIds: readonly string[],
): Promise<void> {
  const updates = orderedIds.map((assetId, index) =>
    courseAssetEntity()
      .build(UpdateTransaction)
      .item({ company_id: companyId, course_id: courseId, asset_id: assetId, sort_order: index + 1 })
      .options({ condition: { attr: 'asset_id', exists: true } }),
  );
  try {
    await execute(...updates);
  } catch (error) {
    if (isTransactionCancelled(error)) throw AppError.field('sort_order', MSG.MATERIAL_SORT_MISMATCH);
    throw error;
  }
}

/** Drops a transcode claim that never became a job (the job could not be created), so a retry can start one. */
export async function releaseTranscodeClaim(
  key: { companyId: string; courseId: string; assetId: string },
  claimId: string,
): Promise<void> {
  await sendUnlessConditionFails(
    courseAssetEntity()
      .build(UpdateItemCommand)
      .item({ company_id: key.companyId, course_id: key.courseId, asset_id: key.assetId, transcode_job_id: $remove() })
      .options({ condition: { attr: 'transcode_job_id', eq: claimId } }),
  );
}
