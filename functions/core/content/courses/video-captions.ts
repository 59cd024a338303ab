import { MSG, type TCaptionTrackInput } from '@skillway/shared';
import { randomUUID } from 'node:crypto';
import type { TCourseAssetItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import {
  copyUpload,
  courseFileKeys,
  deleteCourseObject,
  findAdoptableUpload,
  releaseUpload,
  type TAdoptableUpload,
} from '../../platform/storage/course-files';

export type TStoredCaption = NonNullable<TCourseAssetItem['captions']>[number];

interface TCaptionPlan {
  /** The video's new list of tracks. */
  captions: TStoredCaption[];
  /** New uploads and where they go under the asset's prefix. */
  copies: { upload: TAdoptableUpload; key: string }[];
  /** Files of tracks removed or replaced: deleted once the new list is saved. */
  dropped: string[];
}

function trackId(track: { kind: string; language: string }): string {
  return `${track.kind}:${track.language.toLowerCase()}`;
}

/**
 * The tracks a video will have after an edit: each listed track either brings a new file (`s3_url`, a verified
 * upload of kind `captions`: UTF-8 WebVTT, at most 1 MB; a refused file is a 422 on `captions.<n>.s3_url`) or keeps
 * the file of the stored track with its kind and language. A listed track without either is a 422.
 */
async function planCaptions(
  companyId: string,
  asset: TCourseAssetItem,
  input: readonly TCaptionTrackInput[],
): Promise<TCaptionPlan> {
  if (asset.asset_type !== 'video') throw AppError.field('captions', MSG.CAPTIONS_VIDEO_ONLY);
  const stored = new Map((asset.captions ?? []).map((track) => [trackId(track), track]));
  const plan: TCaptionPlan = { captions: [], copies: [], dropped: [] };
  for (const [index, track] of input.entries()) {
    const field = `captions.${index}.s3_url`;
    const base = { kind: track.kind, language: track.language, label: track.label };
    if (track.s3_url) {
      const upload = await findAdoptableUpload(companyId, track.s3_url, 'captions', field);
      if (!upload) throw AppError.field(field, MSG.MATERIAL_FILE_NOT_UPLOADED);
      const key = courseFileKeys.captionFile(
        companyId,
        asset.course_id,
        asset.asset_id,
        randomUUID(),
        upload.originalName,
      );
      plan.copies.push({ upload, key });
      plan.captions.push({ ...base, key, name: upload.originalName });
      continue;
    }
    const kept = stored.get(trackId(track));
    if (!kept) throw AppError.field(field, MSG.CAPTIONS_FILE_REQUIRED);
    plan.captions.push({ ...base, key: kept.key, name: kept.name });
  }
  const inUse = new Set(plan.captions.map((track) => track.key));
  plan.dropped = (asset.captions ?? []).map((track) => track.key).filter((key) => !inUse.has(key));
  return plan;
}

/**
 * Replaces a video's tracks: new files are copied under the asset's prefix, `save` writes the new list, then the
 * uploads are released and the files of removed or replaced tracks deleted. When `save` fails the copies are
 * deleted again and the stored tracks stay as they were.
 */
export async function replaceCaptions(
  companyId: string,
  asset: TCourseAssetItem,
  input: readonly TCaptionTrackInput[],
  save: (captions: TStoredCaption[]) => Promise<boolean>,
): Promise<boolean> {
  const plan = await planCaptions(companyId, asset, input);
  const copied: string[] = [];
  try {
    for (const copy of plan.copies) {
      await copyUpload(copy.upload, copy.key);
      copied.push(copy.key);
    }
    if (!(await save(plan.captions))) throw AppError.notFound();
  } catch (error) {
    await Promise.all(copied.map((key) => deleteCourseObject(key)));
    throw error;
  }
  await Promise.all([
    ...plan.copies.map((copy) => releaseUpload(companyId, copy.upload)),
    ...plan.dropped.map((key) => deleteCourseObject(key)),
  ]);
  return true;
}
