import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';

/**
 * A course's recertification settings as stored (issue 29; the shared TRecertification, with absent values for its
 * nulls): its validity, expiry base, renewal window and deadline, renewal course and external training type.
 */
export const recertificationAttribute = map({
  required: boolean(),
  validity: string().enum('never', 'months', 'date'),
  months: number().optional(),
  expiry_date: string().optional(),
  base: string().enum('completion', 'previous_expiry', 'anniversary'),
  anniversary: string().optional(),
  window_days: number(),
  deadline_days_after: number(),
  renewal_course_id: string().optional(),
  /** An external training type whose records renew the course (learner/external-training). */
  renewal_external_type: number().optional(),
});
