import { randomUUID } from 'node:crypto';
import { DETAIL_TYPE, type TLearningFact, type TLearningRecordedDetail } from '@skillway/shared';
import { publishEvent } from '../../platform/events/publish-event';
import { baseLogger, type TLog } from '../../platform/http/logger';
import { runOf, type TFactSource } from './learning-facts';

/** The enrolment a fact is told of: whose, on which course, and its run. */
type TAnnouncedEnrolment = TFactSource & { company_id: string; target_id: string; user_id: string };

/**
 * Tells the company's LRS what the write recorded (learning.recorded: the product's own learning as xAPI, issue 35),
 * once per write that recorded something: a progress save that only moves the last access publishes nothing. Like
 * course.completed, a lost event is logged, never the write's failure: the statements are a record of the learning,
 * not a part of it. True when the event was published.
 */
export async function announceLearning(
  enrolment: TAnnouncedEnrolment,
  facts: TLearningFact[],
  log: TLog = baseLogger(),
): Promise<boolean> {
  if (facts.length === 0) return false;
  const detail: TLearningRecordedDetail = {
    event_id: randomUUID(),
    company_id: enrolment.company_id,
    course_id: enrolment.target_id,
    user_id: enrolment.user_id,
    run: runOf(enrolment),
    facts,
  };
  try {
    await publishEvent(DETAIL_TYPE.LEARNING_RECORDED, detail);
    return true;
  } catch (error) {
    log.error('learning.recorded not published', {
      error,
      course_id: detail.course_id,
      fact: facts.map((f) => f.kind).join(', '),
    });
    return false;
  }
}
