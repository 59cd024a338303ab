import * as z from 'zod/mini';
import { UPLOAD_KIND_NAMES } from '../constants/uploads';
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
