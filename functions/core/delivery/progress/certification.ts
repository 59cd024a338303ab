import { expiryOf, renewalDueOn } from '@skillway/shared/rules/recertification';
import type { TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { londonDay } from '../../platform/format/calendar-day';
import { validityOf, type TStoredRecertification } from '../../content/courses/recertification-settings';

/**
 * What a completion adds to the enrolment: the next certification cycle, when it was earned, and, on a course whose
 * certificates expire, the expiry day (from the course's base, counting from the previous expiry for an early
 * renewal) and the renewal's deadline. A course whose certificates never expire clears an expiry left from before.
 */
export function certificationPatch(
  current: TEnrolmentItem,
  next: TEnrolmentItem,
  stored: TStoredRecertification | undefined,
): { cycle: number; certified_at: string; expires_on: string | null; renewal_due: string | null } {
  const completedAt = next.completed_at ?? new Date().toISOString();
  const settings = validityOf(stored);
  const expiry = expiryOf(settings, londonDay(completedAt), current.expires_on ?? null);
  return {
    cycle: (current.cycle ?? 0) + 1,
    certified_at: completedAt,
    expires_on: expiry,
    renewal_due: expiry ? renewalDueOn(expiry, settings.deadline_days_after) : null,
  };
}
