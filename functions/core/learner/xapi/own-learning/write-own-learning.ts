import type { TLearningFact, TLearningRecordedDetail } from '@skillway/shared';
import { findCourse } from '../../../content/courses/course-repository';
import { listCourseAssets } from '../../../content/courses/material-repository';
import { getEnrolments } from '../../../delivery/enrolment/enrolment-repository';
import { findUser } from '../../../people/users/user-repository';
import { config } from '../../../platform/config';
import { mergeActivityDefinitions } from '../activity-definitions';
import { completeStatement, fingerprintOf, nextStored, statementItem } from '../statement-items';
import { storeOwnStatement } from '../../../platform/lrs/statement-repository';
import { lmsLrsContext } from './lms-client';
import { ownStatement, type TOwnLearningSubject, type TOwnMaterial } from './own-statements';

export interface TOwnLearningOutcome {
  /** Statements stored now. */
  stored: number;
  /** Statements already in the LRS (a redelivered event, a retried run): written once, so not again. */
  known: number;
  /** Why nothing was written: the learner, the course or the enrolment is gone. */
  skipped?: 'user' | 'course' | 'enrolment';
}

/**
 * Writes the statements of one learning.recorded event to the company's LRS as the LMS (lms-client.ts), in the order
 * the facts happened. Each has its fact's UUIDv5 id: a second delivery, a retry after a partial run or two concurrent
 * runs store each statement once (the id's claim in storeOwnStatement, which completes a write a failed run began). Nothing is written for a learner, course or
 * enrolment deleted meanwhile: their statements were (or are being) deleted with them, and must not come back.
 */
export async function writeOwnLearning(detail: TLearningRecordedDetail): Promise<TOwnLearningOutcome> {
  const { company_id: companyId, course_id: courseId, user_id: userId } = detail;
  const [user, course, enrolments] = await Promise.all([
    findUser(companyId, userId, true),
    findCourse(companyId, courseId),
    getEnrolments(companyId, [{ userId, target: { type: 'course', id: courseId } }]),
  ]);
  if (!user) return { stored: 0, known: 0, skipped: 'user' };
  if (!course) return { stored: 0, known: 0, skipped: 'course' };
  if (enrolments.size === 0) return { stored: 0, known: 0, skipped: 'enrolment' };

  const materials = new Map<string, TOwnMaterial>();
  const aboutMaterial = (fact: TLearningFact): fact is Extract<TLearningFact, { asset_id: string }> =>
    fact.kind === 'material' || fact.kind === 'video_progressed';
  if (detail.facts.some(aboutMaterial))
    for (const asset of await listCourseAssets(companyId, courseId))
      materials.set(asset.asset_id, { assetId: asset.asset_id, title: asset.title, type: asset.asset_type });

  const subject: TOwnLearningSubject = {
    companyId,
    appUrl: config.appUrl,
    learner: { userId, name: `${user.first_name} ${user.last_name}`.trim() },
    course: { courseId, name: course.name, ...(course.language ? { language: course.language } : {}) },
    run: detail.run,
  };
  const context = lmsLrsContext(companyId);
  const outcome: TOwnLearningOutcome = { stored: 0, known: 0 };
  for (const fact of detail.facts) {
    const { id, statement } = ownStatement(
      subject,
      fact,
      aboutMaterial(fact) ? materials.get(fact.asset_id) : undefined,
    );
    const fingerprint = fingerprintOf({ ...statement, id });
    let full = completeStatement(statement, id, nextStored(), context);
    const result = await storeOwnStatement(companyId, full.stored as string, (stored) => {
      full = completeStatement(statement, id, stored, context);
      // The learner the statement is about, as a launch session's statements name theirs (the personal data export).
      return { item: { ...statementItem(context, full), actor_user_id: userId }, fingerprint };
    });
    if (result !== 'stored') {
      outcome.known += 1;
      continue;
    }
    outcome.stored += 1;
    // The Activities resource answers the product's activities with their definitions, as any writer's.
    await mergeActivityDefinitions(context, full);
  }
  return outcome;
}
