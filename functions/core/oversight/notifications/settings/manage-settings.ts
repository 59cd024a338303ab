import {
  NOTIFICATION_DAY_FIELDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SWITCHES,
  NOTIFICATION_TYPE_NAMES,
  type TNotificationContent,
  type TNotificationSettings,
  type TNotificationSettingsBody,
  type TNotificationType,
} from '@skillway/shared';
import { requireCourse } from '../../../content/courses/course-repository';
import { loadSanitiser, sanitizeRichText } from '../../../platform/html/html-sanitiser';
import { AppError } from '../../../platform/http/app-error';
import { effectiveNotificationSettings, type TEffectiveNotificationSettings } from './effective-settings';
import { notificationTemplate } from './render-notification';
import { putContent, putSettings, type TSettingsValues } from './settings-repository';

/** The settings as the API shows them. */
function presentNotificationSettings(
  settings: TEffectiveNotificationSettings,
  courseId?: string,
): TNotificationSettings {
  return {
    get_by: settings.getBy,
    shown_up: settings.shownUp,
    ...settings.switches,
    ...settings.days,
    source: settings.source,
    ...(courseId ? { course_id: courseId } : {}),
  };
}

/** The fields sent laid over what applied before: a complete item to store. */
function mergeSettings(current: TEffectiveNotificationSettings, body: TNotificationSettingsBody): TSettingsValues {
  const values = {
    get_by: body.get_by ?? current.getBy,
    shown_up: body.shown_up ?? current.shownUp,
  } as TSettingsValues;
  for (const name of NOTIFICATION_SWITCHES) values[name] = body[name] ?? current.switches[name];
  for (const name of NOTIFICATION_DAY_FIELDS) values[name] = body[name] ?? current.days[name];
  return values;
}

/** Whether a body (PATCH /courses/{id}) carries any notification field. */
export function hasNotificationFields(body: TNotificationSettingsBody): boolean {
  return (['get_by', 'shown_up', ...NOTIFICATION_SWITCHES, ...NOTIFICATION_DAY_FIELDS] as const).some(
    (name) => body[name] !== undefined,
  );
}

export async function companySettingsView(companyId: string): Promise<TNotificationSettings> {
  return presentNotificationSettings(await effectiveNotificationSettings(companyId));
}

/** POST /notification-setting: the fields sent replace the company's (omitted ones keep what applied). */
export async function saveCompanySettings(
  companyId: string,
  body: TNotificationSettingsBody,
): Promise<TNotificationSettings> {
  const current = await effectiveNotificationSettings(companyId);
  await putSettings(companyId, mergeSettings(current, body));
  return companySettingsView(companyId);
}

/** GET /get-notification-course-setting/{courseId}: what applies to the course (404 for another company's). */
export async function courseSettingsView(companyId: string, courseId: string): Promise<TNotificationSettings> {
  await requireCourse(companyId, courseId);
  return presentNotificationSettings(await effectiveNotificationSettings(companyId, courseId), courseId);
}

/**
 * The notification fields of PATCH /courses/{id}, saved as the course's override: laid over what applied to the
 * course (its override, else the company's settings, else the defaults). The caller has checked the course.
 */
export async function saveCourseSettings(
  companyId: string,
  courseId: string,
  body: TNotificationSettingsBody,
): Promise<void> {
  const current = await effectiveNotificationSettings(companyId, courseId);
  await putSettings(companyId, mergeSettings(current, body), courseId);
}

async function contentView(
  companyId: string,
  type: TNotificationType,
  courseId?: string,
): Promise<TNotificationContent> {
  const template = await notificationTemplate(companyId, type, courseId);
  return {
    content_type: type,
    name: NOTIFICATION_TYPE_NAMES[type],
    content: template.content,
    source: template.source,
    ...(courseId ? { course_id: courseId } : {}),
  };
}

/** GET /get-notification-content/{type}: the company's template, else the default text. */
export function companyContentView(companyId: string, type: TNotificationType): Promise<TNotificationContent> {
  return contentView(companyId, type);
}

/** GET /get-notification-course-content/{courseId}?ctype=: the course's, else the company's, else the default. */
export async function courseContentView(
  companyId: string,
  courseId: string,
  type: TNotificationType,
): Promise<TNotificationContent> {
  await requireCourse(companyId, courseId);
  return contentView(companyId, type, courseId);
}

/**
 * POST /notification-content: a template for the company or (with a course id) one course of it, sanitised with
 * the rich-text allow-list (placeholders are plain text and survive); nothing readable left is a 422.
 */
export async function saveContent(
  companyId: string,
  input: { content: string; content_type: TNotificationType; course_id?: string | null },
): Promise<TNotificationContent> {
  const courseId = input.course_id || undefined;
  if (courseId) await requireCourse(companyId, courseId);
  await loadSanitiser();
  const content = sanitizeRichText(input.content);
  if (!content) throw AppError.field('content', NOTIFICATION_MESSAGES.CONTENT_REQUIRED);
  await putContent(companyId, input.content_type, content, courseId);
  return contentView(companyId, input.content_type, courseId);
}
