import { enrolmentIdOf, type TCourseReportRow } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { INDIVIDUAL, isDerivedOnly } from '../../delivery/enrolment/enrolment-rules';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { progressOf, stateOf, stateText, testScoreText } from '../../content/courses/course-progress-view';
import { formatDay } from '../../platform/format/format-day';

/** What the course's test brings to its report: a score column, and an agreement statement to agree to. */
export interface TReportTest {
  hasTest: boolean;
  hasAgreement: boolean;
}

/** One enrolled user of a course as the course details report shows them (pure: no I/O). */
export function presentReportRow(
  user: TUserItem,
  enrolment: TEnrolmentItem,
  context: TReportTest & { certificateUrl: string | null },
): TCourseReportRow {
  const state = stateOf(enrolment);
  return {
    id: user.user_id,
    enrolment_id: enrolmentIdOf(enrolment.target_id, user.user_id),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_archived: user.is_archived === 1,
    state,
    state_text: stateText(state),
    enrolled_date_formatted: formatDay(enrolment.enrolled_at),
    deadline_formatted: formatDay(enrolment.deadline),
    start_date_formatted: formatDay(enrolment.started_at),
    complete_date_formatted: formatDay(enrolment.completed_at),
    last_accessed_date: formatDay(enrolment.last_accessed_at),
    progress: progressOf(enrolment),
    has_test: context.hasTest,
    test_complete: enrolment.test_complete === 1,
    test_passed: enrolment.test_passed === 1,
    test_score: enrolment.test_complete === 1 ? (enrolment.test_score ?? null) : null,
    test_score_text: testScoreText(context.hasTest, enrolment),
    attempts: enrolment.attempts ?? 0,
    has_agreement: context.hasAgreement || enrolment.is_agree === 1,
    is_agree: enrolment.is_agree === 1,
    signed_name: enrolment.signed_name || null,
    individual: INDIVIDUAL in enrolment.sources,
    disabled: isDerivedOnly(enrolment.sources),
    certificate_url: context.certificateUrl,
  };
}
