import { msg } from '@lingui/core/macro';

/**
 * The days of the week, Monday (day 1) first, as WEEKDAY_NAMES (@skillway/shared) names them: the Email to… panel's
 * choice of day and the scheduled reports' "Every Monday" (a sentence of its own per day, as languages inflect the
 * day's name after "every").
 */
export const WEEKDAY_LABELS = [
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
  msg`Sunday`,
] as const;

export const EVERY_WEEKDAY = [
  msg`Every Monday`,
  msg`Every Tuesday`,
  msg`Every Wednesday`,
  msg`Every Thursday`,
  msg`Every Friday`,
  msg`Every Saturday`,
  msg`Every Sunday`,
] as const;
