import { partLength, planParts } from '@skillway/shared/rules/part-plan';
import { sizeLimitMessage } from '../content-check';
import type { TStoredPart } from './s3-multipart';

export interface TPartsToCheck {
  /** The size the browser declared when the upload was created. */
  declaredSize: number;
  /** The company's limit for the kind now (it may have been lowered since the upload began). */
  maxBytes: number;
  /** What ListParts says is stored. */
  stored: readonly TStoredPart[];
  /** What the browser says it sent (the complete call's body). */
  claimed: readonly { part_number: number; etag: string }[];
}

export type TPartsVerdict =
  | { ok: true; parts: TStoredPart[] }
  /** `final`: no upload of these bytes can ever be accepted (abort it); else the browser can send parts again. */
  | { ok: false; message: string; final: boolean };

/** S3 compares ETags without their quotes; browsers hand them over as the header gave them. */
function bareEtag(etag: string): string {
  return etag.replace(/"/g, '').trim().toLowerCase();
}

/** "Part 3 is …", "Parts 3, 4 are …" (at most five numbers named). */
function partsAre(numbers: readonly number[], what: string): string {
  const shown = numbers.slice(0, 5).join(', ');
  const more = numbers.length > 5 ? ` and ${numbers.length - 5} more` : '';
  return numbers.length === 1 ? `Part ${shown} is ${what}` : `Parts ${shown}${more} are ${what}`;
}

/**
 * Whether a multipart upload may be assembled (pure): the declared size within the company's limit, the browser's
 * list exactly parts 1..partCount, and every one of them stored at the length the plan gives it with the ETag the
 * browser was given. The answer's parts are what CompleteMultipartUpload is sent: S3's own list of the planned
 * parts (a stored part outside the plan is dropped by S3 on completion, and only this server signs part URLs).
 */
export function checkParts(input: TPartsToCheck): TPartsVerdict {
  if (input.declaredSize > input.maxBytes) {
    return { ok: false, final: true, message: sizeLimitMessage(input.maxBytes) };
  }
  const plan = planParts(input.declaredSize);
  const claimed = new Map(input.claimed.map((part) => [part.part_number, bareEtag(part.etag)]));
  const inOrder = input.claimed.every((part, index) => part.part_number === index + 1);
  if (claimed.size !== input.claimed.length || input.claimed.length !== plan.partCount || !inOrder) {
    return {
      ok: false,
      final: false,
      message: `The upload has ${plan.partCount} part${plan.partCount === 1 ? '' : 's'}: send each of them once, numbered 1 to ${plan.partCount}.`,
    };
  }

  const stored = new Map(input.stored.map((part) => [part.partNumber, part]));
  const missing: number[] = [];
  const wrongLength: number[] = [];
  const otherEtag: number[] = [];
  const parts: TStoredPart[] = [];
  for (let n = 1; n <= plan.partCount; n += 1) {
    const part = stored.get(n);
    if (!part) missing.push(n);
    else if (part.size !== partLength(plan, input.declaredSize, n)) wrongLength.push(n);
    else if (bareEtag(part.etag) !== claimed.get(n)) otherEtag.push(n);
    else parts.push(part);
  }
  if (missing.length > 0) {
    return { ok: false, final: false, message: partsAre(missing, 'not uploaded yet.') };
  }
  if (wrongLength.length > 0) {
    return {
      ok: false,
      final: false,
      message: partsAre(wrongLength, `not of the planned length (${plan.partSize} bytes, the last part the rest).`),
    };
  }
  if (otherEtag.length > 0) {
    return { ok: false, final: false, message: partsAre(otherEtag, 'not the part stored (its ETag differs).') };
  }
  return { ok: true, parts };
}
