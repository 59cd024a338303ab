import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * The test paper last served to one user on one course: pk `C#<cid>#CRS#<courseId>`, sk `TATTEMPT#<uid>`. Scoring
 * accepts answers to these questions only. Serving again replaces it; submitting deletes it; DynamoDB drops an
 * abandoned one after `ttl`.
 */
export const testAttemptEntity = lazy(
  () =>
    new Entity({
      name: 'TestAttempt',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        user_id: string().key(),
        /** The questions served, in the order asked. */
        question_ids: list(string()),
        /** Association questions: the letter each answer was served under (f, g, …) → its stored letter, per question. */
        letter_maps: record(string(), record(string(), string())),
        /** The enrolment's `attempts` when served: one paper is submitted once (the count moves with the submission). */
        attempts_before: number(),
        served_at: string(),
        ttl: number(),
      }),
      computeKey: ({ company_id, course_id, user_id }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.testAttemptSk(user_id),
      }),
      timestamps: false,
    }),
);
