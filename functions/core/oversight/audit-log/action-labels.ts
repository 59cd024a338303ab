import { SYSTEM_AUDIT_ACTION_LABEL, type TSystemAuditAction } from '@skillway/shared';
import { OPERATION_LIST } from '@skillway/shared/manifest/operations';
import type { TOperation } from '@skillway/shared/manifest/types';

/**
 * An operation's label in the log: the first phrase of its manifest summary, without the asides in brackets
 * ("Archive (1) or restore (0) a user; restoring counts…" → "Archive or restore a user").
 */
export function summaryLabel(summary: string): string {
  const plain = summary.replace(/\s*\([^()]*\)/g, '').replace(/`/g, '');
  const first = plain.split(/[:;,]\s|\.(?:\s|$)/)[0]?.trim() ?? '';
  const label = first.length > 0 ? first : plain.trim();
  return label.length > 80 ? `${label.slice(0, 79)}…` : label;
}

/** Whether the log can hold events of an operation: a decision that records something (not `none`). */
function recorded(operation: TOperation): boolean {
  if (operation.audit) return !('none' in operation.audit);
  // A row without a decision yet: anything but a plain read may change data.
  return operation.method !== 'GET' || operation.writes === true;
}

let byAction: ReadonlyMap<string, string> | undefined;

/** Every action the log records, with its label (the operations', then the system's); a repeated label names its id. */
function actionLabels(): ReadonlyMap<string, string> {
  if (byAction) return byAction;
  const entries: [string, string][] = [
    ...OPERATION_LIST.filter(recorded).map((operation): [string, string] => [
      operation.id,
      summaryLabel(operation.summary),
    ]),
    ...Object.entries(SYSTEM_AUDIT_ACTION_LABEL),
  ];
  const seen = new Map<string, number>();
  for (const [, label] of entries) seen.set(label, (seen.get(label) ?? 0) + 1);
  byAction = new Map(entries.map(([id, label]) => [id, (seen.get(label) ?? 0) > 1 ? `${label} (${id})` : label]));
  return byAction;
}

/** An action's label; an action no longer in the manifest (an old event) shows its id. */
export function auditActionLabel(action: string): string {
  return (
    actionLabels().get(action) ??
    SYSTEM_AUDIT_ACTION_LABEL[action as TSystemAuditAction] ??
    OPERATION_LIST.find((operation) => operation.id === action)?.summary.slice(0, 80) ??
    action
  );
}

/** The Action filter's choices, by label. */
export function auditActionOptions(): { value: string; label: string }[] {
  return [...actionLabels()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}
