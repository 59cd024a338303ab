import type { TCourseAssetItem } from '../../platform/db/types';

/**
 * The materials a learner's progress is counted on: every material but an e-learning package that failed to unpack.
 * Learners cannot open such a package, so it must not hold their course back until the administrator replaces it;
 * a package still processing counts (it becomes playable in minutes).
 */
export function progressMaterialIds(assets: readonly Pick<TCourseAssetItem, 'asset_id' | 'package'>[]): string[] {
  return assets.filter((asset) => asset.package?.status !== 'failed').map((asset) => asset.asset_id);
}
