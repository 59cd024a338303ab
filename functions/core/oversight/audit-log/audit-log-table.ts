import type { I18n } from '@lingui/core';
import {
  AUDIT_TARGET_TYPE,
  PLATFORM_COMPANY_ID,
  ROLE_NAME,
  type TAuditTargetType,
  type TRoleId,
} from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import type { TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';
import { reportTexts } from '../reports/report-table';
import { auditActionLabel } from './action-labels';
import { auditDetailText, auditFieldLabel, auditOutcomeText } from './audit-field-labels';
import { AUDIT_EXPORT_MAX, readAuditEvents, type TAuditFilters } from './audit-query';
import { auditTargetName } from './audit-view';
import type { TAuditEventItem } from '../../platform/db/entities/audit';

/** Characters one value keeps in a file's cell (a long rich-text field is cut, the rest of the row stays readable). */
const VALUE_MAX = 300;

/**
 * A recorded value as text: strings as they are (a read's fixed `detail` in the reader's language), anything else as
 * JSON; none is "–".
 */
function auditValueText(value: unknown, field: string, i18n: I18n): string {
  if (value === undefined || value === null || value === '') return '–';
  if (field === 'detail' && typeof value === 'string') return auditDetailText(value, i18n);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** "2026-12-06 13:41:07 UTC": the exact time, the same for every reader of the file. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** The export's words in the requester's language: `i18n` for its own, `spec` for a role's name. */
type TTexts = ReturnType<typeof reportTexts>;

function actorText(item: TAuditEventItem, { i18n, spec }: TTexts): string {
  const role = item.actor_role !== undefined ? ROLE_NAME[item.actor_role as TRoleId] : undefined;
  const parts = [
    item.pii.actor_name || item.actor_id,
    role ? `(${spec(role)})` : '',
    item.on_behalf ? `[${i18n._('super administrator')}]` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** A target type in words, lower case as in a sentence ("course history"). */
function targetTypeWords(i18n: I18n): Record<TAuditTargetType, string> {
  return {
    [AUDIT_TARGET_TYPE.USER]: i18n._('user'),
    [AUDIT_TARGET_TYPE.COMPANY]: i18n._('company'),
    [AUDIT_TARGET_TYPE.COURSE]: i18n._('course'),
    [AUDIT_TARGET_TYPE.MATERIAL]: i18n._('material'),
    [AUDIT_TARGET_TYPE.TEST]: i18n._('test'),
    [AUDIT_TARGET_TYPE.QUESTION]: i18n._('question'),
    [AUDIT_TARGET_TYPE.ENROLMENT]: i18n._('enrolment'),
    [AUDIT_TARGET_TYPE.COURSE_HISTORY]: i18n._('course history'),
    [AUDIT_TARGET_TYPE.TEST_RESULT]: i18n._('test result'),
    [AUDIT_TARGET_TYPE.CERTIFICATE]: i18n._('certificate'),
    [AUDIT_TARGET_TYPE.GROUP]: i18n._('group'),
    [AUDIT_TARGET_TYPE.PLAYLIST]: i18n._('playlist'),
    [AUDIT_TARGET_TYPE.EXTERNAL_TRAINING]: i18n._('external training'),
    [AUDIT_TARGET_TYPE.NOTIFICATION_SETTINGS]: i18n._('notification settings'),
    [AUDIT_TARGET_TYPE.SSO]: i18n._('sso'),
    [AUDIT_TARGET_TYPE.SCIM_TOKEN]: i18n._('scim token'),
    [AUDIT_TARGET_TYPE.XAPI_CLIENT]: i18n._('lrs client'),
    [AUDIT_TARGET_TYPE.XAPI_FORWARD_TARGET]: i18n._('lrs forwarding target'),
    [AUDIT_TARGET_TYPE.BILLING]: i18n._('billing'),
    [AUDIT_TARGET_TYPE.REPORT]: i18n._('report'),
    [AUDIT_TARGET_TYPE.AUDIT_LOG]: i18n._('audit log'),
    [AUDIT_TARGET_TYPE.PERSONAL_DATA]: i18n._('personal data'),
  };
}

/** The filters in words; the actor by the name the events give them (their id when none matched). */
function filterWords(
  filters: TAuditFilters,
  actorName: string | undefined,
  language: TLanguage,
  i18n: I18n,
  targetWords: Readonly<Record<string, string>>,
): string[] {
  const words: string[] = [];
  if (filters.action) words.push(i18n._('action: {action}', { action: auditActionLabel(filters.action, language) }));
  if (filters.actor) words.push(i18n._('actor: {actor}', { actor: actorName || filters.actor }));
  if (filters.target_type) {
    const type = targetWords[filters.target_type] ?? filters.target_type;
    words.push(
      filters.target_id
        ? i18n._('target: {type} {id}', { type, id: filters.target_id })
        : i18n._('target: {type}', { type }),
    );
  }
  if (filters.from || filters.to)
    words.push(
      i18n._('{from} to {to}', {
        from: filters.from ? formatDay(filters.from) : '…',
        to: filters.to ? formatDay(filters.to) : '…',
      }),
    );
  return words;
}

/**
 * The audit log as a table for the Excel and PDF exports (report `audit-log`): one row per event, newest first,
 * with the screen's filters, each changed field as "field: before -> after" (the PDF's standard font has no arrow).
 * At most AUDIT_EXPORT_MAX events (the subtitle says when the log held more). Its words in the requester's language
 * (issue 34), with the changed fields' labels, the outcome and a read's fixed detail; the recorded values stay as the
 * log holds them (and, in English, the field names and outcome codes too).
 */
export async function auditLogTable(
  companyId: string,
  filters: TAuditFilters,
  now: Date,
  language: TLanguage,
): Promise<TExportTable> {
  const { items, more } = await readAuditEvents(companyId, filters);
  const texts = reportTexts(language);
  const { i18n } = texts;
  const targetWords: Readonly<Record<string, string>> = targetTypeWords(i18n);
  const events = i18n._('{count, plural, one {{count} event} other {{count} events}}', { count: items.length });
  const count = more
    ? i18n._('{events} (the newest {max}; narrow the dates for the rest)', { events, max: String(AUDIT_EXPORT_MAX) })
    : events;
  return {
    title: companyId === PLATFORM_COMPANY_ID ? i18n._('Platform Audit Log') : i18n._('Audit Log'),
    subtitle: [
      count,
      ...filterWords(filters, items[0]?.pii.actor_name, language, i18n, targetWords),
      i18n._('exported {date}', { date: formatDay(now.toISOString()) }),
    ].join(' · '),
    columns: [
      { header: i18n._('When'), weight: 1.3 },
      { header: i18n._('Actor'), weight: 1.5 },
      { header: i18n._('Action'), weight: 1.6 },
      { header: i18n._('Target'), weight: 1.5 },
      { header: i18n._('Changes'), weight: 3 },
      { header: i18n._('Outcome'), weight: 0.7 },
      { header: i18n._('Source address'), weight: 1 },
      { header: i18n._('Request id'), weight: 1.2 },
    ],
    rows: items.map((item) => [
      utcTime(item.at),
      actorText(item, texts),
      auditActionLabel(item.action, language),
      `${targetWords[item.target_type] ?? item.target_type}: ${auditTargetName(item, language) || item.target_id}`,
      item.pii.changes
        .map(
          (change) =>
            `${auditFieldLabel(change.field, language)}: ${auditValueText(change.before, change.field, i18n)} -> ${auditValueText(change.after, change.field, i18n)}`,
        )
        .join('; '),
      auditOutcomeText(item.outcome, i18n),
      item.source_ip,
      item.request_id,
    ]),
  };
}
