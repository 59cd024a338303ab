import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';

/**
 * A learner's test result on one run of a course, stored alike on the live enrolment and on each archived run
 * (CourseHistory), so an archive copies it attribute for attribute.
 */
export const testResultAttributes = {
  test_complete: number().optional(),
  test_passed: number().optional(),
  test_score: number().optional(),
  attempts: number().optional(),
  is_agree: number().optional(),
  signed_name: string().optional(),
};
