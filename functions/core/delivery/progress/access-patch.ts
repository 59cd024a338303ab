import { londonDay } from '../../platform/format/calendar-day';

/** A progress patch (TProgressPatch of progress-patch.ts): attribute -> value, `null` removes one. */
interface TAccessPatch {
  last_accessed_at?: string | null;
  watch_times?: unknown;
}

/** The enrolment as stored, compared attribute by attribute (the item has more than any patch names). */
type TStoredProgress = Readonly<Record<string, unknown>>;

function sameValue(stored: unknown, value: unknown): boolean {
  if (value === null) return stored === undefined || stored === null;
  if (typeof value !== 'object' || typeof stored !== 'object' || stored === null) return stored === value;
  const left = Object.entries(stored as Record<string, unknown>);
  const right = value as Record<string, unknown>;
  return left.length === Object.keys(right).length && left.every(([name, item]) => right[name] === item);
}

/** Both the UTC day (what reports and the users table show) and the Europe/London day (the idle reminders' index). */
function sameDay(stored: string | undefined, at: string): boolean {
  return !!stored && stored.slice(0, 10) === at.slice(0, 10) && londonDay(stored) === londonDay(at);
}

/**
 * What of a learner call's patch the Enrolment item must take, or null for nothing. The Enrolment carries three
 * indexes, so it is written only when something its readers use changes: state, progress, started/completed, the
 * accessed materials, the test result – or the day of the last access (reports and the users table show the day, the
 * idle reminders index it), so the last access moves at most once a day without another change. The exact time of the
 * last access and the video positions go to the resume point (resume-point-repository.ts); `watch_times` is never
 * written to the Enrolment by a learner call.
 */
export function enrolmentAccessPatch<TPatch extends TAccessPatch>(
  stored: TStoredProgress,
  patch: TPatch,
): Partial<TPatch> | null {
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(patch)) {
    if (name === 'watch_times' || name === 'last_accessed_at' || value === undefined) continue;
    if (!sameValue(stored[name], value)) changed[name] = value;
  }
  const at = patch.last_accessed_at;
  const storedAt = typeof stored.last_accessed_at === 'string' ? stored.last_accessed_at : undefined;
  if (at && (Object.keys(changed).length > 0 || !sameDay(storedAt, at))) changed.last_accessed_at = at;
  // The kept attributes are the patch's own, with the patch's values.
  return Object.keys(changed).length > 0 ? (changed as Partial<TPatch>) : null;
}
