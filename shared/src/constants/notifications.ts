/**
 * Notification settings and templates (administration spec: Notification Settings, section 3's notification settings
 * entity, section 9's default choice). The web forms and the server read the same values.
 */

/** The notification types (ten from the spec, three for recertification); each has content (a template) of its own. */
export const NOTIFICATION_TYPE = {
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
  CERTIFICATE_EXPIRING: 11,
  CERTIFICATE_EXPIRED: 12,
  RENEWAL_ENROLLED: 13,
} as const;
export type TNotificationType = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];
export const NOTIFICATION_TYPE_IDS = Object.values(NOTIFICATION_TYPE) as readonly TNotificationType[];

/** The spec's name of each type (also the name of its switch or day count). */
export const NOTIFICATION_TYPE_NAMES: Record<TNotificationType, string> = {
  1: 'course_assign',
  2: 'playlist_assign',
  3: 'deadline_set',
  4: 'deadline_changed',
  5: 'missed_deadline',
  6: 'deadline_before',
  7: 'idle_after',
  8: 'external_deadline_before',
  9: 'course_status_changed',
  10: 'course_completion',
  11: 'certificate_expiring',
  12: 'certificate_expired',
  13: 'renewal_enrolled',
};

/** Labels of the types on the settings screen and in the template picker. */
export const NOTIFICATION_TYPE_LABELS: Record<TNotificationType, string> = {
  1: 'Course assigned',
  2: 'Playlist assigned',
  3: 'Deadline set',
  4: 'Deadline changed',
  5: 'Missed deadline',
  6: 'Deadline reminder',
  7: 'Idle reminder',
  8: 'External training expiring',
  9: 'Course status changed',
  10: 'Course completed',
  11: 'Certificate expiring',
  12: 'Certificate expired',
  13: 'Renewal enrolled',
};

export function isNotificationType(value: number): value is TNotificationType {
  return (NOTIFICATION_TYPE_IDS as readonly number[]).includes(value);
}

/** notification_get_by: who receives a notification. */
export const NOTIFICATION_GET_BY = { ADMIN: 1, USER: 2, BOTH: 3 } as const;
export type TNotificationGetBy = (typeof NOTIFICATION_GET_BY)[keyof typeof NOTIFICATION_GET_BY];
export const NOTIFICATION_GET_BY_OPTIONS = [
  { value: 1, label: 'Admin' },
  { value: 2, label: 'User' },
  { value: 3, label: 'Both' },
] as const;

/** notification_shown_up: through which channel. */
export const NOTIFICATION_SHOWN_UP = { EMAIL: 1, PLATFORM: 2, BOTH: 3 } as const;
export type TNotificationShownUp = (typeof NOTIFICATION_SHOWN_UP)[keyof typeof NOTIFICATION_SHOWN_UP];
export const NOTIFICATION_SHOWN_UP_OPTIONS = [
  { value: 1, label: 'Email' },
  { value: 2, label: 'Platform' },
  { value: 3, label: 'Both' },
] as const;

/** The on/off switches: the spec's seven, in its order, then recertification's. */
export const NOTIFICATION_SWITCHES = [
  'course_assign',
  'playlist_assign',
  'deadline_set',
  'deadline_changed',
  'missed_deadline',
  'course_status_changed',
  'course_completion',
  'certificate_expired',
  'renewal_enrolled',
] as const;
export type TNotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];

/** The switch that governs a type (the day-count reminders, types 6–8 and 11, have none: their day count applies). */
export const NOTIFICATION_TYPE_SWITCH: Partial<Record<TNotificationType, TNotificationSwitch>> = {
  1: 'course_assign',
  2: 'playlist_assign',
  3: 'deadline_set',
  4: 'deadline_changed',
  5: 'missed_deadline',
  9: 'course_status_changed',
  10: 'course_completion',
  12: 'certificate_expired',
  13: 'renewal_enrolled',
};

/** The day counts (whole days, 1–365): the spec's three, then the two certificate expiry reminders. */
export const NOTIFICATION_DAY_FIELDS = [
  'deadline_before',
  'idle_after',
  'external_deadline_before',
  'certificate_expiring_first',
  'certificate_expiring_second',
] as const;
export type TNotificationDayField = (typeof NOTIFICATION_DAY_FIELDS)[number];
/** The day counts as the settings screens label them (and as their messages name them). */
export const NOTIFICATION_DAY_LABELS: Record<TNotificationDayField, string> = {
  deadline_before: 'Deadline reminder',
  idle_after: 'Idle reminder',
  external_deadline_before: 'External training expiry',
  certificate_expiring_first: 'Certificate expiry, first reminder',
  certificate_expiring_second: 'Certificate expiry, second reminder',
};
export const NOTIFICATION_DAYS_MIN = 1;
export const NOTIFICATION_DAYS_MAX = 365;

/** The type each day count drives. */
export const NOTIFICATION_DAY_TYPE: Record<TNotificationDayField, TNotificationType> = {
  deadline_before: 6,
  idle_after: 7,
  external_deadline_before: 8,
  certificate_expiring_first: 11,
  certificate_expiring_second: 11,
};

/** What applies when nothing is saved (section 9: getBy 2 and shownUp 3; every switch on). */
export const NOTIFICATION_DEFAULTS = {
  getBy: NOTIFICATION_GET_BY.USER,
  shownUp: NOTIFICATION_SHOWN_UP.BOTH,
  switches: {
    course_assign: true,
    playlist_assign: true,
    deadline_set: true,
    deadline_changed: true,
    missed_deadline: true,
    course_status_changed: true,
    course_completion: true,
    certificate_expired: true,
    renewal_enrolled: true,
  } satisfies Record<TNotificationSwitch, boolean>,
  days: {
    deadline_before: 7,
    idle_after: 14,
    external_deadline_before: 30,
    certificate_expiring_first: 30,
    certificate_expiring_second: 7,
  } satisfies Record<TNotificationDayField, number>,
} as const;

