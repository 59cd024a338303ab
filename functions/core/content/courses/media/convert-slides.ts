import type { TSlidesRequestedDetail } from '@skillway/shared';
import { courseFileKeys, putCourseObject, readCourseObject } from '../../../platform/storage/course-files';
import { findAsset, updateAssetFields } from '../material-repository';
import { fileExtension } from '../../../platform/uploads/upload-keys';
import type { TLog } from '../../../platform/http/logger';
import { findSlideTools, renderSlides, type TSlideTools } from './slide-converter';

export type TSlidesOutcome = 'ready' | 'unavailable' | 'failed' | 'skipped';

/**
 * Turns a course slide deck into slide images (the spec's `slider`), stored under the material's prefix as
 * `slides/slide-001.png`…. Where no converter is installed the material is marked `unavailable` and the deck is
 * offered as a download; a deck the converter cannot read is `failed` (also a download). Only a `pending` deck is
 * converted, so a repeated event does nothing.
 */
export async function convertSlides(
  detail: TSlidesRequestedDetail,
  log: TLog,
  tools: Promise<TSlideTools | undefined> = findSlideTools(),
): Promise<TSlidesOutcome> {
  const key = { companyId: detail.company_id, courseId: detail.course_id, assetId: detail.asset_id };
  const asset = await findAsset(key.companyId, key.courseId, key.assetId);
  if (!asset || asset.asset_type !== 'powerpoint' || asset.conversion !== 'pending' || !asset.file_key)
    return 'skipped';
  const pending = { attr: 'conversion', eq: 'pending' } as const;

  const found = await tools;
  if (!found) {
    await updateAssetFields(key, { conversion: 'unavailable' }, pending);
    return 'unavailable';
  }
  const extension = fileExtension(asset.file_key) === 'ppt' ? 'ppt' : 'pptx';
  let slides: Uint8Array[];
  try {
    slides = await renderSlides(found, await readCourseObject(asset.file_key), extension);
  } catch (error) {
    log.warn('slide conversion failed', { asset_id: asset.asset_id, error: (error as Error).message });
    await updateAssetFields(key, { conversion: 'failed' }, pending);
    return 'failed';
  }
  const prefix = courseFileKeys.slidesPrefix(key.companyId, key.courseId, key.assetId);
  const slideKeys = slides.map((_, index) => `${prefix}slide-${String(index + 1).padStart(3, '0')}.png`);
  for (let i = 0; i < slides.length; i += 8) {
    await Promise.all(slides.slice(i, i + 8).map((png, j) => putCourseObject(slideKeys[i + j]!, png, 'image/png')));
  }
  const updated = await updateAssetFields(key, { conversion: 'ready', slide_keys: slideKeys }, pending);
  return updated ? 'ready' : 'skipped';
}
