import { MSG, type TMaterialUpdateBody } from '@skillway/shared';
import type { TCourseAssetItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { courseFileKeys, deletePrefix, packageContentPrefix } from '../../platform/storage/course-files';
import { requestFilesDeletion } from '../../platform/storage/request-file-deletion';
import { requireCourse } from './course-repository';
import { isCompleteOrder } from './material-order';
import { replaceCaptions } from './video-captions';
import {
  deleteAsset,
  findAsset,
  findAssetById,
  listCourseAssets,
  saveAssetOrder,
  updateAssetFields,
} from './material-repository';

/** The course's material in order (404 for another company's course). */
export async function listMaterials(companyId: string, courseId: string): Promise<TCourseAssetItem[]> {
  await requireCourse(companyId, courseId);
  return listCourseAssets(companyId, courseId);
}

/** Saves a drag-and-drop order: `sortOrder` must list every material of the course once. */
export async function sortMaterials(
  companyId: string,
  courseId: string,
  sortOrder: readonly string[],
): Promise<TCourseAssetItem[]> {
  await requireCourse(companyId, courseId);
  const current = await listCourseAssets(companyId, courseId);
  if (
    !isCompleteOrder(
      current.map((asset) => asset.asset_id),
      sortOrder,
    )
  ) {
    throw AppError.field('sort_order', MSG.MATERIAL_SORT_MISMATCH);
  }
  await saveAssetOrder(companyId, courseId, sortOrder);
  return listCourseAssets(companyId, courseId);
}

/**
 * Deletes one material and all its files (the file, slide images, HLS renditions and poster; a package's unpacked
 * content and its learners' LRS data, SCORM data and progress go in the background: files.delete-requested).
 * Removing the last
 * material of a published course also unpublishes it (a published course always has material).
 */
export async function removeMaterial(companyId: string, courseId: string, assetId: string): Promise<void> {
  const course = await requireCourse(companyId, courseId);
  const asset = await findAsset(companyId, courseId, assetId);
  if (!asset) throw AppError.notFound();
  await deleteAsset(asset, course.published && course.total_materials <= 1);
  await deletePrefix(courseFileKeys.assetPrefix(companyId, courseId, assetId));
  if (asset.asset_type === 'package')
    await requestFilesDeletion(companyId, {
      prefixes: [packageContentPrefix(companyId, assetId)],
      packages: [{ course_id: courseId, asset_id: assetId }],
    });
}

/**
 * Edit Document: a material's title and description (404 when it is not this company's); for a video, when the
 * body lists `captions`, its WebVTT tracks too (video-captions.ts).
 */
export async function updateMaterial(
  companyId: string,
  assetId: string,
  body: TMaterialUpdateBody,
): Promise<TCourseAssetItem> {
  const asset = await findAssetById(companyId, assetId);
  if (!asset) throw AppError.notFound();
  const key = { companyId, courseId: asset.course_id, assetId };
  const fields = {
    title: body.title,
    // An emptied description is stored as '' (and shown as null).
    description: body.description ?? '',
  };
  const updated = body.captions
    ? await replaceCaptions(companyId, asset, body.captions, (captions) =>
        updateAssetFields(key, { ...fields, captions }),
      )
    : await updateAssetFields(key, fields);
  if (!updated) throw AppError.notFound();
  return (await findAsset(companyId, asset.course_id, assetId)) as TCourseAssetItem;
}
