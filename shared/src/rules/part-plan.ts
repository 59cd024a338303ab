import { MB } from '../constants/limits';

/** S3's floor for every part but the last. */
export const MIN_PART_BYTES = 5 * MB;
/** S3's ceiling on the number of parts in one upload. */
export const MAX_PARTS = 10_000;
/**
 * The part size the product prefers: big enough that a 5 GB file is a few hundred requests, small enough that a
 * resume after a dropped connection sends at most 16 MB again.
 */
export const PREFERRED_PART_BYTES = 16 * MB;

export interface TPartPlan {
  partSize: number;
  partCount: number;
}

/**
 * How a file of `size` bytes is cut into parts: every part `partSize` bytes but the last. The browser (Uppy's
 * chunk size) and the server (which part numbers it signs, and each part's length on completion) both use this,
 * so they agree without asking each other.
 */
export function planParts(size: number): TPartPlan {
  if (!Number.isSafeInteger(size) || size <= 0) throw new RangeError('A part plan needs a positive whole size.');
  const floor = Math.ceil(size / MAX_PARTS);
  const partSize = Math.max(PREFERRED_PART_BYTES, Math.ceil(floor / MB) * MB);
  return { partSize, partCount: Math.ceil(size / partSize) };
}

/** The length part `partNumber` (1-based) must have under `plan` for a file of `size` bytes. */
export function partLength(plan: TPartPlan, size: number, partNumber: number): number {
  if (partNumber < plan.partCount) return plan.partSize;
  return size - plan.partSize * (plan.partCount - 1);
}
