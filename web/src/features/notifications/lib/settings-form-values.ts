import {
  NOTIFICATION_DAY_FIELDS,
  NOTIFICATION_SWITCHES,
  type TNotificationDayField,
  type TNotificationSettings,
  type TNotificationSwitch,
} from '@skillway/shared';

/** The settings form: choices as the Select's strings, day counts as typed (free text; the server checks them). */
export type TSettingsFormValues = { get_by: string; shown_up: string } & Record<TNotificationSwitch, boolean> &
  Record<TNotificationDayField, string>;

/**
 * What the save sends: get by, shown up, every switch and every day count as numbers (text that is no
 * number goes as null, which the server answers with its 'must be a number' under the field).
 */
export type TSettingsPayload = { get_by: number; shown_up: number } & Record<TNotificationSwitch, boolean> &
  Record<TNotificationDayField, number>;

export function settingsFormValues(settings: TNotificationSettings): TSettingsFormValues {
  const values = { get_by: String(settings.get_by), shown_up: String(settings.shown_up) } as TSettingsFormValues;
  for (const name of NOTIFICATION_SWITCHES) values[name] = settings[name];
  for (const name of NOTIFICATION_DAY_FIELDS) values[name] = String(settings[name]);
  return values;
}

export function settingsPayload(values: TSettingsFormValues): TSettingsPayload {
  const payload = { get_by: Number(values.get_by), shown_up: Number(values.shown_up) } as TSettingsPayload;
  for (const name of NOTIFICATION_SWITCHES) payload[name] = values[name];
  for (const name of NOTIFICATION_DAY_FIELDS) payload[name] = Number(values[name].trim());
  return payload;
}
