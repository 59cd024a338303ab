import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  AUDIT_ACTOR_KIND,
  AUDIT_OUTCOME,
  AUDIT_TARGET_TYPE,
  ROLE_NAME,
  type TAuditEvent,
  type TAuditOutcome,
  type TAuditTargetType,
  type TRoleId,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { formatLocale } from '../../../lib/format-date';

/** How a target type is named on screen. */
const AUDIT_TARGET_LABEL: Record<TAuditTargetType, MessageDescriptor> = {
  [AUDIT_TARGET_TYPE.USER]: msg`User`,
  [AUDIT_TARGET_TYPE.COMPANY]: msg`Company`,
  [AUDIT_TARGET_TYPE.COURSE]: msg`Course`,
  [AUDIT_TARGET_TYPE.MATERIAL]: msg`Material`,
  [AUDIT_TARGET_TYPE.TEST]: msg`Test`,
  [AUDIT_TARGET_TYPE.QUESTION]: msg`Question`,
  [AUDIT_TARGET_TYPE.ENROLMENT]: msg`Enrolment`,
  [AUDIT_TARGET_TYPE.COURSE_HISTORY]: msg`Course history`,
  [AUDIT_TARGET_TYPE.TEST_RESULT]: msg`Test result`,
  [AUDIT_TARGET_TYPE.CERTIFICATE]: msg`Certificate`,
  [AUDIT_TARGET_TYPE.GROUP]: msg`Group`,
  [AUDIT_TARGET_TYPE.PLAYLIST]: msg`Playlist`,
  [AUDIT_TARGET_TYPE.EXTERNAL_TRAINING]: msg`External training`,
  [AUDIT_TARGET_TYPE.NOTIFICATION_SETTINGS]: msg`Notification settings`,
  [AUDIT_TARGET_TYPE.SSO]: msg`Single sign-on`,
  [AUDIT_TARGET_TYPE.SCIM_TOKEN]: msg`SCIM token`,
  [AUDIT_TARGET_TYPE.XAPI_CLIENT]: msg`LRS client`,
  [AUDIT_TARGET_TYPE.XAPI_FORWARD_TARGET]: msg`LRS forwarding target`,
  [AUDIT_TARGET_TYPE.BILLING]: msg`Billing`,
  [AUDIT_TARGET_TYPE.REPORT]: msg`Report`,
  [AUDIT_TARGET_TYPE.AUDIT_LOG]: msg`Audit log`,
  [AUDIT_TARGET_TYPE.PERSONAL_DATA]: msg`Personal data`,
};

/** A target type's name in the active language; a type this screen does not know shows as it is. */
export function targetTypeLabel(type: string): string {
  const label = (AUDIT_TARGET_LABEL as Record<string, MessageDescriptor | undefined>)[type];
  return label ? i18n._(label) : type;
}

/** The Target type filter's options, in the active language and its alphabetical order. */
export function auditTargetOptions(): { value: string; label: string }[] {
  return Object.entries(AUDIT_TARGET_LABEL)
    .map(([value, label]) => ({ value, label: i18n._(label) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale || 'en-GB'));
}

/** Who acted, in words (the active language): their name (or the token or the system) and, for a person, their role. */
export function actorWords(actor: TAuditEvent['actor']): { name: string; detail: string | null } {
  if (actor.kind === AUDIT_ACTOR_KIND.SYSTEM) return { name: t`System`, detail: null };
  if (actor.kind === AUDIT_ACTOR_KIND.SCIM_TOKEN) return { name: actor.name || actor.id, detail: t`SCIM token` };
  const role = actor.role_id !== undefined ? ROLE_NAME[actor.role_id as TRoleId] : undefined;
  const onBehalf = actor.on_behalf || actor.kind === AUDIT_ACTOR_KIND.SUPER_ADMIN;
  return {
    name: actor.name || actor.id,
    detail: onBehalf ? t`Super administrator` : role !== undefined ? specText(role) : null,
  };
}

/** An event's outcome code in the active language (the log holds the code); a code this screen does not know as it is. */
const AUDIT_OUTCOME_WORDS: Record<TAuditOutcome, MessageDescriptor> = {
  [AUDIT_OUTCOME.SUCCESS]: msg`success`,
  [AUDIT_OUTCOME.PARTIAL]: msg`partial`,
};

export function auditOutcomeText(outcome: string): string {
  const words = (AUDIT_OUTCOME_WORDS as Record<string, MessageDescriptor | undefined>)[outcome];
  return words ? i18n._(words) : outcome;
}

/**
 * The `detail` values the server writes as fixed text on a read's event (functions/core/oversight/audit-log/
 * audit-field-labels.ts auditDetailText lists where); the log keeps the English, the reader sees their language.
 */
const AUDIT_DETAIL_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'verify chain': msg`verify chain`,
  'erasure request approved': msg`erasure request approved`,
  'erasure request declined': msg`erasure request declined`,
  erased: msg`erased`,
  'erased; training records kept as a legal obligation': msg`erased; training records kept as a legal obligation`,
};

/** A read's `detail` in the active language when it is one of the server's fixed texts; any other as recorded. */
export function auditDetailText(value: string): string {
  const words = Object.hasOwn(AUDIT_DETAIL_WORDS, value) ? AUDIT_DETAIL_WORDS[value] : undefined;
  return words ? i18n._(words) : value;
}

/** A recorded value as text: none is "–" (created or removed), text as it is, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * When an event happened, to the second, in the viewer's time zone and naming it ("29 Jan 2027, 14:00:05 GMT"): the
 * log is evidence, and two readers in different zones must be able to tell they read the same moment. In the active
 * language ("29 sty 2027, 14:00:05 GMT"); English as before.
 */
export function auditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(formatLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
}
