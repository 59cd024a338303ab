import { COURSE_LIMITS } from '@skillway/shared';

/** The spec's rule: duration in minutes = hours * 60 + minutes (minutes may already carry whole hours). The request
 * schemas refuse a longer duration than the limit (under minutes); the cap only guards the stored value. */
export function foldMinutes(hours: number | null | undefined, minutes: number | null | undefined): number {
  return Math.min((hours ?? 0) * 60 + (minutes ?? 0), COURSE_LIMITS.totalMinutesMax);
}

/** Stored minutes back into the form's hours and minutes. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.floor(total));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}
