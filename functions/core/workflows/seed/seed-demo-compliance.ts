import { RECERTIFICATION_LIMITS, USER_COURSE_STATE } from '@skillway/shared';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { courseEntity } from '../../platform/db/entities/course';
import type { TUserItem } from '../../platform/db/types';
import type { TAuth } from '../../platform/http/principal';
import { findCourse } from '../../content/courses/course-repository';
import { listCourseAssets } from '../../content/courses/material-repository';
import { changePublished } from '../../content/courses/publish-course';
import type { TStoredRecertification } from '../../content/courses/recertification-settings';
import { updateCourseProgress } from '../../delivery/progress/course-progress-repository';
import { installCourses } from '../install-courses';
import { assignCourse } from './seed-demo-assign';

const FIRE_SAFETY = 'fire-safety-awareness';

/** Fire Safety Awareness: renewed every 12 months from completion, re-enrolled 30 days before, due 14 days after. */
const YEARLY: TStoredRecertification = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: RECERTIFICATION_LIMITS.WINDOW_DEFAULT,
  deadline_days_after: 14,
};
/** The induction is required training that never expires. */
const REQUIRED_ONCE: TStoredRecertification = { ...YEARLY, validity: 'never', months: undefined };

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}

async function setRecertification(companyId: string, courseId: string, settings: TStoredRecertification) {
  await courseEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, course_id: courseId, recertification: $set(settings) })
    .send();
}

/** A completion `days` ago, test passed: the certificate worker makes its certificate, with the expiry it earned. */
async function completedDaysAgo(companyId: string, courseId: string, userId: string, days: number) {
  const at = daysAgo(days);
  const assets = await listCourseAssets(companyId, courseId);
  await updateCourseProgress(companyId, courseId, userId, (current) =>
    current.certified_at
      ? null
      : {
          state: USER_COURSE_STATE.COMPLETE,
          progress: 100,
          started_at: daysAgo(days + 1),
          completed_at: at,
          last_accessed_at: at,
          accessed: Object.fromEntries(assets.map((asset) => [asset.asset_id, at])),
          test_complete: 1,
          test_passed: 1,
          test_score: 90,
          attempts: 1,
        },
  );
}

/**
 * The Compliance screen's demo (issue 29): Fire Safety Awareness renews yearly and the induction is required once, and
 * Fire Safety's learners are in every status on the day the product starts: Tom in progress, Chloe certified, Sam
 * expiring, Olivia expired, Liam overdue and Grace not started. Idempotent: a learner certified already is left
 * alone, and the settings are saved once.
 */
export async function seedDemoCompliance(
  auth: TAuth,
  people: { team: readonly TUserItem[]; others: readonly TUserItem[] },
  inductionId: string,
): Promise<void> {
  const companyId = auth.companyId;
  const outcome = await installCourses(auth, [FIRE_SAFETY]);
  const fireSafety = [...outcome.installed, ...outcome.skipped].find((entry) => entry.slug === FIRE_SAFETY)?.course_id;
  if (!fireSafety) return;
  await changePublished(companyId, [fireSafety], true);
  if (!(await findCourse(companyId, fireSafety))?.recertification)
    await setRecertification(companyId, fireSafety, YEARLY);
  if (inductionId && !(await findCourse(companyId, inductionId))?.recertification) {
    await setRecertification(companyId, inductionId, REQUIRED_ONCE);
  }
  const [tom, chloe, sam] = people.team;
  const [olivia, liam, grace] = people.others;
  const learners = [tom, chloe, sam, olivia, liam, grace].flatMap((user) => (user ? [user.user_id] : []));
  await assignCourse(auth, fireSafety, learners, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));

  // Days since completion against 12 months of validity, a 30-day window and 14 days to renew after expiry.
  if (chloe) await completedDaysAgo(companyId, fireSafety, chloe.user_id, 60);
  if (sam) await completedDaysAgo(companyId, fireSafety, sam.user_id, 350);
  if (olivia) await completedDaysAgo(companyId, fireSafety, olivia.user_id, 372);
  if (liam) await completedDaysAgo(companyId, fireSafety, liam.user_id, 400);
  const [first] = await listCourseAssets(companyId, fireSafety);
  if (tom && first) {
    const at = daysAgo(2);
    await updateCourseProgress(companyId, fireSafety, tom.user_id, (current) =>
      current.started_at
        ? null
        : {
            state: USER_COURSE_STATE.IN_PROGRESS,
            progress: 25,
            started_at: at,
            last_accessed_at: at,
            accessed: { [first.asset_id]: at },
          },
    );
  }
}
