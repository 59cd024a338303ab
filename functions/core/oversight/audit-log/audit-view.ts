import type { TAuditEvent } from '@skillway/shared';
import type { TAuditEventItem } from '../../platform/db/entities/audit';
import { auditActionLabel } from './action-labels';

/** An event as the API answers it: its stored fields, the personal data from `pii`, and its action's label. */
export function auditEventView(item: TAuditEventItem): TAuditEvent {
  return {
    id: item.event_id,
    seq: item.seq,
    at: item.at,
    action: item.action,
    action_label: auditActionLabel(item.action),
    actor: {
      kind: item.actor_kind as TAuditEvent['actor']['kind'],
      id: item.actor_id,
      name: item.pii.actor_name,
      ...(item.actor_role !== undefined ? { role_id: item.actor_role } : {}),
      ...(item.on_behalf ? { on_behalf: true } : {}),
    },
    target: { type: item.target_type as TAuditEvent['target']['type'], id: item.target_id, name: item.pii.target_name },
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
