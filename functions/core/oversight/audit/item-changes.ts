import { AUDIT_REDACTED } from '@skillway/shared';
import { canonicalJson } from './canonical-json';
import type { TPlainItem } from './stream-image';

export interface TAuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Attributes that are bookkeeping, not the record's content: never an audited change. `company_id` is the key's
 * company, the log's own partition; `name_key` is a group's name normalised for its uniqueness lookup (the name
 * itself is recorded).
 */
const EXCLUDED = new Set([
  'pk',
  'sk',
  'company_id',
  '_aud',
  '_et',
  '_ct',
  '_md',
  'version',
  'ttl',
  'updated_at',
  'name_key',
]);
const EXCLUDED_PATTERNS = [/^gsi\d+(pk|sk)$/, /^total_/];

/**
 * Item types no audited operation writes, whose attributes the log's labels need not cover: the LRS's statement store
 * and activity definitions (issue 35), written by content and LRS clients (NOT_AUDITED.OWN_LEARNING) in partitions of
 * their own.
 * @public — read by web/scripts/i18n/audit-field-texts.ts by address, which knip does not follow.
 */
export const UNRECORDED_ITEM_TYPES: ReadonlySet<string> = new Set([
  'LrsStatement',
  'LrsStatementId',
  'LrsStatementIndex',
  'LrsAttachmentCount',
  'XapiActivity',
]);

/** Attributes whose values the log never holds (only that they changed). */
const SECRET = /password|secret|token|hash|nonce|private|api_key|sealed|otp/i;

/**
 * Whether a change to the attribute is ever recorded (also which attribute names the log's labels cover).
 * @public — also read by web/scripts/i18n/audit-field-texts.ts by address, which knip does not follow.
 */
export function isRecordedField(field: string): boolean {
  return !EXCLUDED.has(field) && !EXCLUDED_PATTERNS.some((pattern) => pattern.test(field));
}

export function isSecretField(field: string): boolean {
  return SECRET.test(field);
}

function shown(field: string, value: unknown): unknown {
  return value === undefined || !isSecretField(field) ? value : AUDIT_REDACTED;
}

/**
 * The changed fields between two images (either absent for a create or a removal), sorted by name: every attribute
 * whose value differs, except the keys, index keys, stamps, versions, counters and `updated_at`; secret-looking
 * attributes show `AUDIT_REDACTED` in place of both values.
 */
export function itemChanges(before: TPlainItem | undefined, after: TPlainItem | undefined): TAuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: TAuditChange[] = [];
  for (const field of [...fields].sort()) {
    if (!isRecordedField(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    if (canonicalJson(old) === canonicalJson(now) && (old === undefined) === (now === undefined)) continue;
    const change: TAuditChange = { field };
    if (old !== undefined) change.before = shown(field, old);
    if (now !== undefined) change.after = shown(field, now);
    changes.push(change);
  }
  return changes;
}
