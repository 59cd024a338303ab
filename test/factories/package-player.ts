import type { TCmi5MoveOn, TPackageStandard } from '@skillway/shared';
import { newAssetId, insertAsset, listCourseAssets } from '../../functions/core/content/courses/material-repository';
import { putCourseObject } from '../../functions/core/platform/storage/course-files';

/**
 * A ready e-learning package on a course, written straight through the material repository and the uploads bucket
 * (what the unpack worker leaves behind: the asset's package info and its files under `content/{cid}/{assetId}/`),
 * so the player's tests need neither a zip nor the worker. Each item's launch page is a small HTML file.
 */
export interface TPackageItemSpec {
  id: string;
  title?: string;
  launch?: string;
  mastery_score?: number | null;
  move_on?: TCmi5MoveOn | null;
}

export async function addReadyPackage(
  companyId: string,
  courseId: string,
  options: {
    standard?: TPackageStandard;
    status?: 'processing' | 'ready' | 'failed';
    items?: TPackageItemSpec[];
    mastery_score?: number | null;
    title?: string;
  } = {},
): Promise<string> {
  const assetId = newAssetId();
  const items = (options.items ?? [{ id: 'sco-1' }]).map((item, index) => ({
    id: item.id,
    title: item.title ?? `Lesson ${index + 1}`,
    launch: item.launch ?? `sco${index + 1}/index.html`,
    ...(item.mastery_score !== undefined && item.mastery_score !== null ? { mastery_score: item.mastery_score } : {}),
    ...(item.move_on ? { move_on: item.move_on } : {}),
  }));
  const standard = options.standard ?? 'scorm12';
  const status = options.status ?? 'ready';
  await Promise.all(
    status === 'ready'
      ? items.map((item) =>
          putCourseObject(
            `content/${companyId}/${assetId}/${item.launch.split('?')[0]}`,
            `<!doctype html><html><head><title>${item.title}</title></head><body><h1>${item.title}</h1></body></html>`,
            'text/html; charset=utf-8',
          ),
        )
      : [],
  );
  const existing = await listCourseAssets(companyId, courseId);
  await insertAsset({
    company_id: companyId,
    course_id: courseId,
    asset_id: assetId,
    title: options.title ?? 'Package',
    asset_type: 'package',
    sort_order: existing.length,
    package: {
      status,
      ...(status === 'ready' ? { standard, version: standard === 'scorm12' ? '1.2' : '2004 4th Edition' } : {}),
      title: options.title ?? 'Package',
      ...(options.mastery_score !== undefined && options.mastery_score !== null
        ? { mastery_score: options.mastery_score }
        : {}),
      items: status === 'ready' ? items : [],
    },
  });
  return assetId;
}
