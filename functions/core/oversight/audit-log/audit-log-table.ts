import { AUDIT_TARGET_TYPE, PLATFORM_COMPANY_ID, ROLE_NAME, type TRoleId } from '@skillway/shared';
import type { TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';
import { auditActionLabel } from './action-labels';
import { AUDIT_EXPORT_MAX, readAuditEvents, type TAuditFilters } from './audit-query';
import type { TAuditEventItem } from '../../platform/db/entities/audit';

/** Characters one value keeps in a file's cell (a long rich-text field is cut, the rest of the row stays readable). */
const VALUE_MAX = 300;

/** A recorded value as text: strings as they are, anything else as JSON; none is "–". */
function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** "2026-12-06 13:41:07 UTC": the exact time, the same for every reader of the file. */
function utcTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function actorText(item: TAuditEventItem): string {
  const role = item.actor_role !== undefined ? ROLE_NAME[item.actor_role as TRoleId] : undefined;
  const parts = [
    item.pii.actor_name || item.actor_id,
    role ? `(${role})` : '',
    item.on_behalf ? '[super administrator]' : '',
  ];
  return parts.filter(Boolean).join(' ');
}

const TARGET_TYPE_WORDS: Record<string, string> = Object.fromEntries(
  Object.values(AUDIT_TARGET_TYPE).map((type) => [type, type.replace(/_/g, ' ')]),
);

/** The filters in words; the actor by the name the events give them (their id when none matched). */
function filterWords(filters: TAuditFilters, actorName: string | undefined): string[] {
  const words: string[] = [];
  if (filters.action) words.push(`action: ${auditActionLabel(filters.action)}`);
  if (filters.actor) words.push(`actor: ${actorName || filters.actor}`);
  if (filters.target_type)
    words.push(
      `target: ${TARGET_TYPE_WORDS[filters.target_type] ?? filters.target_type}${filters.target_id ? ` ${filters.target_id}` : ''}`,
    );
  if (filters.from || filters.to)
    words.push(`${filters.from ? formatDay(filters.from) : '…'} to ${filters.to ? formatDay(filters.to) : '…'}`);
  return words;
}

/**
 * The audit log as a table for the Excel and PDF exports (report `audit-log`): one row per event, newest first,
 * with the screen's filters, each changed field as "field: before -> after" (the PDF's standard font has no arrow). At most AUDIT_EXPORT_MAX events (the
 * subtitle says when the log held more).
 */
export async function auditLogTable(companyId: string, filters: TAuditFilters, now: Date): Promise<TExportTable> {
  const { items, more } = await readAuditEvents(companyId, filters);
  const count = `${items.length} ${items.length === 1 ? 'event' : 'events'}${more ? ` (the newest ${AUDIT_EXPORT_MAX}; narrow the dates for the rest)` : ''}`;
  return {
    title: companyId === PLATFORM_COMPANY_ID ? 'Platform Audit Log' : 'Audit Log',
    subtitle: [
      count,
      ...filterWords(filters, items[0]?.pii.actor_name),
      `exported ${formatDay(now.toISOString())}`,
    ].join(' · '),
    columns: [
      { header: 'When', weight: 1.3 },
      { header: 'Actor', weight: 1.5 },
      { header: 'Action', weight: 1.6 },
      { header: 'Target', weight: 1.5 },
      { header: 'Changes', weight: 3 },
      { header: 'Outcome', weight: 0.7 },
      { header: 'Source address', weight: 1 },
      { header: 'Request id', weight: 1.2 },
    ],
    rows: items.map((item) => [
      utcTime(item.at),
      actorText(item),
      auditActionLabel(item.action),
      `${TARGET_TYPE_WORDS[item.target_type] ?? item.target_type}: ${item.pii.target_name || item.target_id}`,
      item.pii.changes
        .map((change) => `${change.field}: ${auditValueText(change.before)} -> ${auditValueText(change.after)}`)
        .join('; '),
      item.outcome,
      item.source_ip,
      item.request_id,
    ]),
  };
}
