import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { SkillwayTable } from '../table';
import { keys } from '../keys';
import { lazy } from '../lazy';

/**
 * A report the company has emailed to chosen administrators and team managers every week or month
 * (functions/core/oversight/reports/report-schedules). pk `C#<cid>`, sk `REPORTSCHEDULE#<id>`; gsi2
 * `REPORTSCHEDULES` / `<next_run>#<cid>#<id>` lets the daily run find the schedules due up to today without a Scan.
 * A run moves `next_run` on with a condition on its old value, so a retried run sends nothing twice.
 */
export const reportScheduleEntity = lazy(
  () =>
    new Entity({
      name: 'ReportSchedule',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        schedule_id: string().key(),
        report: string(),
        type: string().enum('excel', 'pdf'),
        /** The screen's filters and the report's subject (course_id), as sent. */
        filters: record(string(), string()),
        recipients: list(string()),
        frequency: string().enum('weekly', 'monthly'),
        /** ISO weekday (Monday = 1) of a weekly schedule; day of the month (1–28) of a monthly one. */
        weekday: number().optional(),
        day: number().optional(),
        created_by: string(),
        created_at: string(),
        /** yyyy-mm-dd (Europe/London): the next day the report is sent. */
        next_run: string(),
        last_sent_at: string().optional(),
        gsi2pk: string(),
        gsi2sk: string(),
      }),
      computeKey: ({ company_id, schedule_id }) => ({
        pk: keys.company(company_id),
        sk: keys.reportScheduleSk(schedule_id),
      }),
      timestamps: false,
    }),
);

export type TReportScheduleItem = FormattedItem<ReturnType<typeof reportScheduleEntity>>;
