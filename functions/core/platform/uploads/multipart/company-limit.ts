import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UPLOAD_KINDS, UPLOAD_KIND_NAMES, VIDEO_LIMIT, type TUploadKindName } from '@skillway/shared';
import { companyEntity } from '../../db/entities/company';

/**
 * The company's course video limit: what the super administrator set (companies.setVideoLimit), else the spec's
 * 150 MB. The platform account has no company record and gets the default.
 */
async function companyVideoLimit(companyId: string): Promise<number> {
  const { Item } = await companyEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId })
    .options({ attributes: ['video_max_bytes'] })
    .send();
  return Item?.video_max_bytes ?? VIDEO_LIMIT.defaultBytes;
}

/** The size limit of one upload kind in a company: the course video's is the company's, every other the kind's. */
export async function kindMaxBytes(companyId: string, kind: TUploadKindName): Promise<number> {
  return kind === 'course-video' ? companyVideoLimit(companyId) : UPLOAD_KINDS[kind].maxBytes;
}

/** Every kind's limit in the company (uploads.limits), so the upload zones name the limit before a byte is sent. */
export async function companyUploadLimits(companyId: string): Promise<Record<TUploadKindName, number>> {
  const video = await companyVideoLimit(companyId);
  return Object.fromEntries(
    UPLOAD_KIND_NAMES.map((kind) => [kind, kind === 'course-video' ? video : UPLOAD_KINDS[kind].maxBytes]),
  ) as Record<TUploadKindName, number>;
}
