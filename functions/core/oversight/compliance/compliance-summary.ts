import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ROLE, type TComplianceSummary } from '@skillway/shared';
import { inDateCountEntity } from '../../platform/db/entities/enrolment';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { londonDay } from '../../platform/format/calendar-day';
import type { TAuth } from '../../platform/http/principal';
import { listCourseStats } from '../../content/courses/course-repository';
import {
  figuresOf,
  listRequiredCourses,
  loadComplianceData,
  percentOf,
  scopeOf,
  type TComplianceScope,
} from './compliance-data';

/** Learners of a course in date today: the sum of its in-date buckets after today (a few small items). */
async function inDateToday(companyId: string, courseId: string, today: string): Promise<number> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(inDateCountEntity())
    .query({
      partition: keys.company(companyId),
      // In date while today is before the expiry day: the buckets after today's (the prefix's end is past any day).
      range: { between: [keys.inDateCountSk(courseId, `${today}~`), `${keys.courseInDatePrefix(courseId)}~`] },
    })
    .options({ maxPages: Infinity })
    .send();
  return (Items ?? []).reduce((sum, bucket) => sum + Math.max(0, bucket.users ?? 0), 0);
}

/**
 * The company's compliance figure from its counters: per required course, the enrolled learners (the course's
 * TargetStats) and those in date (its buckets); never a read of the enrolments.
 */
export async function companyComplianceSummary(companyId: string, now: Date = new Date()): Promise<TComplianceSummary> {
  const today = londonDay(now);
  const [courses, stats] = await Promise.all([listRequiredCourses(companyId), listCourseStats(companyId)]);
  const figures = await Promise.all(
    courses.map(async (course) => {
      const required = stats.get(course.course_id)?.total_users ?? 0;
      const inDate = Math.min(required, await inDateToday(companyId, course.course_id, today));
      return {
        id: course.course_id,
        name: course.name,
        required,
        in_date: inDate,
        percent: percentOf(inDate, required),
      };
    }),
  );
  const required = figures.reduce((sum, course) => sum + course.required, 0);
  const inDate = figures.reduce((sum, course) => sum + course.in_date, 0);
  return { courses: figures, required, in_date: inDate, percent: percentOf(inDate, required) };
}

/**
 * GET /v1/compliance/summary: the company's figure from its counters for the administrator; for a manager (their
 * team) or a filtered scope, counted from the scope's enrolments (a team or group is small).
 */
export async function complianceSummary(
  auth: TAuth,
  scope: TComplianceScope,
  now: Date = new Date(),
): Promise<TComplianceSummary> {
  if (auth.roleId !== ROLE.MANAGER && !scope.groupId && !scope.managerId) {
    return companyComplianceSummary(auth.companyId, now);
  }
  const figures = figuresOf(await loadComplianceData(auth.companyId, scopeOf(auth, scope), londonDay(now)));
  return { ...figures, percent: percentOf(figures.in_date, figures.required) };
}
