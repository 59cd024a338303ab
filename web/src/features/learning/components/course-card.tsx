import type { CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconAlertTriangle,
  IconBook2,
  IconCalendarDue,
  IconCertificate,
  IconClock,
  IconRefresh,
} from '@tabler/icons-react';
import { DEFAULT_LANGUAGE, USER_COURSE_STATE, type TLanguage, type TLearnerCourse } from '@skillway/shared';
import { formatDuration } from '../../../lib/format-duration';
import { formatLongDate } from '../../../lib/format-date';
import { cardAction } from '../lib/course-card-action';
import { certificateExpiryFacts, type TExpiryFact } from '../lib/certificate-expiry';
import { londonToday } from '../lib/london-day';
import { cardDescription } from '../lib/description-text';
import { COURSE_STATE_COLOR } from '../../../lib/course-state-color';
import { specText } from '../../../i18n/spec-text';
import { CourseActionButton } from './course-action-button';
import { CourseLanguageBadge } from './course-language-badge';
import classes from './course-card.module.css';

/** The state's theme colour as the variables the badge and the progress bar read (Mantine's light/filled shades). */
function stateColors(state: number | undefined): CSSProperties {
  const color = state === undefined ? undefined : COURSE_STATE_COLOR[state];
  // As before: an unknown state's badge is gray and its bar blue.
  const badge = color ?? 'gray';
  return {
    '--state-light': `var(--mantine-color-${badge}-light)`,
    '--state-light-color': `var(--mantine-color-${badge}-light-color)`,
    '--state-filled': `var(--mantine-color-${color ?? 'blue'}-filled)`,
  } as CSSProperties;
}

const EXPIRY_ICONS = { expires: IconCertificate, renew: IconRefresh, expired: IconAlertTriangle } as const;

/** A certificate's expiry or renewal line: words and an icon, the warning colour only beside them (never alone). */
function ExpiryFact({ fact }: { fact: TExpiryFact }) {
  const Icon = fact.past ? IconAlertTriangle : EXPIRY_ICONS[fact.kind];
  return (
    <span className={fact.past ? `${classes.fact} ${classes.past}` : classes.fact}>
      <Icon size={14} aria-hidden />
      {fact.text}
    </span>
  );
}

/**
 * One course on My Courses (and any learner list of courses): picture, name, the description cut to 100
 * characters, duration, the course's language when it is not the learner's (`learnerLanguage`, issue 34), the
 * caller's status, progress and deadline, the certificate's expiry or renewal (issue 29), and the button for their
 * state.
 * Plain elements with Mantine's Card/Badge/Progress look (course-card.module.css): a page of cards renders cheaply.
 * `paused`: the company is suspended, so only a completed course opens (lib/learning-paused.ts).
 */
export function CourseCard({
  course,
  paused = false,
  learnerLanguage = DEFAULT_LANGUAGE,
}: {
  course: TLearnerCourse;
  paused?: boolean;
  learnerLanguage?: TLanguage;
}) {
  const { t } = useLingui();
  const action = cardAction(course.id, course.enrolled, paused);
  const enrolled = course.enrolled;
  const expiry = certificateExpiryFacts(enrolled, londonToday());
  const courseName = course.name;
  const progress = enrolled?.progress ?? 0;
  const deadline = enrolled?.deadline ? formatLongDate(enrolled.deadline) : null;
  return (
    <article className={classes.card} aria-label={course.name} style={stateColors(enrolled?.state)}>
      {/* Decorative: the course name is beside it. */}
      <div className={classes.picture}>
        {course.thumbnail ? (
          <img className={classes.image} src={course.thumbnail.medium} alt="" />
        ) : (
          <div className={classes.placeholder} data-testid="course-image-placeholder">
            <IconBook2 size={48} stroke={1.3} aria-hidden />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.head}>
          <h2 className={classes.name}>{course.name}</h2>
          {enrolled && <span className={classes.badge}>{specText(enrolled.state_text)}</span>}
        </div>
        <p className={classes.description}>{cardDescription(course.description)}</p>
        <div className={classes.facts}>
          <span className={classes.fact}>
            <IconClock size={14} aria-hidden />
            {formatDuration(course.minutes)}
          </span>
          <CourseLanguageBadge language={course.language} learnerLanguage={learnerLanguage} />
          {deadline && (
            <span className={classes.fact}>
              <IconCalendarDue size={14} aria-hidden />
              <Trans>Deadline: {deadline}</Trans>
            </span>
          )}
          {expiry.map((fact) => (
            <ExpiryFact key={fact.kind} fact={fact} />
          ))}
        </div>
        {enrolled && enrolled.state !== USER_COURSE_STATE.NOT_STARTED && (
          <div
            className={classes.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t`${courseName}: ${progress}% complete`}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
        )}
      </div>
      <CourseActionButton action={action} item={course.name} fullWidth className={classes.action} />
    </article>
  );
}
