import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@skillway/shared';
import { useProfile } from '../../profile/api/queries';

/**
 * The language a course is named in on the learner's screens (issue 34: course content stays as authored): its own,
 * only when it is not the learner's, else null (nothing to say).
 */
export function shownCourseLanguage(courseLanguage: TLanguage, learnerLanguage: TLanguage): TLanguage | null {
  return courseLanguage === learnerLanguage ? null : courseLanguage;
}

/**
 * The learner's language: the profile's (their choice, else their company's default), else the language the screens
 * are shown in (English under the test locale).
 */
export function useLearnerLanguage(): TLanguage {
  const profileLanguage = useProfile().data?.language;
  const { i18n } = useLingui();
  if (isLanguage(profileLanguage)) return profileLanguage;
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
