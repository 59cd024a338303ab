import type { TPackageInfo } from '@skillway/shared';
import { insertAsset, listCourseAssets, newAssetId } from '../../functions/core/content/courses/material-repository';
import { putCourseObject } from '../../functions/core/platform/storage/course-files';

/** What the unpack worker records on a package material, without the optional fields ('undefined' rather than null in the table). */
export type TStoredPackage = {
  status: TPackageInfo['status'];
  standard?: 'scorm12' | 'scorm2004' | 'xapi' | 'cmi5';
  version?: string;
  title?: string;
  activity_id?: string;
  mastery_score?: number;
  items: {
    id: string;
    title: string;
    launch: string;
    parameters?: string;
    mastery_score?: number;
    move_on?: 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
    activity_id?: string;
  }[];
};

/**
 * A package material as the unpack worker leaves it, written straight through the material repository (after the
 * course's other material): the tests need neither a zip nor the worker. With `files`, a ready package's items also
 * get a small HTML launch page each under `content/{cid}/{assetId}/`, as the unpacked content would be. Its asset id.
 */
export async function storedPackage(
  companyId: string,
  courseId: string,
  info: TStoredPackage,
  options: { title?: string; files?: boolean } = {},
): Promise<string> {
  const assetId = newAssetId();
  if (options.files && info.status === 'ready')
    await Promise.all(
      info.items.map((item) =>
        putCourseObject(
          `content/${companyId}/${assetId}/${item.launch.split('?')[0]}`,
          `<!doctype html><html><head><title>${item.title}</title></head><body><h1>${item.title}</h1></body></html>`,
          'text/html; charset=utf-8',
        ),
      ),
    );
  const existing = await listCourseAssets(companyId, courseId);
  await insertAsset({
    company_id: companyId,
    course_id: courseId,
    asset_id: assetId,
    title: options.title ?? info.title ?? 'E-learning package',
    asset_type: 'package',
    sort_order: existing.length,
    package: info,
  });
  return assetId;
}
