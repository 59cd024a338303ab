import type { TLearnerEnrolment } from '@skillway/shared';
import { loadAssetForLearning } from './learning-course';
import { recordAccess } from './record-access';

/**
 * POST /assets-viewed: a material of the caller's course was opened. An external link, a document or a slide deck
 * counts as accessed; opening a video only touches the course (a video counts when it ends or 90% is watched).
 */
export async function markAssetViewed(companyId: string, userId: string, assetId: string): Promise<TLearnerEnrolment> {
  const { asset, learning } = await loadAssetForLearning(companyId, assetId);
  return recordAccess(companyId, userId, learning, {
    assetId: asset.asset_id,
    accessed: asset.asset_type !== 'video',
  });
}
