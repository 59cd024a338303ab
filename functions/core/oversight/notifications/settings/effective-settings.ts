import {
  NOTIFICATION_DAY_FIELDS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_SWITCHES,
  type TNotificationDayField,
  type TNotificationGetBy,
  type TNotificationShownUp,
  type TNotificationSwitch,
} from '@skillway/shared';
import { readSettingsItems, type TNotificationSettingsItem } from './settings-repository';

export type TNotificationSettingsSource = 'course' | 'company' | 'default';

/** The notification settings that apply (to a company, or to one course of it). */
export interface TEffectiveNotificationSettings {
  /** 1 Admin, 2 User, 3 Both. */
  getBy: TNotificationGetBy;
  /** 1 Email, 2 Platform, 3 Both. */
  shownUp: TNotificationShownUp;
  switches: Record<TNotificationSwitch, boolean>;
  days: Record<TNotificationDayField, number>;
  source: TNotificationSettingsSource;
}

export function defaultNotificationSettings(): TEffectiveNotificationSettings {
  return {
    getBy: NOTIFICATION_DEFAULTS.getBy,
    shownUp: NOTIFICATION_DEFAULTS.shownUp,
    switches: { ...NOTIFICATION_DEFAULTS.switches },
    days: { ...NOTIFICATION_DEFAULTS.days },
    source: 'default',
  };
}

/**
 * A stored settings item as effective settings. A switch or day count the item does not hold (one added after it was
 * saved, as recertification's were) takes its default.
 */
export function settingsFromItem(
  item: TNotificationSettingsItem,
  source: TNotificationSettingsSource,
): TEffectiveNotificationSettings {
  const switches = {} as Record<TNotificationSwitch, boolean>;
  for (const name of NOTIFICATION_SWITCHES) switches[name] = item[name] ?? NOTIFICATION_DEFAULTS.switches[name];
  const days = {} as Record<TNotificationDayField, number>;
  for (const name of NOTIFICATION_DAY_FIELDS) days[name] = item[name] ?? NOTIFICATION_DEFAULTS.days[name];
  return {
    getBy: item.get_by as TNotificationGetBy,
    shownUp: item.shown_up as TNotificationShownUp,
    switches,
    days,
    source,
  };
}

function pick(
  company: TNotificationSettingsItem | undefined,
  course: TNotificationSettingsItem | undefined,
): TEffectiveNotificationSettings {
  if (course) return settingsFromItem(course, 'course');
  if (company) return settingsFromItem(company, 'company');
  return defaultNotificationSettings();
}

/**
 * The settings that apply: the course's override when `courseId` is given and the course has one, else the
 * company's saved settings, else the defaults (getBy 2, shownUp 3, every switch on, day counts 7/14/30, and 30 and 7
 * for the certificate expiry reminders).
 * One BatchGetItem; the course is not checked to exist (callers that take a course id from a request do).
 */
export async function effectiveNotificationSettings(
  companyId: string,
  courseId?: string,
): Promise<TEffectiveNotificationSettings> {
  const { company, course } = await readSettingsItems(companyId, courseId);
  return pick(company, course);
}