/** The placeholders a template may use, replaced when a notification is sent. */
export const NOTIFICATION_PLACEHOLDERS = [
  '{first_name}',
  '{last_name}',
  '{course_name}',
  '{playlist_name}',
  '{deadline}',
  '{days}',
  '{company_name}',
  '{link}',
  '{expiry_date}',
] as const;
export type TNotificationPlaceholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];
/** A placeholder's name without braces: the keys of the values passed to rendering. */
export type TNotificationVar =
  | 'first_name'
  | 'last_name'
  | 'course_name'
  | 'playlist_name'
  | 'deadline'
  | 'days'
  | 'company_name'
  | 'link'
  | 'expiry_date';
export type TNotificationVars = Partial<Record<TNotificationVar, string | number>>;

/** Values the template preview uses. */
export const NOTIFICATION_SAMPLE_VALUES: Record<TNotificationVar, string> = {
  first_name: 'Alex',
  last_name: 'Morgan',
  course_name: 'Fire Safety Awareness',
  playlist_name: 'New Starter Essentials',
  deadline: '31/12/2026',
  days: '7',
  company_name: 'Demo Ltd',
  link: 'https://app.skillway.example/learner/my-courses',
  expiry_date: '12/03/2027',
};

/**
 * The short in-app title of each type (also the email's subject); plain text with placeholders. Not editable:
 * the content templates are.
 */
export const NOTIFICATION_TITLES: Record<TNotificationType, string> = {
  1: 'You have been assigned the course {course_name}',
  2: 'You have been assigned the playlist {playlist_name}',
  3: 'A deadline has been set for {course_name}',
  4: 'The deadline for {course_name} has changed',
  5: 'You missed the deadline for {course_name}',
  6: '{course_name} is due in {days} days',
  7: 'You have not worked on {course_name} for {days} days',
  8: '{course_name} expires in {days} days',
  9: 'The status of {course_name} has changed',
  10: 'You have completed {course_name}',
  11: 'Your {course_name} certificate expires in {days} days',
  12: 'Your {course_name} certificate has expired',
  13: 'Renew your {course_name} certificate by {deadline}',
};

/** The default content of each type (rich-text HTML with placeholders) until the company saves its own. */
export const NOTIFICATION_DEFAULT_CONTENT: Record<TNotificationType, string> = {
  1: '<p>Hi {first_name},</p><p>You have been assigned the course <strong>{course_name}</strong> by {company_name}.</p><p><a href="{link}">Open the course</a></p>',
  2: '<p>Hi {first_name},</p><p>You have been assigned the playlist <strong>{playlist_name}</strong> by {company_name}.</p><p><a href="{link}">Open the playlist</a></p>',
  3: '<p>Hi {first_name},</p><p>A deadline of <strong>{deadline}</strong> has been set for the course <strong>{course_name}</strong>.</p><p><a href="{link}">Open the course</a></p>',
  4: '<p>Hi {first_name},</p><p>The deadline for the course <strong>{course_name}</strong> is now <strong>{deadline}</strong>.</p><p><a href="{link}">Open the course</a></p>',
  5: '<p>Hi {first_name},</p><p>The deadline of {deadline} for the course <strong>{course_name}</strong> has passed and the course is not complete. Please complete it as soon as you can.</p><p><a href="{link}">Open the course</a></p>',
  6: '<p>Hi {first_name},</p><p>This is a reminder that the course <strong>{course_name}</strong> is due in {days} days, on {deadline}.</p><p><a href="{link}">Open the course</a></p>',
  7: '<p>Hi {first_name},</p><p>You have not worked on the course <strong>{course_name}</strong> for {days} days. Pick up where you left off.</p><p><a href="{link}">Open the course</a></p>',
  8: '<p>Hi {first_name},</p><p>Your external training <strong>{course_name}</strong> expires in {days} days, on {deadline}. Please arrange to renew it.</p><p><a href="{link}">Open your external training</a></p>',
  9: '<p>Hi {first_name},</p><p>The status of the course <strong>{course_name}</strong> has changed.</p><p><a href="{link}">Open the course</a></p>',
  10: '<p>Hi {first_name},</p><p>Congratulations: you have completed the course <strong>{course_name}</strong>.</p><p><a href="{link}">Open the course</a></p>',
  11: '<p>Hi {first_name},</p><p>The certificate for <strong>{course_name}</strong> expires in {days} days, on {expiry_date}. Complete the renewal before then to stay in date.</p><p><a href="{link}">Open the course</a></p>',
  12: '<p>Hi {first_name},</p><p>The certificate for <strong>{course_name}</strong> expired on {expiry_date}. Complete the renewal by {deadline}.</p><p><a href="{link}">Open the course</a></p>',
  13: '<p>Hi {first_name},</p><p>Your certificate for <strong>{course_name}</strong> expires on {expiry_date}, so you have been enrolled on it again. Please complete the renewal by {deadline}.</p><p><a href="{link}">Open the course</a></p>',
};

/** Longest template content accepted (characters of HTML, before sanitising). */
export const NOTIFICATION_CONTENT_MAX = 20_000;

/** The messages of the settings screen and the course's Edit Notification panel. */
export const NOTIFICATION_MESSAGES = {
  SETTINGS_UPDATED: 'Notification Settings Successfully Updated.',
  SAVE_FAILED: 'Oops something went wrong',
  UPDATED: 'Notification has been updated.',
  CONTENT_REQUIRED: 'The content field is required.',
  CONTENT_TYPE_INVALID: 'The selected content type is invalid.',
} as const;
