import * as z from 'zod/mini';
import { AUDIT_ARCHIVE_YEARS } from '../constants/audit';
import {
  ERASURE_CONFIRM_WORD,
  ERASURE_MSG,
  PERSONAL_DATA_EXPORT_REQUESTED_AS as REQUESTED_AS,
  PERSONAL_DATA_EXPORT_STATUS as STATUS,
  PRIVACY_REQUEST_STATUS,
  RETENTION_LIMITS,
} from '../constants/privacy';
import { ZId } from './fields';

/**
 * Personal data (issue 31, GDPR): the API's contracts. Each part keeps its contracts in its own section below.
 */

// ---- Download my data ----

/** One export of one user's personal data: its status while it builds, and until when its link works. */
export const ZPersonalDataExport = z.object({
  id: z.string(),
  user_id: z.string(),
  /** The user the export is about, as named when it was requested. */
  user_name: z.string(),
  status: z.enum([STATUS.PENDING, STATUS.READY, STATUS.FAILED]),
  requested_as: z.enum([REQUESTED_AS.SELF, REQUESTED_AS.ADMIN]),
  requested_by: z.string(),
  created_at: z.string(),
  ready_at: z.optional(z.string()),
  /** The link stops working at this time (7 days after it was ready). */
  expires_at: z.string(),
  /** Past expires_at: the file is gone (the API answers 410 for its download). */
  expired: z.boolean(),
  file_name: z.optional(z.string()),
  /** The zip's size in bytes, once ready. */
  size: z.optional(z.number()),
});
export type TPersonalDataExport = z.infer<typeof ZPersonalDataExport>;

/** A request's answer (202) and one export's status. */
export const ZPersonalDataExportAnswer = z.object({ message: z.optional(z.string()), data: ZPersonalDataExport });
export type TPersonalDataExportAnswer = z.infer<typeof ZPersonalDataExportAnswer>;

/** The caller's exports (their own), or with `user_id` an administrator's exports of that user, newest first. */
export const ZPersonalDataExportList = z.object({ data: z.array(ZPersonalDataExport) });
export const ZPersonalDataExportListQuery = z.object({ user_id: z.optional(ZId) });

/** A ready export's short-lived download link. */
export const ZPersonalDataExportDownload = z.object({
  url: z.string(),
  data: z.object({ url: z.string(), file_name: z.string(), expires_in: z.number() }),
});
export type TPersonalDataExportDownload = z.infer<typeof ZPersonalDataExportDownload>;

/** `privacy.personal-data-export-requested`: the worker builds the export's zip. */
export const ZPersonalDataExportRequestedDetail = z.object({ company_id: z.string(), export_id: z.string() });
export type TPersonalDataExportRequestedDetail = z.infer<typeof ZPersonalDataExportRequestedDetail>;

// ---- Erasure, erasure requests and retention ----

/** A whole number from 0 (off) to `max`, or within [min, max]. */
function ruleNumber(field: string, min: number, max: number) {
  return z.number({ error: `The ${field} must be a number.` }).check(
    z.refine((value) => Number.isInteger(value) && (value === 0 || (value >= min && value <= max)), {
      message: `The ${field} must be 0 (off) or a whole number from ${min} to ${max}.`,
    }),
  );
}

/** The company's privacy rules (Company settings › Privacy). */
export const ZPrivacySettings = z.object({
  /** 1: completion and certificate facts are a legal obligation record, kept (under the pseudonym) on erasure. */
  legal_records: z.union([z.literal(0), z.literal(1)]),
  /** Anonymise archived users this many months after archiving; 0 is off. */
  anonymise_archived_months: z.number(),
  /** Delete raw test logs and package interaction data this many years after they were written; 0 is off. */
  purge_learning_years: z.number(),
  /** Keep each day's write-once copy of the audit log this many years (AUDIT_ARCHIVE_YEARS). */
  audit_archive_years: z.number(),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;
export const ZPrivacySettingsAnswer = z.object({ message: z.optional(z.string()), data: ZPrivacySettings });

export const ZPrivacySettingsBody = z.object({
  legal_records: z.union([z.literal(0), z.literal(1)], { error: 'The legal records field must be 0 or 1.' }),
  anonymise_archived_months: ruleNumber(
    'months after archiving',
    RETENTION_LIMITS.ANONYMISE_ARCHIVED_MONTHS.MIN,
    RETENTION_LIMITS.ANONYMISE_ARCHIVED_MONTHS.MAX,
  ),
  purge_learning_years: ruleNumber(
    'years to keep test logs and package data',
    RETENTION_LIMITS.PURGE_LEARNING_YEARS.MIN,
    RETENTION_LIMITS.PURGE_LEARNING_YEARS.MAX,
  ),
  /** Absent: the years saved before stay. */
  audit_archive_years: z.optional(
    z.number({ error: 'The years to keep the audit log archive must be a number.' }).check(
      z.refine(
        (value) => Number.isInteger(value) && value >= AUDIT_ARCHIVE_YEARS.MIN && value <= AUDIT_ARCHIVE_YEARS.MAX,
        {
          message: `The years to keep the audit log archive must be a whole number from ${AUDIT_ARCHIVE_YEARS.MIN} to ${AUDIT_ARCHIVE_YEARS.MAX}.`,
        },
      ),
    ),
  ),
});
export type TPrivacySettingsBody = z.infer<typeof ZPrivacySettingsBody>;

/** POST /v1/users/{id}/erase: the administrator typed the confirmation word. */
export const ZEraseUserBody = z.object({
  confirm: z.literal(ERASURE_CONFIRM_WORD, { error: ERASURE_MSG.CONFIRM }),
});

/** The erased user as they are left: the pseudonym, and whether the training records were kept. */
export const ZErasedUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  records_kept: z.boolean(),
});
export const ZEraseUserAnswer = z.object({ message: z.string(), data: ZErasedUser });
export type TErasedUser = z.infer<typeof ZErasedUser>;

/** A learner's request to be erased and its decision (the record is kept after the erasure). */
export const ZPrivacyRequest = z.object({
  id: z.string(),
  user_id: z.string(),
  /** The requester's name now (the pseudonym once erased). */
  user_name: z.string(),
  kind: z.literal('erasure'),
  status: z.enum([
    PRIVACY_REQUEST_STATUS.PENDING,
    PRIVACY_REQUEST_STATUS.APPROVED,
    PRIVACY_REQUEST_STATUS.DECLINED,
    PRIVACY_REQUEST_STATUS.COMPLETED,
  ]),
  reason: z.optional(z.string()),
  requested_at: z.string(),
  decided_by: z.optional(z.string()),
  decided_at: z.optional(z.string()),
  decision_note: z.optional(z.string()),
  completed_at: z.optional(z.string()),
});
export type TPrivacyRequest = z.infer<typeof ZPrivacyRequest>;
export const ZPrivacyRequestAnswer = z.object({ message: z.optional(z.string()), data: ZPrivacyRequest });
export const ZPrivacyRequestList = z.object({ data: z.array(ZPrivacyRequest) });

export const ZPrivacyRequestBody = z.object({
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(1000, 'The reason may not be greater than 1000 characters.')),
  ),
});
export const ZPrivacyDecisionBody = z.object({
  decision: z.enum(['approve', 'decline'], 'The decision must be approve or decline.'),
  note: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'The note may not be greater than 1000 characters.'))),
});
export type TPrivacyDecisionBody = z.infer<typeof ZPrivacyDecisionBody>;
