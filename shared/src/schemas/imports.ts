import * as z from 'zod/mini';
import { BREATHE_IMPORT_TYPE, ERROR_LOG_CONTAINERS } from '../constants/imports';
import { ZPageLimit } from './common';
import { ZId } from './fields';

/** One refused row of an import: its row number in the file (the header is row 1) and why. */
/** `row` is null for a BreatheHR employee (the email names them). */
const ZImportRowError = z.object({
  row: z.nullable(z.number()),
  email: z.nullable(z.string()),
  message: z.string(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** What an import did: every row is counted once, and each failed row is also written to the error logs. */
const ZImportSummary = z.object({
  total_rows: z.number(),
  created: z.number(),
  updated: z.number(),
  /** Rows identical to the stored user: skipped, not rewritten (a second import of the same file changes nothing). */
  unchanged: z.number(),
  failed: z.number(),
  errors: z.array(ZImportRowError),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;
export const ZImportResponse = z.object({ message: z.string(), data: ZImportSummary });

/** One line of the Error Logs panel. */
const ZErrorLog = z.object({
  id: z.string(),
  container: z.enum(ERROR_LOG_CONTAINERS),
  /** 'csv' or 'breathe' for the User container. */
  source: z.string(),
  file_name: z.nullable(z.string()),
  row: z.nullable(z.number()),
  email: z.nullable(z.string()),
  message: z.string(),
  created_at: z.string(),
});
export type TErrorLog = z.infer<typeof ZErrorLog>;

/** GET /user-error-logs?limit=10&container=User: newest first. */
export const ZErrorLogQuery = z.object({
  container: z.enum(ERROR_LOG_CONTAINERS, { error: 'The selected container is invalid.' }),
  limit: ZPageLimit,
});
export const ZErrorLogList = z.object({ data: z.array(ZErrorLog) });

/** The BreatheHR panel's state: the token is never returned, only its last characters. */
const ZBreatheSettings = z.object({
  breathe_enabled: z.boolean(),
  has_token: z.boolean(),
  /** e.g. '••••••••3f9a', or null without a token. */
  breathehr_api: z.nullable(z.string()),
});
export type TBreatheSettings = z.infer<typeof ZBreatheSettings>;
export const ZBreatheSettingsResponse = z.object({ message: z.optional(z.string()), data: ZBreatheSettings });

export const ZBreatheTokenBody = z.object({
  breathehr_api: z
    .string({ error: 'The breathehr api field is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The breathehr api field is required.'),
      z.maxLength(200, 'The breathehr api may not be greater than 200 characters.'),
      z.regex(/^[A-Za-z0-9._-]+$/, 'The breathehr api format is invalid.'),
    ),
});
export type TBreatheTokenBody = z.input<typeof ZBreatheTokenBody>;

/** `type` 1: new employees only; 2 (default): new employees and updates of existing users' details. */
export const ZBreatheImportBody = z.object({
  type: z.optional(
    z.pipe(
      z.pipe(
        z.union([z.number(), z.string().check(z.regex(/^\d+$/))], { error: 'The selected type is invalid.' }),
        z.transform((value) => Number(value)),
      ),
      z.union([z.literal(BREATHE_IMPORT_TYPE.NEW_ONLY), z.literal(BREATHE_IMPORT_TYPE.NEW_AND_UPDATE)], {
        error: 'The selected type is invalid.',
      }),
    ),
  ),
});

/** POST /company/breathe-setting/{id}: the super administrator turns the integration on for a newer company. */
export const ZBreatheSettingBody = z.object({
  breathe_enabled: z.union([z.boolean(), z.literal(0), z.literal(1)], {
    error: 'The breathe enabled field must be true or false.',
  }),
});
export const ZCompanyIdParams = z.object({ id: ZId });
