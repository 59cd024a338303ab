import { COURSE_ENROLMENT } from '../../delivery/enrolment/enrolment-target-kinds';
import { enrolOnTarget } from '../../delivery/enrolment/target-enrolment-commands';
import { listTargetEnrolments } from '../../delivery/enrolment/enrolment-repository';
import type { TAuth } from '../../platform/http/principal';

/** Only those not enrolled yet: a data dir seeded by an earlier version gets its newcomers, and nobody twice. */
export async function assignCourse(auth: TAuth, courseId: string, userIds: string[], deadline: string): Promise<void> {
  const enrolled = new Set(
    (await listTargetEnrolments(auth.companyId, COURSE_ENROLMENT.targetOf(courseId), true)).map((item) => item.user_id),
  );
  const newcomers = userIds.filter((id) => !enrolled.has(id));
  if (newcomers.length === 0) return;
  await enrolOnTarget(COURSE_ENROLMENT, auth, courseId, {
    assign_users: newcomers,
    unassign_users: [],
    assign_groups: [],
    unassign_groups: [],
    selected_date: deadline,
  });
}
