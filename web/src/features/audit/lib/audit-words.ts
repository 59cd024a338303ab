import {
  AUDIT_ACTOR_KIND,
  AUDIT_TARGET_TYPE,
  ROLE_NAME,
  type TAuditEvent,
  type TAuditTargetType,
  type TRoleId,
} from '@skillway/shared';

/** How a target type is named on screen. */
const AUDIT_TARGET_LABEL: Record<TAuditTargetType, string> = {
  [AUDIT_TARGET_TYPE.USER]: 'User',
  [AUDIT_TARGET_TYPE.COMPANY]: 'Company',
  [AUDIT_TARGET_TYPE.COURSE]: 'Course',
  [AUDIT_TARGET_TYPE.MATERIAL]: 'Material',
  [AUDIT_TARGET_TYPE.TEST]: 'Test',
  [AUDIT_TARGET_TYPE.QUESTION]: 'Question',
  [AUDIT_TARGET_TYPE.ENROLMENT]: 'Enrolment',
  [AUDIT_TARGET_TYPE.COURSE_HISTORY]: 'Course history',
  [AUDIT_TARGET_TYPE.TEST_RESULT]: 'Test result',
  [AUDIT_TARGET_TYPE.CERTIFICATE]: 'Certificate',
  [AUDIT_TARGET_TYPE.GROUP]: 'Group',
  [AUDIT_TARGET_TYPE.PLAYLIST]: 'Playlist',
  [AUDIT_TARGET_TYPE.EXTERNAL_TRAINING]: 'External training',
  [AUDIT_TARGET_TYPE.NOTIFICATION_SETTINGS]: 'Notification settings',
  [AUDIT_TARGET_TYPE.SSO]: 'Single sign-on',
  [AUDIT_TARGET_TYPE.SCIM_TOKEN]: 'SCIM token',
  [AUDIT_TARGET_TYPE.BILLING]: 'Billing',
  [AUDIT_TARGET_TYPE.REPORT]: 'Report',
  [AUDIT_TARGET_TYPE.AUDIT_LOG]: 'Audit log',
  [AUDIT_TARGET_TYPE.PERSONAL_DATA]: 'Personal data',
};

/** A target type's name; a type this screen does not know shows as it is. */
export function targetTypeLabel(type: string): string {
  return (AUDIT_TARGET_LABEL as Record<string, string | undefined>)[type] ?? type;
}

export const AUDIT_TARGET_OPTIONS = Object.entries(AUDIT_TARGET_LABEL)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));

/** Who acted, in words: their name (or the token or the system) and, for a person, their role. */
export function actorWords(actor: TAuditEvent['actor']): { name: string; detail: string | null } {
  if (actor.kind === AUDIT_ACTOR_KIND.SYSTEM) return { name: 'System', detail: null };
  if (actor.kind === AUDIT_ACTOR_KIND.SCIM_TOKEN) return { name: actor.name || actor.id, detail: 'SCIM token' };
  const role = actor.role_id !== undefined ? ROLE_NAME[actor.role_id as TRoleId] : undefined;
  const onBehalf = actor.on_behalf || actor.kind === AUDIT_ACTOR_KIND.SUPER_ADMIN;
  return { name: actor.name || actor.id, detail: onBehalf ? 'Super administrator' : (role ?? null) };
}

/** A recorded value as text: none is "–" (created or removed), text as it is, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A field's name as a heading: `first_name` → "First name". */
export function fieldWords(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * When an event happened, to the second, in the viewer's time zone and naming it ("29 Jan 2027, 14:00:05 GMT"): the
 * log is evidence, and two readers in different zones must be able to tell they read the same moment.
 */
export function auditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
}
