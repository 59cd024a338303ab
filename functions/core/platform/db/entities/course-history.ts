import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';
import { testResultAttributes } from './test-result';

/**
 * One archived run of a course by one user: a snapshot of the course enrolment's progress taken when an
 * administrator archived it (the enrolment itself goes back to not started, so the user can take the course again).
 * pk `C#<cid>#CRS#<courseId>`, sk `HIST#<userId>#<historyId>` (the course's partition: deleting the course deletes
 * its history); gsi1 `C#<cid>#UHIST#<userId>` / `<courseId>#<historyId>` (one user's history, for their deletion).
 * `history_id` is a ULID, so a user's runs list in archive order. Written once, never changed.
 */
export const courseHistoryEntity = lazy(
  () =>
    new Entity({
      name: 'CourseHistory',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        user_id: string().key(),
        history_id: string().key(),
        /** The enrolment's state when archived (USER_COURSE_STATE). */
        state: number(),
        progress: number(),
        enrolled_at: string().optional(),
        started_at: string().optional(),
        completed_at: string().optional(),
        last_accessed_at: string().optional(),
        /** yyyy-mm-dd, the deadline in force then. */
        deadline: string().optional(),
        /** 1 when the course had a test at the time (the Test Score reads 'N/A' otherwise). */
        has_test: number(),
        ...testResultAttributes,
        /** The certificate that run earned: its public verification id and the PDF's S3 key (kept, not deleted). */
        certificate_id: string().optional(),
        certificate_key: string().optional(),
        /** Recertification: the certification cycle a completed run earned, and its certificate's expiry day. */
        cycle: number().optional(),
        expires_on: string().optional(),
        archived_at: string(),
        /** Who archived it (an administrator's user id). */
        archived_by: string(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, course_id, user_id, history_id }) => ({
        pk: keys.coursePk(company_id, course_id),
        sk: keys.courseHistorySk(user_id, history_id),
      }),
      timestamps: false,
    }),
);
