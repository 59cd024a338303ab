import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { lazy } from '../lazy';
import { SkillwayTable } from '../table';

/**
 * A report the company asked for (an export or an emailed report), built by the events/ report worker.
 * pk `C#<cid>`, sk `REPORTJOB#<job_id>`; gsi2 `REPORTJOBS` / `<created_at>#<cid>#<job_id>` lets the daily clean-up
 * find week-old jobs without a Scan. `status` goes pending → ready | failed; `delivery` is 'download' (the API waits
 * for it) or 'email' (the worker emails its recipients, by default the requesting administrator); the API switches download → email with a
 * conditional update when the file takes too long, so exactly one of the two happens. DynamoDB also deletes it
 * after `ttl` (7 days).
 */
export const reportJobEntity = lazy(
  () =>
    new Entity({
      name: 'ReportJob',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        job_id: string().key(),
        status: string().enum('pending', 'ready', 'failed'),
        delivery: string().enum('download', 'email'),
        /** The administrator who asked (the email goes to them). */
        requested_by: string(),
        /** Email to…: the administrators and team managers it goes to (user ids); without it, the requester. */
        recipients: list(string()).optional(),
        /** The scheduled report that made it, if one did. */
        schedule_id: string().optional(),
        /**
         * The language its file and email are written in, when the job says (a scheduled report's job for the
         * recipients who read that language: issue 34); without it, its requester's.
         */
        language: string().optional(),
        report: string(),
        type: string().enum('excel', 'pdf', 'csv'),
        /** The screen's filters and the report's subject (course_id), as sent. */
        filters: record(string(), string()),
        /** The S3 key of the file and its name, once ready. */
        key: string().optional(),
        file_name: string().optional(),
        error: string().optional(),
        created_at: string(),
        ready_at: string().optional(),
        /** When the requester's email (ready or failed) was claimed for sending: it is sent once, even on a retry. */
        emailed_at: string().optional(),
        ttl: number(),
        gsi2pk: string(),
        gsi2sk: string(),
      }),
      computeKey: ({ company_id, job_id }) => ({ pk: keys.company(company_id), sk: keys.reportJobSk(job_id) }),
      timestamps: false,
    }),
);

export type TReportJobItem = FormattedItem<ReturnType<typeof reportJobEntity>>;
