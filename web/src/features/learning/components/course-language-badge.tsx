import { Trans } from '@lingui/react/macro';
import { LANGUAGE_NAME, type TLanguage } from '@skillway/shared';
import { shownCourseLanguage } from '../lib/course-language';
import classes from './course-language-badge.module.css';

/**
 * The language a course is written in, named in its own words and marked as that language (so a screen reader says
 * it right), shown only when it is not the learner's (issue 34: course content stays as authored).
 */
export function CourseLanguageBadge({
  language,
  learnerLanguage,
}: {
  language: TLanguage;
  learnerLanguage: TLanguage;
}) {
  const shown = shownCourseLanguage(language, learnerLanguage);
  if (!shown) return null;
  return (
    <span className={classes.badge}>
      <span className={classes.hidden}>
        <Trans>Course language:</Trans>{' '}
      </span>
      <span lang={shown}>{LANGUAGE_NAME[shown]}</span>
    </span>
  );
}
