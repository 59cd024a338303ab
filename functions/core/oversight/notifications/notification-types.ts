/**
 * Notification type numbers. 1 to 10 are the spec's (administration section 3, notification settings); 0 is a
 * platform message that no company setting controls (for example the welcome after registration).
 */
export const NOTIFICATION_TYPE = {
  PLATFORM: 0,
  COURSE_ASSIGN: 1,
  PLAYLIST_ASSIGN: 2,
  DEADLINE_SET: 3,
  DEADLINE_CHANGED: 4,
  MISSED_DEADLINE: 5,
  DEADLINE_BEFORE: 6,
  IDLE_AFTER: 7,
  EXTERNAL_DEADLINE_BEFORE: 8,
  COURSE_STATUS_CHANGED: 9,
  COURSE_COMPLETION: 10,
} as const;
