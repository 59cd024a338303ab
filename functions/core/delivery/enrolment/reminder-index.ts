import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { USER_COURSE_STATE } from '@skillway/shared';
import { londonDay } from '../../platform/format/calendar-day';
import { keys } from '../../platform/db/keys';

/** What the reminder index keys are derived from: a course enrolment as it is after a write. */
export interface TReminderIndexSource {
  company_id: string;
  target_type: 'course' | 'channel';
  target_id: string;
  user_id: string;
  /** yyyy-mm-dd or '' for none. */
  deadline: string;
  enrolled_at: string;
  last_accessed_at?: string | undefined;
  state?: number | undefined;
}

/** The index attributes of an enrolment; `undefined` means the attribute is absent (removed on update). */
export interface TReminderIndexKeys {
  gsi2pk: string | undefined;
  gsi2sk: string | undefined;
  gsi3pk: string | undefined;
  gsi3sk: string | undefined;
}

/** The enrolment's last activity: its last access, or when it was enrolled if it was never opened (ISO times). */
export function lastActivityAt(source: Pick<TReminderIndexSource, 'enrolled_at' | 'last_accessed_at'>): string {
  const accessed = source.last_accessed_at ?? '';
  return accessed > source.enrolled_at ? accessed : source.enrolled_at;
}

/**
 * The sparse keys the daily reminders query by due day (events/schedules/send-reminders): a course enrolment that is
 * not complete is in the activity index (gsi3) under its last activity's Europe/London day, and, while it has a
 * deadline, in the deadline index (gsi2) under that day. A completed course or a playlist enrolment is in neither.
 * Every write of an enrolment (write-enrolment-changes, updateCourseProgress) sets these from the item it writes.
 */
export function reminderIndexKeys(source: TReminderIndexSource): TReminderIndexKeys {
  const none: TReminderIndexKeys = { gsi2pk: undefined, gsi2sk: undefined, gsi3pk: undefined, gsi3sk: undefined };
  if (source.target_type !== 'course' || source.state === USER_COURSE_STATE.COMPLETE) return none;
  const { company_id: companyId, target_id: courseId, user_id: userId } = source;
  const activityDay = londonDay(lastActivityAt(source));
  return {
    gsi2pk: source.deadline ? keys.enrolmentDeadlineIndexPk(companyId) : undefined,
    gsi2sk: source.deadline ? keys.enrolmentDayIndexSk(source.deadline, courseId, userId) : undefined,
    gsi3pk: keys.enrolmentActivityIndexPk(companyId),
    gsi3sk: keys.enrolmentDayIndexSk(activityDay, courseId, userId),
  };
}

/** The keys for a Put: absent ones are left out. */
export function presentIndexKeys(indexKeys: TReminderIndexKeys): Partial<Record<keyof TReminderIndexKeys, string>> {
  return Object.fromEntries(Object.entries(indexKeys).filter(([, value]) => value !== undefined));
}

/** The keys for an Update: absent ones are removed, so an enrolment leaves an index when it stops qualifying. */
export function indexKeyUpdates(indexKeys: TReminderIndexKeys) {
  const update = (value: string | undefined) => (value === undefined ? $remove() : value);
  return {
    gsi2pk: update(indexKeys.gsi2pk),
    gsi2sk: update(indexKeys.gsi2sk),
    gsi3pk: update(indexKeys.gsi3pk),
    gsi3sk: update(indexKeys.gsi3sk),
  };
}
