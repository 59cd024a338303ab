import { lazy } from '../lazy';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';
import { testResultAttributes } from './test-result';

/**
 * One user enrolled on one course or playlist. pk `C#<cid>`, sk `ENROL#<type>#<tid>#<uid>` (a target's users);
 * gsi1 `C#<cid>#UENROL#<uid>` / `<type>#<tid>` (a user's enrolments).
 * The daily reminders' sparse indexes, on course enrolments that are not complete (functions/core/delivery/enrolment/
 * reminder-index.ts keeps them on every write): gsi2 `C#<cid>#ENRDUE` / `<deadline>#<courseId>#<uid>` while there is a
 * deadline, gsi3 `C#<cid>#ENRACT` / `<last activity day>#<courseId>#<uid>` (Europe/London days).
 * Recertification (issue 29): `expires_on` is the current certificate's expiry day on a course whose certificates
 * expire, indexed by gsi4 `C#<cid>#ENREXP` / `<expires_on>#<courseId>#<uid>` (functions/core/delivery/enrolment/
 * expiry-index.ts); `cycle`, `certified_at`, `renewal_due`, `renewal_for` and `current_certificate_id` survive the
 * renewal's archive, so every cycle is kept and a rerun opens one renewal per expiry.
 * `sources` says why the user is enrolled: `individual`, `group:<gid>`, `channel:<cid>`, each with its deadline
 * ('' for none). The item exists while at least one source remains. `version` guards read-modify-write.
 */
export const enrolmentEntity = lazy(
  () =>
    new Entity({
      name: 'Enrolment',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        target_type: string().enum('course', 'channel').key(),
        target_id: string().key(),
        user_id: string().key(),
        sources: record(string(), string()),
        /** The earliest deadline among the sources (yyyy-mm-dd), or '' for none. */
        deadline: string(),
        enrolled_at: string(),
        version: number(),
        // Course progress (course enrolments only; functions/core/delivery/progress owns these). Absent = not started.
        /** 1 not started, 2 in progress, 5 test pending, 3 complete. */
        state: number().optional(),
        /** Percent of the course's materials accessed, 0..100. */
        progress: number().optional(),
        started_at: string().optional(),
        completed_at: string().optional(),
        last_accessed_at: string().optional(),
        /** Asset id -> when it counted as accessed. */
        accessed: record(string(), string()).optional(),
        /** Video asset id -> seconds last watched (resume). */
        watch_times: record(string(), number()).optional(),
        ...testResultAttributes,
        /** Public verification id of the completion certificate (128+ random bits) and its PDF's S3 key. */
        certificate_id: string().optional(),
        certificate_key: string().optional(),
        /** Certifications earned on this enrolment (absent = none yet); the current certificate is of this cycle. */
        cycle: number().optional(),
        /** When the current certificate was earned (the completion's time). */
        certified_at: string().optional(),
        /** The current certificate's expiry day (yyyy-mm-dd); absent when it never expires or none was earned. */
        expires_on: string().optional(),
        /** The renewal's deadline day (the expiry day, or some days after it). */
        renewal_due: string().optional(),
        /** The expiry day whose renewal has been opened (archive and enrol again happen once per expiry). */
        renewal_for: string().optional(),
        /** The current cycle's certificate id: a newer cycle's certificate marks it superseded. */
        current_certificate_id: string().optional(),
        gsi1pk: string(),
        gsi1sk: string(),
        gsi2pk: string().optional(),
        gsi2sk: string().optional(),
        gsi3pk: string().optional(),
        gsi3sk: string().optional(),
        gsi4pk: string().optional(),
        gsi4sk: string().optional(),
      }),
      computeKey: ({ company_id, target_type, target_id, user_id }) => ({
        pk: keys.company(company_id),
        sk: keys.enrolmentSk(target_type, target_id, user_id),
      }),
      timestamps: { created: false, modified: { name: 'updated_at' } },
    }),
);

/**
 * Counters of one course or playlist, maintained in the same transactions as its enrolments and group targets:
 * pk `C#<cid>`, sk `TSTAT#<type>#<tid>`. Absent means all zero.
 */
export const targetStatsEntity = lazy(
  () =>
    new Entity({
      name: 'TargetStats',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        target_type: string().enum('course', 'channel').key(),
        target_id: string().key(),
        /** Distinct enrolled users, and how many of them hold each kind of source (a user may hold several). */
        total_users: number().optional(),
        individual_users: number().optional(),
        group_users: number().optional(),
        channel_users: number().optional(),
        /** Groups enrolled on the target. */
        total_groups: number().optional(),
        /** Course enrolments by progress state (in_progress counts states 2 and 5), moved with every state change. */
        not_started: number().optional(),
        in_progress: number().optional(),
        completed: number().optional(),
        /** Enrolments in state 5 (test pending): a part of in_progress, kept for the reports landing's pie. */
        test_pending: number().optional(),
      }),
      computeKey: ({ company_id, target_type, target_id }) => ({
        pk: keys.company(company_id),
        sk: keys.targetStatsSk(target_type, target_id),
      }),
      timestamps: false,
    }),
);

/** An enrolment as read from the table. */
export type TEnrolmentItem = FormattedItem<ReturnType<typeof enrolmentEntity>>;

/**
 * A course's in-date bucket: pk `C#<cid>`, sk `INDATE#<courseId>#<day>`, `users` = enrolments whose certificate is
 * in date until that day (9999-12-31: completed, never expires). Moved by ±1 in the same transaction as every
 * enrolment write that changes the day (completion, archive, renewal, recalculation, unenrolment), so the compliance
 * headline stays exact under concurrent completions. Past days keep their counts and are never read.
 */
export const inDateCountEntity = lazy(
  () =>
    new Entity({
      name: 'InDateCount',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        course_id: string().key(),
        day: string().key(),
        users: number().optional(),
      }),
      computeKey: ({ company_id, course_id, day }) => ({
        pk: keys.company(company_id),
        sk: keys.inDateCountSk(course_id, day),
      }),
      timestamps: false,
    }),
);
