import { plural, t } from '@lingui/core/macro';
import {
  MONTH_NAMES,
  COURSE_TYPES,
  externalTrainingTypeName,
  RECERTIFICATION_LIMITS,
  type TExpiryBase,
  type TRecertification,
  type TRecertificationBody,
  type TValidityKind,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { formatDayMonth, formatShortDate } from '../../../lib/format-date';

/**
 * The Recertification panel's values: the settings as the fields hold them (a NumberInput left empty is '', the
 * anniversary is a day and a month) and the body the API takes, worked out from them.
 */
export interface TRecertificationValues {
  required: boolean;
  validity: TValidityKind;
  months: number | string;
  /** yyyy-mm-dd (the date field's value), or null. */
  expiry_date: string | null;
  base: TExpiryBase;
  /** '01'–'31' and '01'–'12': the anniversary's day and month. */
  anniversary_day: string | null;
  anniversary_month: string | null;
  window_days: number | string;
  deadline_days_after: number | string;
  renewal_course_id: string | null;
  /** The external training type's id as the Select holds it (a string), or null. */
  renewal_external_type: string | null;
}

/** The typical renewal period, offered when months are first chosen. */
const DEFAULT_MONTHS = 12;

export function recertificationValues(settings: TRecertification | null): TRecertificationValues {
  const [month, day] = settings?.anniversary?.split('-') ?? [];
  return {
    required: settings?.required ?? false,
    validity: settings?.validity ?? 'never',
    months: settings?.months ?? DEFAULT_MONTHS,
    expiry_date: settings?.expiry_date ?? null,
    base: settings?.base ?? 'completion',
    anniversary_day: day ?? null,
    anniversary_month: month ?? null,
    window_days: settings?.window_days ?? RECERTIFICATION_LIMITS.WINDOW_DEFAULT,
    deadline_days_after: settings?.deadline_days_after ?? 0,
    renewal_course_id: settings?.renewal_course_id ?? null,
    renewal_external_type:
      settings?.renewal_external_type !== null && settings?.renewal_external_type !== undefined
        ? String(settings.renewal_external_type)
        : null,
  };
}

/** A number field's value; an empty field is left out, so the schema says the field is required. */
function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
}

/**
 * The request body (before the schema checks it). Only what the validity uses is sent: months and the base for
 * "A number of months", the date for "A fixed expiry date", the anniversary for that base. A certificate that expires
 * is always on the Compliance screen. "Never expires" hides the renewal fields, so their stored values go back as
 * they were.
 */
export function recertificationRequest(values: TRecertificationValues, stored: TRecertificationValues) {
  const expires = values.validity !== 'never';
  const months = values.validity === 'months';
  const renewal = expires ? values : stored;
  return {
    required: expires || values.required,
    validity: values.validity,
    months: months ? numberOf(values.months) : null,
    expiry_date: values.validity === 'date' ? values.expiry_date : null,
    base: values.base,
    anniversary:
      months && values.base === 'anniversary' && values.anniversary_day && values.anniversary_month
        ? `${values.anniversary_month}-${values.anniversary_day}`
        : null,
    window_days: numberOf(renewal.window_days),
    deadline_days_after: numberOf(renewal.deadline_days_after),
    renewal_course_id: renewal.renewal_course_id,
    renewal_external_type: renewal.renewal_external_type ? Number(renewal.renewal_external_type) : null,
  };
}

/** The body's keys that are not a field of their own: the anniversary's message goes under its day. */
export const RECERTIFICATION_FIELD_MAP: Record<string, string> = { anniversary: 'anniversary_day' };

/** Error keys (the schema's or the server's) as the form's fields. */
export function toFormErrors(errors: Record<string, unknown>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message) mapped[RECERTIFICATION_FIELD_MAP[key] ?? key] = message;
  }
  return mapped;
}

