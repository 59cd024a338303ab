import { AUDIT_TARGET_TYPE, type TAuditEvent } from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import type { TAuditEventItem } from '../../platform/db/entities/audit';
import { specTextIn, textsIn } from '../../platform/i18n/server-texts';
import { REPORT_TITLES } from '../reports/report-titles';
import { auditActionLabel } from './action-labels';

const REPORT_TITLE_NAMES: ReadonlySet<string> = new Set(Object.values(REPORT_TITLES));

/**
 * A target's name in the reader's language when the server named it itself on recording it ('Audit log', the
 * platform, a report's title), not a record's own name: the event keeps the English it was recorded with (the
 * chain's evidence), the reader sees their language. Any other name is shown as recorded.
 */
export function auditTargetName(item: Pick<TAuditEventItem, 'target_type' | 'pii'>, language: TLanguage): string {
  const name = item.pii.target_name;
  const i18n = textsIn(language);
  if (item.target_type === AUDIT_TARGET_TYPE.AUDIT_LOG && name === 'Audit log') return i18n._('Audit log');
  if (item.target_type === AUDIT_TARGET_TYPE.COMPANY && name === 'Platform') return i18n._('Platform');
  if (item.target_type === AUDIT_TARGET_TYPE.REPORT) {
    if (name === 'Scheduled report') return i18n._('Scheduled report');
    if (REPORT_TITLE_NAMES.has(name)) return specTextIn(language, name);
  }
  return name;
}

/**
 * An event as the API answers it: its stored fields, the personal data from `pii`, and its action's label (and a name
 * the server gave its target) in the reader's language.
 */
export function auditEventView(item: TAuditEventItem, language: TLanguage): TAuditEvent {
  return {
    id: item.event_id,
    seq: item.seq,
    at: item.at,
    action: item.action,
    action_label: auditActionLabel(item.action, language),
    actor: {
      kind: item.actor_kind as TAuditEvent['actor']['kind'],
      id: item.actor_id,
      name: item.pii.actor_name,
      ...(item.actor_role !== undefined ? { role_id: item.actor_role } : {}),
      ...(item.on_behalf ? { on_behalf: true } : {}),
    },
    target: {
      type: item.target_type as TAuditEvent['target']['type'],
      id: item.target_id,
      name: auditTargetName(item, language),
    },
    changes: item.pii.changes.map((change) => ({
      field: change.field,
      ...(change.before !== undefined ? { before: change.before } : {}),
      ...(change.after !== undefined ? { after: change.after } : {}),
    })),
    request_id: item.request_id,
    source_ip: item.source_ip,
    outcome: item.outcome as TAuditEvent['outcome'],
    ...(item.pseudonymised_at ? { pseudonymised: true } : {}),
  };
}
