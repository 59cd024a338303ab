import { plural, t } from '@lingui/core/macro';
import { splitMinutes } from '@skillway/shared/rules/duration';

/**
 * A course's duration in the active language (issue 34; call it at render time): in English the shared
 * formatDuration's words exactly, '{h} hr {m} mins' from an hour upwards, else '{m} minutes' (a whole number of hours
 * drops the '0 mins'; one minute reads '1 minute').
 */
export function formatDuration(totalMinutes: number): string {
  const { hours, minutes } = splitMinutes(totalMinutes);
  if (hours === 0) return plural(minutes, { one: '# minute', other: '# minutes' });
  return minutes === 0 ? t`${hours} hr` : t`${hours} hr ${minutes} mins`;
}
