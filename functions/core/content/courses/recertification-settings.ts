import { RECERTIFICATION_LIMITS, type TRecertification, type TRecertificationBody } from '@skillway/shared';
import type { TValiditySettings } from '@skillway/shared/rules/recertification';
import type { TCourseItem } from '../../platform/db/types';

/** A course's recertification settings as stored (absent values for the contract's nulls). */
export type TStoredRecertification = NonNullable<TCourseItem['recertification']>;

/** The contract's shape of the stored settings, or null when the course has none. */
export function presentRecertification(stored: TStoredRecertification | undefined): TRecertification | null {
  if (!stored) return null;
  return {
    required: stored.required,
    validity: stored.validity,
    months: stored.months ?? null,
    expiry_date: stored.expiry_date ?? null,
    base: stored.base,
    anniversary: stored.anniversary ?? null,
    window_days: stored.window_days,
    deadline_days_after: stored.deadline_days_after,
    renewal_course_id: stored.renewal_course_id ?? null,
    renewal_external_type: stored.renewal_external_type ?? null,
  };
}

/**
 * The stored form of a request's settings: only what its validity uses is kept (a months value left over from an
 * earlier choice would otherwise still be read), and a course whose certificates expire is always required.
 */
export function storedRecertification(body: TRecertificationBody): TStoredRecertification {
  const expires = body.validity !== 'never';
  const usesAnniversary = body.validity === 'months' && body.base === 'anniversary';
  return {
    required: expires || body.required,
    validity: body.validity,
    ...(body.validity === 'months' && body.months ? { months: body.months } : {}),
    ...(body.validity === 'date' && body.expiry_date ? { expiry_date: body.expiry_date } : {}),
    base: body.base,
    ...(usesAnniversary && body.anniversary ? { anniversary: body.anniversary } : {}),
    window_days: body.window_days,
    deadline_days_after: body.deadline_days_after,
    ...(body.renewal_course_id ? { renewal_course_id: body.renewal_course_id } : {}),
    ...(body.renewal_external_type ? { renewal_external_type: body.renewal_external_type } : {}),
  };
}

/** What the rules read (never set = never expires, no window). */
export function validityOf(stored: TStoredRecertification | undefined): TValiditySettings {
  const settings = presentRecertification(stored);
  if (!settings)
    return {
      validity: 'never',
      months: null,
      expiry_date: null,
      base: 'completion',
      anniversary: null,
      window_days: RECERTIFICATION_LIMITS.WINDOW_DEFAULT,
      deadline_days_after: 0,
    };
  return settings;
}

/** Whether the course's certificates expire. */
export function expires(stored: TStoredRecertification | undefined): boolean {
  return !!stored && stored.validity !== 'never';
}
