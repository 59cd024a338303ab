import * as z from 'zod/mini';
import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_DAYS_MAX,
  NOTIFICATION_DAYS_MIN,
  NOTIFICATION_DAY_LABELS,
  NOTIFICATION_GET_BY,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SHOWN_UP,
  NOTIFICATION_TYPE_IDS,
  type TNotificationDayField,
} from '../constants/notifications';
import { ZId, label } from './fields';

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  data: z.object({
    notification_type: z.number(),
    course_id: z.optional(z.string()),
    channel_id: z.optional(z.string()),
  }),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZUnreadCount = z.object({ data: z.object({ count: z.number() }) });

// ---- settings and templates (administration: Notification Settings; PATCH /courses/{id}'s notification fields) ----

function wholeDays(field: TNotificationDayField) {
  const name = NOTIFICATION_DAY_LABELS[field].toLowerCase();
  return z.pipe(
    z.union([z.number(), z.string()], { error: `The ${name} must be a number.` }),
    z
      .transform((value: number | string) => {
        if (typeof value === 'number') return value;
        const text = value.trim();
        return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      })
      .check(
        z.refine((n: number) => Number.isFinite(n), { message: `The ${name} must be a number.`, abort: true }),
        z.refine((n: number) => Number.isInteger(n), { message: `The ${name} must be a whole number.`, abort: true }),
        z.refine((n: number) => n >= NOTIFICATION_DAYS_MIN, {
          message: `The ${name} must be at least ${NOTIFICATION_DAYS_MIN}.`,
          abort: true,
        }),
        z.refine((n: number) => n <= NOTIFICATION_DAYS_MAX, {
          message: `The ${name} may not be greater than ${NOTIFICATION_DAYS_MAX}.`,
        }),
      ),
  );
}

function choice(field: string, allowed: readonly number[]) {
  const message = `The selected ${label(field)} is invalid.`;
  return z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))], { error: message }),
    z.transform((value: number | string) => Number(value)).check(z.refine((n: number) => allowed.includes(n), message)),
  );
}

function onOff(field: string) {
  return z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: `The ${label(field)} field must be true or false.`,
    }),
    z.transform((value: boolean | 0 | 1 | '0' | '1') => value === true || value === 1 || value === '1'),
  );
}

/** A notification type number, 1–13 (path `{type}`, `content_type`, `ctype`). */
export function notificationType(field: string) {
  return choice(field, NOTIFICATION_TYPE_IDS);
}

/**
 * The settings fields of POST /notification-setting and PATCH /courses/{id}, each optional (omitted keeps the
 * stored value, else the default). Switches take true/false or 0/1; day counts whole days 1–365 (numbers or the
 * free-text field's string).
 */
export const notificationSettingsFields = {
  get_by: z.optional(choice('get_by', Object.values(NOTIFICATION_GET_BY))),
  shown_up: z.optional(choice('shown_up', Object.values(NOTIFICATION_SHOWN_UP))),
  course_assign: z.optional(onOff('course_assign')),
  playlist_assign: z.optional(onOff('playlist_assign')),
  deadline_set: z.optional(onOff('deadline_set')),
  deadline_changed: z.optional(onOff('deadline_changed')),
  missed_deadline: z.optional(onOff('missed_deadline')),
  course_status_changed: z.optional(onOff('course_status_changed')),
  course_completion: z.optional(onOff('course_completion')),
  certificate_expired: z.optional(onOff('certificate_expired')),
  renewal_enrolled: z.optional(onOff('renewal_enrolled')),
  deadline_before: z.optional(wholeDays('deadline_before')),
  idle_after: z.optional(wholeDays('idle_after')),
  external_deadline_before: z.optional(wholeDays('external_deadline_before')),
  certificate_expiring_first: z.optional(wholeDays('certificate_expiring_first')),
  certificate_expiring_second: z.optional(wholeDays('certificate_expiring_second')),
};

/** POST /notification-setting. */
export const ZNotificationSettingsBody = z.object(notificationSettingsFields);
export type TNotificationSettingsBody = z.infer<typeof ZNotificationSettingsBody>;

/** The settings as read back (company or course): what applies, and where it comes from. */
export const ZNotificationSettings = z.object({
  get_by: z.number(),
  shown_up: z.number(),
  course_assign: z.boolean(),
  playlist_assign: z.boolean(),
  deadline_set: z.boolean(),
  deadline_changed: z.boolean(),
  missed_deadline: z.boolean(),
  course_status_changed: z.boolean(),
  course_completion: z.boolean(),
  certificate_expired: z.boolean(),
  renewal_enrolled: z.boolean(),
  deadline_before: z.number(),
  idle_after: z.number(),
  external_deadline_before: z.number(),
  certificate_expiring_first: z.number(),
  certificate_expiring_second: z.number(),
  /** 'course' (the course's override), 'company' (the company's saved settings) or 'default' (nothing saved). */
  source: z.enum(['course', 'company', 'default']),
  course_id: z.optional(z.string()),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationTypeParams = z.object({ type: notificationType('type') });
export const ZNotificationCourseParams = z.object({ courseId: ZId });
export const ZNotificationCourseContentQuery = z.object({ ctype: notificationType('ctype') });

/** POST /notification-content: the template of one type, for the company or (with course_id) one course. */
export const ZNotificationContentBody = z.object({
  content: z
    .string({ error: NOTIFICATION_MESSAGES.CONTENT_REQUIRED })
    .check(
      z.maxLength(
        NOTIFICATION_CONTENT_MAX,
        `The content may not be greater than ${NOTIFICATION_CONTENT_MAX} characters.`,
      ),
    ),
  content_type: notificationType('content_type'),
  course_id: z.optional(z.nullable(z.union([z.literal(''), ZId]))),
});
export type TNotificationContentBody = z.infer<typeof ZNotificationContentBody>;

/** One type's content as read back: the saved template, else the company's (for a course), else the default. */
export const ZNotificationContent = z.object({
  content_type: z.number(),
  name: z.string(),
  content: z.string(),
  source: z.enum(['course', 'company', 'default']),
  course_id: z.optional(z.string()),
});
export type TNotificationContent = z.infer<typeof ZNotificationContent>;
