import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { binary } from 'dynamodb-toolbox/schema/binary';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * One submitted test attempt: pk `C#<cid>#CRS#<courseId>`, sk `TESTLOG#<uid>#<ulid>` (a user's attempts on a course,
 * oldest first); gsi1 `C#<cid>#CCHILD#<logId>` finds it by id alone (GET /quiz/log/{id}). Written in the same
 * transaction as the enrolment's test fields. `snapshot` is the questions as asked and the answers as given
 * (brotli-compressed JSON, functions/core/learner/test-taking/test-log-snapshot.ts), so later edits of the test never
 * rewrite history and 200 long questions still fit in one item.
 */
export const testLogEntity = lazy(
  () =>
    new Entity({
      name: 'TestLog',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        user_id: string().key(),
        log_id: string().key(),
        /** 1 for the user's first attempt on the course. */
        attempt: number(),
        score: number(),
        passed: boolean(),
        pass_mark: number(),
        snapshot: binary(),
        created_at: string(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, course_id, user_id, log_id }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.testLogSk(user_id, log_id),
      }),
      timestamps: false,
    }),
);
