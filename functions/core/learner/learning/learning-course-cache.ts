import { WARM_STATE_MAX_AGE_SECONDS, WARM_STATE_MAX_ENTRIES } from '@skillway/shared/constants/warm-state';
import { createWarmCache, type TWarmCache } from '../../platform/cache/warm-cache';
import type { TCourseAssetItem } from '../../platform/db/types';
import { loadAssetForLearning, type TLearningCourse } from './learning-course';

/**
 * Published courses as the player's progress saves read them (the course, its material in order, whether it has a
 * test), kept by a warm function for WARM_STATE_MAX_AGE_SECONDS after the read (issue 36). A save reads them to know
 * that its video is a current material of a published course of the caller's company, and to plan the progress a
 * call makes. A reused course only ever lets a save through to write its resume point: a save whose plan would write
 * the Enrolment plans again on a fresh read (watch-time.ts), and a material or course the remembered read does not
 * have is read afresh. So unpublishing a course, or removing or retyping a video, reaches the saves within the bound;
 * nothing a save writes to the Enrolment, the counters or a completion is decided on a reused read.
 */

export interface TLearningAsset {
  asset: TCourseAssetItem;
  learning: TLearningCourse;
}

let courses: TWarmCache<TLearningCourse> | undefined;
let assetCourses: TWarmCache<string> | undefined;

function caches() {
  const options = { maxAgeMs: WARM_STATE_MAX_AGE_SECONDS * 1000, maxEntries: WARM_STATE_MAX_ENTRIES };
  courses ??= createWarmCache<TLearningCourse>(options);
  assetCourses ??= createWarmCache<string>(options);
  return { courses, assetCourses };
}

// The company is part of every key: another company's ids never meet this company's entries.
const courseKey = (companyId: string, courseId: string) => `${companyId}\u0000${courseId}`;
const assetKey = (companyId: string, assetId: string) => `${companyId}\u0000${assetId}`;

/** The material with its published course as a read less than the bound ago saw them, or undefined. */
export function reusableAsset(companyId: string, assetId: string): TLearningAsset | undefined {
  const { courses, assetCourses } = caches();
  const courseId = assetCourses.get(assetKey(companyId, assetId));
  const learning = courseId ? courses.get(courseKey(companyId, courseId)) : undefined;
  const asset = learning?.assets.find((candidate) => candidate.asset_id === assetId);
  return learning && asset ? { asset, learning } : undefined;
}

/**
 * The material and its published course read now (404 for another company's, an unpublished course's or a removed
 * material), remembered for the saves that follow.
 */
export async function loadFreshAsset(companyId: string, assetId: string): Promise<TLearningAsset> {
  const readAt = Date.now();
  const found = await loadAssetForLearning(companyId, assetId);
  const { courses, assetCourses } = caches();
  const courseId = found.learning.course.course_id;
  courses.set(courseKey(companyId, courseId), found.learning, readAt);
  for (const asset of found.learning.assets) assetCourses.set(assetKey(companyId, asset.asset_id), courseId, readAt);
  return found;
}

/** Forgets every course (tests). */
export function forgetLearningCourses(): void {
  courses?.clear();
  assetCourses?.clear();
}
