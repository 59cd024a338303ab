import { splitMinutes } from '@skillway/shared/rules/duration';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../platform/i18n/server-texts';

/**
 * The course's duration as its certificate prints it, in the learner's language: formatDuration's words
 * ('1 hr 15 mins', '2 hr', '45 minutes', '1 minute'; English exactly as the learner screens show them).
 */
export function certificateDuration(totalMinutes: number, language: TLanguage | undefined): string {
  const i18n = textsIn(language);
  const { hours, minutes } = splitMinutes(totalMinutes);
  if (hours === 0) return i18n._('{minutes, plural, one {{minutes} minute} other {{minutes} minutes}}', { minutes });
  return minutes === 0 ? i18n._('{hours} hr', { hours }) : i18n._('{hours} hr {minutes} mins', { hours, minutes });
}
