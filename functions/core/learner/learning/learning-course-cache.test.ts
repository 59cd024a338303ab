import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WARM_STATE_MAX_AGE_SECONDS } from '@skillway/shared/constants/warm-state';
import type { TCourseAssetItem, TCourseItem } from '../../platform/db/types';
import type { TLearningCourse } from './learning-course';

const reads = vi.hoisted(() => ({ count: 0 }));

function course(companyId: string): TLearningCourse {
  const assets = ['v1', 'v2'].map(
    (assetId, index) =>
      ({
        company_id: companyId,
        course_id: 'k1',
        asset_id: assetId,
        asset_type: 'video',
        sort_order: index,
      }) as TCourseAssetItem,
  );
  return {
    course: { company_id: companyId, course_id: 'k1', published: true } as TCourseItem,
    assets,
    materialIds: ['v1', 'v2'],
    hasTest: false,
  };
}

vi.mock('./learning-course', () => ({
  loadAssetForLearning: vi.fn(async (companyId: string, assetId: string) => {
    reads.count += 1;
    const learning = course(companyId);
    return { asset: learning.assets.find((asset) => asset.asset_id === assetId), learning };
  }),
}));

const { forgetLearningCourses, loadFreshAsset, reusableAsset } = await import('./learning-course-cache');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T10:00:00.000Z'));
  forgetLearningCourses();
  reads.count = 0;
});
afterEach(() => vi.useRealTimers());

describe('the learning course a progress save reuses', () => {
  it('is nothing until a fresh read, then every material of that course until the bound after the read', async () => {
    expect(reusableAsset('c1', 'v1')).toBeUndefined();
    await loadFreshAsset('c1', 'v1');
    expect(reusableAsset('c1', 'v1')?.asset.asset_id).toBe('v1');
    // The course's other video is known from the same read.
    expect(reusableAsset('c1', 'v2')?.learning.course.course_id).toBe('k1');
    vi.setSystemTime(Date.now() + WARM_STATE_MAX_AGE_SECONDS * 1000 - 1);
    expect(reusableAsset('c1', 'v2')).toBeDefined();
    vi.setSystemTime(Date.now() + 1);
    expect(reusableAsset('c1', 'v1')).toBeUndefined();
    expect(reusableAsset('c1', 'v2')).toBeUndefined();
    expect(reads.count).toBe(1);
  });

  it("never answers one company's ids for another", async () => {
    await loadFreshAsset('c1', 'v1');
    expect(reusableAsset('c2', 'v1')).toBeUndefined();
  });

  it('does not know a material its read did not have', async () => {
    await loadFreshAsset('c1', 'v1');
    expect(reusableAsset('c1', 'v3')).toBeUndefined();
  });
});
