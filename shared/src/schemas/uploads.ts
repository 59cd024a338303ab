import * as z from 'zod/mini';
import { MULTIPART_KINDS, UPLOAD_KIND_NAMES } from '../constants/uploads';
import { MAX_PARTS } from '../rules/part-plan';
import { requiredString } from './fields';

export const ZSignBody = z.object({
  type: z.enum(UPLOAD_KIND_NAMES as [string, ...string[]], { error: 'The selected type is invalid.' }),
  file_name: requiredString('file_name', 255),
  content_type: requiredString('content_type', 255),
  size: z.number({ error: 'The size field is required.' }).check(z.int(), z.positive('The file is empty.')),
});
export type TSignBody = z.infer<typeof ZSignBody>;

export const ZSignResponse = z.object({
  data: z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    key: z.string(),
    max_bytes: z.number(),
    expires_in: z.number(),
  }),
});
export type TSignResponse = z.infer<typeof ZSignResponse>;

export const ZVerifyUploadBody = z.object({
  type: z.enum(UPLOAD_KIND_NAMES as [string, ...string[]], { error: 'The selected type is invalid.' }),
  key: requiredString('key', 512),
});
export const ZVerifyUploadResponse = z.object({
  data: z.object({
    key: z.string(),
    size: z.number(),
    mime_type: z.string(),
    original_name: z.string(),
    /** An e-learning package's title from its manifest, when it has one (Add Package offers it). */
    package_title: z.optional(z.string()),
  }),
});

/** A signed file URL's query (`exp`, `sig`: the signature the API issued) and the object key it names. */
export const ZSignedUrlQuery = z.object({ exp: z.string(), sig: z.string() });
export const ZObjectKeyParam = z.string().check(z.minLength(1), z.maxLength(512));

const multipartKind = z.enum(MULTIPART_KINDS, { error: 'The selected type is invalid.' });
const uploadId = requiredString('upload_id', 1024);
const partNumber = (field: string) =>
  z
    .number({ error: `The ${field} field must be a whole number.` })
    .check(z.int(`The ${field} field must be a whole number.`), z.gte(1), z.lte(MAX_PARTS));

/** POST /v1/sign/multipart: start a multipart upload of a large file (a course video or an e-learning package). */
export const ZMultipartCreateBody = z.object({
  type: multipartKind,
  file_name: requiredString('file_name', 255),
  content_type: requiredString('content_type', 255),
  size: z.number({ error: 'The size field is required.' }).check(z.int(), z.positive('The file is empty.')),
});
export type TMultipartCreateBody = z.infer<typeof ZMultipartCreateBody>;

export const ZMultipartCreateResponse = z.object({
  data: z.object({
    key: z.string(),
    upload_id: z.string(),
    /** planParts(size): every part this long but the last. */
    part_size: z.number(),
    part_count: z.number(),
    /** The company's limit for this kind. */
    max_bytes: z.number(),
  }),
});
export type TMultipartCreateResponse = z.infer<typeof ZMultipartCreateResponse>;

/** Names one multipart upload the server started for the caller's company. */
export const ZMultipartRef = z.object({ key: requiredString('key', 512), upload_id: uploadId });
export type TMultipartRef = z.infer<typeof ZMultipartRef>;

/** POST /v1/sign/multipart/parts: presigned PUT URLs for a batch of part numbers (at most 50 at a time). */
export const ZMultipartSignPartsBody = z.extend(ZMultipartRef, {
  part_numbers: z
    .array(partNumber('part_numbers'), { error: 'The part_numbers field is required.' })
    .check(z.minLength(1, 'The part_numbers field is required.'), z.maxLength(50, 'At most 50 parts at a time.')),
});
export type TMultipartSignPartsBody = z.infer<typeof ZMultipartSignPartsBody>;

export const ZMultipartSignPartsResponse = z.object({
  data: z.object({
    parts: z.array(z.object({ part_number: z.number(), url: z.string() })),
    expires_in: z.number(),
  }),
});
export type TMultipartSignPartsResponse = z.infer<typeof ZMultipartSignPartsResponse>;

/** POST /v1/sign/multipart/list: the parts already stored, for a resume after a reload or a dropped connection. */
export const ZMultipartListResponse = z.object({
  data: z.object({ parts: z.array(z.object({ part_number: z.number(), etag: z.string(), size: z.number() })) }),
});
export type TMultipartListResponse = z.infer<typeof ZMultipartListResponse>;

/** POST /v1/sign/multipart/complete: every part with its ETag; the answer is the verified upload. */
export const ZMultipartCompleteBody = z.extend(ZMultipartRef, {
  parts: z
    .array(z.object({ part_number: partNumber('part_number'), etag: requiredString('etag', 128) }), {
      error: 'The parts field is required.',
    })
    .check(z.minLength(1, 'The parts field is required.'), z.maxLength(MAX_PARTS)),
});
export type TMultipartCompleteBody = z.infer<typeof ZMultipartCompleteBody>;

/** GET /v1/sign/limits: the caller's company's size limit for every upload kind (the video one is per company). */
export const ZUploadLimitsResponse = z.object({
  data: z.object({ max_bytes: z.record(z.string(), z.number()) }),
});
export type TUploadLimitsResponse = z.infer<typeof ZUploadLimitsResponse>;

export const ZMultipartAbortResponse = z.object({ data: z.object({ aborted: z.literal(true) }) });
