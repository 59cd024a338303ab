import type { TMultipartSignPartsBody, TMultipartSignPartsResponse } from '@skillway/shared';
import { partLength, planParts } from '@skillway/shared/rules/part-plan';
import { AppError } from '../../http/app-error';
import type { TAuth } from '../../http/principal';
import { requireMultipartUpload } from './multipart-record';
import { presignPart } from './s3-multipart';

/** Long enough for a 16 MB part on a slow connection; the browser asks again for parts it has not sent by then. */
const PART_URL_TTL_SECONDS = 15 * 60;

/**
 * Presigned PUT URLs for a batch of one upload's parts, each pinned to the length the plan gives it (a part of
 * another length is refused by the store). A part number beyond the plan is a 422 on `part_numbers`.
 */
export async function signMultipartParts(
  auth: TAuth,
  body: TMultipartSignPartsBody,
): Promise<TMultipartSignPartsResponse['data']> {
  const record = await requireMultipartUpload(auth.companyId, body);
  const plan = planParts(record.declared_size);
  const beyond = body.part_numbers.filter((n) => n > plan.partCount);
  if (beyond.length > 0) {
    throw AppError.field(
      'part_numbers',
      `The upload has ${plan.partCount} part${plan.partCount === 1 ? '' : 's'}: part ${beyond[0]} is not one of them.`,
    );
  }
  const numbers = [...new Set(body.part_numbers)];
  const parts = await Promise.all(
    numbers.map(async (partNumber) => ({
      part_number: partNumber,
      url: await presignPart({
        key: record.key,
        uploadId: record.upload_id,
        partNumber,
        contentLength: partLength(plan, record.declared_size, partNumber),
        expiresIn: PART_URL_TTL_SECONDS,
      }),
    })),
  );
  return { parts, expires_in: PART_URL_TTL_SECONDS };
}
