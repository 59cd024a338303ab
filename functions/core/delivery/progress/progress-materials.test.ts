import { describe, expect, it } from 'vitest';
import { progressMaterialIds } from './progress-materials';

type TAsset = Parameters<typeof progressMaterialIds>[0][number];
const packageIn = (status: 'processing' | 'ready' | 'failed') => ({ status }) as NonNullable<TAsset['package']>;

describe('progressMaterialIds', () => {
  it('counts every material and every playable or processing package, not a package that failed', () => {
    const assets: TAsset[] = [
      { asset_id: 'video' },
      { asset_id: 'ready', package: packageIn('ready') },
      { asset_id: 'processing', package: packageIn('processing') },
      { asset_id: 'failed', package: packageIn('failed') },
    ];
    expect(progressMaterialIds(assets)).toEqual(['video', 'ready', 'processing']);
  });
});
