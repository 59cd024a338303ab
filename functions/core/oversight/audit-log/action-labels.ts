import { SYSTEM_AUDIT_ACTION_LABEL, type TSystemAuditAction } from '@skillway/shared';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';
import { OPERATION_LIST } from '@skillway/shared/manifest/operations';
import type { TOperation } from '@skillway/shared/manifest/types';
import { specTextIn } from '../../platform/i18n/server-texts';

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

/** An action's English label and whether another action shares it (then its id is added, in every language). */
interface TActionLabel {
  english: string;
  shared: boolean;
}

let byAction: ReadonlyMap<string, TActionLabel> | undefined;

function operationLabels(): [string, string][] {
  return OPERATION_LIST.filter(recorded).map((operation): [string, string] => [
    operation.id,
    summaryLabel(operation.summary),
  ]);
}

/** Every action the log records, with its label (the operations', then the system's). */
function actionLabels(): ReadonlyMap<string, TActionLabel> {
  if (byAction) return byAction;
  const entries: [string, string][] = [...operationLabels(), ...Object.entries(SYSTEM_AUDIT_ACTION_LABEL)];
  const seen = new Map<string, number>();
  for (const [, label] of entries) seen.set(label, (seen.get(label) ?? 0) + 1);
  byAction = new Map(entries.map(([id, english]) => [id, { english, shared: (seen.get(english) ?? 0) > 1 }]));
  return byAction;
}

/**
 * The operations' labels in English: the server catalogue's messages for them (read by the catalogue extractor,
 * web/scripts/i18n/spec-texts-extractor.ts), so an operation added to the manifest fails `npm run i18n:check` until
 * its label is translated. The system actions' labels are spec texts, in the spec catalogue already.
 */
export function auditActionLabelTexts(): string[] {
  return [...new Set(operationLabels().map(([, label]) => label))];
}

/**
 * A label in `language`: looked up as written, not formatted (a label such as "… for user {id}" is the manifest's
 * words, not a placeholder to fill).
 */
function labelIn(action: string, label: TActionLabel, language: TLanguage): string {
  const text = specTextIn(language, label.english);
  return label.shared ? `${text} (${action})` : text;
}

/** An action's label in `language`; an action no longer in the manifest (an old event) shows its id. */
export function auditActionLabel(action: string, language: TLanguage = DEFAULT_LANGUAGE): string {
  const known = actionLabels().get(action);
  if (known) return labelIn(action, known, language);
  const system = SYSTEM_AUDIT_ACTION_LABEL[action as TSystemAuditAction] as string | undefined;
  if (system !== undefined) return specTextIn(language, system);
  return OPERATION_LIST.find((operation) => operation.id === action)?.summary.slice(0, 80) ?? action;
}

/** The Action filter's choices, by label in `language`'s alphabetical order. */
export function auditActionOptions(language: TLanguage = DEFAULT_LANGUAGE): { value: string; label: string }[] {
  return [...actionLabels()]
    .map(([value, label]) => ({ value, label: labelIn(value, label, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
