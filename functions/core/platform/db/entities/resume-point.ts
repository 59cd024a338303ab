import { lazy } from '../lazy';
import { keys } from '../keys';
import { SkillwayTable } from '../table';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { record } from 'dynamodb-toolbox/schema/record';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';

/**
 * Where a learner is in a course, kept apart from the indexed Enrolment so the player's frequent saves write one
 * small item (1 write unit, no index). pk `C#<cid>`, sk `RESUME#<uid>#<courseId>`; no index keys.
 * `last_accessed_at` is the learner's last call on the course (exact; the Enrolment's copy moves once a day or with
 * a progress change); `positions` the seconds reached per video. It belongs to the Enrolment whose `started_at` it
 * names: after a reset or a new enrolment the Enrolment starts again with another `started_at` and the old resume
 * point is ignored (functions/core/delivery/progress/resume-point-repository.ts).
 */
export const resumePointEntity = lazy(
  () =>
    new Entity({
      name: 'ResumePoint',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        user_id: string().key(),
        course_id: string().key(),
        /** The Enrolment's `started_at` this resume point belongs to. */
        started_at: string(),
        last_accessed_at: string(),
        /** Video asset id -> seconds reached (0 after the video ended: the next play starts at the beginning). */
        positions: record(string(), number()).optional(),
      }),
      computeKey: ({ company_id, user_id, course_id }) => ({
        pk: keys.company(company_id),
        sk: keys.resumePointSk(user_id, course_id),
      }),
      timestamps: false,
    }),
);

export type TResumePointItem = FormattedItem<ReturnType<typeof resumePointEntity>>;
