import type { I18n } from '@lingui/core';
import { AUDIT_OUTCOME } from '@skillway/shared';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';
import { serverCatalogue } from '../../platform/i18n/server-texts';

/**
 * The keys a read's event records beside the entities' attributes (record-to-event.ts readDetail): a plain `detail`,
 * the request's `params`, `query` and `body` (audit-read.ts requestDetail), the audit export's filters
 * (api/audit/export-audit-log.ts) and a scheduled report's `file` (reports/scheduled-report-read.ts). The catalogue
 * extractor adds them to the attribute names (web/scripts/i18n/audit-field-texts.ts).
 * @public — read by that script by address, which knip does not follow.
 */
export const AUDIT_READ_DETAIL_FIELDS: readonly string[] = [
  'detail',
  'params',
  'query',
  'body',
  'actor',
  'from',
  'to',
  'file',
];

/**
 * A recorded key in English words: `first_name` → "First name". The same words as the web's fieldWords
 * (web/src/features/audit/lib/field-words.ts): the `audit-fields` catalogue's ids, which the extractor checks agree.
 */
export function auditFieldWords(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A changed field's name in an export for a reader of `language`: its label from the `audit-fields` catalogue (merged
 * into the server's catalogues). English, and a key no catalogue knows, keep the key as the log holds it, as the
 * English export always has.
 */
export function auditFieldLabel(field: string, language: TLanguage = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return field;
  return serverCatalogue(language)[auditFieldWords(field)] ?? field;
}

/** An event's outcome code in the reader's language; an unknown code as recorded. */
export function auditOutcomeText(outcome: string, i18n: I18n): string {
  if (outcome === AUDIT_OUTCOME.SUCCESS) return i18n._('success');
  if (outcome === AUDIT_OUTCOME.PARTIAL) return i18n._('partial');
  return outcome;
}

/**
 * A read's `detail` in the reader's language when the server wrote it as a fixed text (api/audit/verify-audit-log.ts,
 * api/privacy/decide-erasure-request.ts with the request's status, api/privacy/erase-user.ts); any other value (an
 * export's filters, a retention's dates) as recorded. The log keeps the English as evidence; only the reader's view
 * changes.
 */
export function auditDetailText(value: string, i18n: I18n): string {
  switch (value) {
    case 'verify chain':
      return i18n._('verify chain');
    case 'erasure request approved':
      return i18n._('erasure request approved');
    case 'erasure request declined':
      return i18n._('erasure request declined');
    case 'erased':
      return i18n._('erased');
    case 'erased; training records kept as a legal obligation':
      return i18n._('erased; training records kept as a legal obligation');
    default:
      return value;
  }
}