type TExpiryRule = Pick<TRecertificationBody, 'validity' | 'months' | 'expiry_date' | 'base' | 'anniversary'>;

/** What decides a certificate's expiry date, as one comparable value (the fields the validity does not use ignored). */
function expiryRuleKey(rule: TExpiryRule): string {
  if (rule.validity === 'date') return `date:${rule.expiry_date ?? ''}`;
  if (rule.validity === 'never') return 'never';
  const anniversary = rule.base === 'anniversary' ? `:${rule.anniversary ?? ''}` : '';
  return `months:${rule.months ?? ''}:${rule.base}${anniversary}`;
}

/** A course without settings: its certificates never expire. */
export const NEVER_EXPIRES_RULE: TExpiryRule = {
  validity: 'never',
  months: null,
  expiry_date: null,
  base: 'completion',
  anniversary: null,
};

/** Whether new settings would move the expiry of certificates already issued (the impact question is worth asking). */
export function expiryRuleChanged(before: TExpiryRule, after: TExpiryRule): boolean {
  return expiryRuleKey(before) !== expiryRuleKey(after);
}

/** The external training types (the course types), by name: a record of the chosen one renews the course. */
export function externalTypeOptions() {
  return COURSE_TYPES.map((type) => ({ value: String(type.id), label: specText(type.name) }));
}

export const ANNIVERSARY_DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label: String(index + 1),
}));

export const ANNIVERSARY_MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label,
}));

/** The date field's typed text, dd-mm-yyyy as the admin screens write dates (also with / or .), as yyyy-mm-dd. */
export function parseShortDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** An mm-dd anniversary in words, in the active language: 1 April. */
function anniversaryText(anniversary: string | null): string {
  const [month, day] = anniversary?.split('-').map(Number) ?? [];
  return month && day ? formatDayMonth(month, day) : '';
}

/** How long certificates are valid, counted from the settings' base. */
function validForText(months: number, base: TExpiryBase, anniversary: string | null): string {
  if (base === 'completion')
    return t`Certificates are valid for ${plural(months, { one: '# month', other: '# months' })}, from the completion date.`;
  if (base === 'previous_expiry')
    return t`Certificates are valid for ${plural(months, { one: '# month', other: '# months' })}, from the previous expiry date.`;
  const day = anniversaryText(anniversary);
  return t`Certificates are valid for ${plural(months, { one: '# month', other: '# months' })}, on a fixed anniversary (${day}).`;
}

/** The course manager's summary of the settings, one sentence a line (in the active language: called at render). */
export function recertificationSummary(settings: TRecertification | null): string[] {
  const compliance = settings?.required ? t`Shown on the Compliance screen.` : t`Not on the Compliance screen.`;
  if (!settings || settings.validity === 'never') return [t`Certificates never expire.`, compliance];
  const lines: string[] = [];
  if (settings.validity === 'date') {
    const expiryDate = formatShortDate(settings.expiry_date);
    lines.push(t`Certificates expire on ${expiryDate}.`);
  } else {
    lines.push(validForText(settings.months ?? 0, settings.base, settings.anniversary));
  }
  const window = settings.window_days;
  const after = settings.deadline_days_after;
  lines.push(
    after === 0
      ? t`Learners are enrolled again ${plural(window, { one: '# day', other: '# days' })} before their certificate expires; the renewal is due by the expiry date.`
      : t`Learners are enrolled again ${plural(window, { one: '# day', other: '# days' })} before their certificate expires; the renewal is due ${plural(after, { one: '# day', other: '# days' })} after it.`,
  );
  if (settings.renewal_course_id) lines.push(t`A renewal takes the chosen renewal course instead of this one.`);
  const typeName =
    settings.renewal_external_type === null ? null : externalTrainingTypeName(settings.renewal_external_type);
  if (typeName) {
    const external = specText(typeName);
    lines.push(t`An external training record of type ${external} renews it.`);
  }
  lines.push(compliance);
  return lines;
}
