import { MATERIAL_UPLOAD_KIND, MSG, type TMaterialAddBody, type TMaterialType } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import type { TCourseAssetItem } from '../../platform/db/types';
import { publishEvent } from '../../platform/events/publish-event';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { initialVideoStatus } from './media/video-pipeline';
import { courseFileKeys, findAdoptableUpload, moveUpload } from '../../platform/storage/course-files';
import { requireCourse } from './course-repository';
import { normaliseExternalLink } from './external-link';
import { deleteAsset, findAsset, insertAsset, newAssetId, type TNewAsset } from './material-repository';

export const MATERIAL_ADDED_MESSAGE: Record<TMaterialType, string> = {
  video: MSG.VIDEO_ADDED,
  document: MSG.DOCUMENT_ADDED,
  link: MSG.EXTERNAL_LINK_ADDED,
  powerpoint: MSG.POWERPOINT_ADDED,
  package: MSG.PACKAGE_ADDED,
};

/**
 * Adds material to a course. A link is checked (http or https) and stored, never fetched. A file must be a verified
 * upload of the kind the material needs (the content check after upload has passed: size, type and magic bytes);
 * it moves under the course's prefix. The item is written first, so the S3 event of that move (AWS: start the video
 * transcode) finds it. A deck's slide images are made in the background; so is an e-learning package's unpacking
 * (it is `processing` until then: events/handlers/unpack-package).
 */
export async function addMaterial(auth: TAuth, body: TMaterialAddBody): Promise<TCourseAssetItem> {
  const companyId = auth.companyId;
  const course = await requireCourse(companyId, body.course);
  const assetId = newAssetId();
  const base = {
    company_id: companyId,
    course_id: course.course_id,
    asset_id: assetId,
    title: body.title,
    ...(body.description ? { description: body.description } : {}),
    asset_type: body.type,
    sort_order: course.total_materials + 1,
  } satisfies Partial<TNewAsset>;

  if (body.type === 'link') {
    if (!body.url) throw AppError.field('url', MSG.MATERIAL_URL_REQUIRED);
    const link = normaliseExternalLink(body.url);
    if (!link) throw AppError.field('url', MSG.MATERIAL_URL_INVALID);
    await insertAsset({ ...base, external_link: link });
    return (await findAsset(companyId, course.course_id, assetId)) as TCourseAssetItem;
  }

  if (!body.s3_url) throw AppError.field('s3_url', MSG.MATERIAL_FILE_REQUIRED);
  const upload = await findAdoptableUpload(companyId, body.s3_url, MATERIAL_UPLOAD_KIND[body.type]);
  if (!upload) throw AppError.field('s3_url', MSG.MATERIAL_FILE_NOT_UPLOADED);
  const fileKey = courseFileKeys.assetFile(companyId, course.course_id, assetId, upload.originalName);
  const asset: TNewAsset = {
    ...base,
    file_key: fileKey,
    file_mime: upload.mimeType,
    file_name: upload.originalName,
    file_size: upload.size,
    ...(body.type === 'video' ? { video_status: initialVideoStatus() } : {}),
    ...(body.type === 'powerpoint' ? { conversion: 'pending' as const } : {}),
    ...(body.type === 'package' ? { package: { status: 'processing' as const, items: [] } } : {}),
  };
  await insertAsset(asset);
  try {
    await moveUpload(companyId, upload, fileKey);
  } catch (error) {
    const inserted = await findAsset(companyId, course.course_id, assetId);
    if (inserted) await deleteAsset(inserted, false);
    throw error;
  }
  if (body.type === 'powerpoint' || body.type === 'package') {
    await publishEvent(body.type === 'powerpoint' ? DETAIL_TYPE.SLIDES_REQUESTED : DETAIL_TYPE.PACKAGE_UPLOADED, {
      company_id: companyId,
      course_id: course.course_id,
      asset_id: assetId,
    });
  }
  return (await findAsset(companyId, course.course_id, assetId)) as TCourseAssetItem;
}
