import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { MSG, type TReportSchedule, type TReportScheduleBody } from '@skillway/shared';
import { LANGUAGES, type TLanguage } from '@skillway/shared/constants/languages';
import { sortableId } from '../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { reportScheduleEntity, type TReportScheduleItem } from '../../platform/db/entities/report-schedule';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { addDays, londonDay } from '../../platform/format/calendar-day';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import type { TAuth } from '../../platform/http/principal';
import { findCourse } from '../../content/courses/course-repository';
import { findUser } from '../../people/users/user-repository';
import { findCompany } from '../../people/companies/company-repository';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { createReportJob } from './report-jobs';
import { requestBuild, requestOf } from './report-requests';
import { nextScheduledDay, type TScheduleRule } from './report-schedule-days';

function ruleOf(schedule: Pick<TReportScheduleItem, 'frequency' | 'weekday' | 'day'>): TScheduleRule {
  return schedule.frequency === 'weekly'
    ? { frequency: 'weekly', weekday: schedule.weekday ?? 1 }
    : { frequency: 'monthly', day: schedule.day ?? 1 };
}

async function present(item: TReportScheduleItem): Promise<TReportSchedule> {
  const [users, course] = await Promise.all([
    Promise.all(item.recipients.map((id) => findUser(item.company_id, id))),
    item.filters.course_id ? findCourse(item.company_id, item.filters.course_id) : Promise.resolve(undefined),
  ]);
  return {
    id: item.schedule_id,
    report: item.report as TReportSchedule['report'],
    type: item.type,
    course_id: item.filters.course_id ?? null,
    course_name: course?.name ?? null,
    search: item.filters.search ?? null,
    frequency: item.frequency,
    weekday: item.weekday ?? null,
    day: item.day ?? null,
    recipients: users.flatMap((user) =>
      user ? [{ id: user.user_id, name: `${user.first_name} ${user.last_name}`, email: user.email }] : [],
    ),
    next_run: item.next_run,
    last_sent_at: item.last_sent_at ?? null,
    created_at: item.created_at,
  };
}

/** POST /report-schedules: checked as Email to… checks a report (course, filters, recipients); first sent from tomorrow. */
export async function createReportSchedule(
  auth: TAuth,
  body: TReportScheduleBody,
  now = new Date(),
): Promise<{ message: string; data: TReportSchedule }> {
  const { frequency, weekday, day, ...reportBody } = body;
  const request = await requestOf(auth, reportBody);
  const rule: TScheduleRule = frequency === 'weekly' ? { frequency, weekday: weekday! } : { frequency, day: day! };
  const scheduleId = sortableId(now.getTime());
  const nextRun = nextScheduledDay(rule, addDays(londonDay(now), 1));
  const item: TReportScheduleItem = {
    company_id: auth.companyId,
    schedule_id: scheduleId,
    report: request.report,
    type: body.type,
    filters: Object.fromEntries(
      Object.entries(request.filters).filter((entry): entry is [string, string] => !!entry[1]),
    ),
    recipients: [...(request.recipients ?? [])],
    frequency,
    ...(frequency === 'weekly' ? { weekday } : { day }),
    created_by: auth.userId,
    created_at: now.toISOString(),
    next_run: nextRun,
    gsi2pk: keys.reportSchedulesIndexPk,
    gsi2sk: keys.reportSchedulesIndexSk(nextRun, auth.companyId, scheduleId),
  };
  await reportScheduleEntity().build(PutItemCommand).item(item).send();
  return { message: MSG.REPORT_SCHEDULED, data: await present(item) };
}

/** GET /report-schedules: the company's scheduled reports, next due first. */
export async function listReportSchedules(auth: TAuth): Promise<{ data: TReportSchedule[] }> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(reportScheduleEntity())
    .query({ partition: keys.company(auth.companyId), range: { beginsWith: keys.reportScheduleSkPrefix } })
    .send();
  const items = [...(Items ?? [])].sort((a, b) => a.next_run.localeCompare(b.next_run));
  return { data: await Promise.all(items.map(present)) };
}

/** DELETE /report-schedules/{id}: another company's (or an unknown) schedule is 404. */
export async function deleteReportSchedule(auth: TAuth, scheduleId: string): Promise<{ message: string }> {
  const { Item } = await reportScheduleEntity()
    .build(GetItemCommand)
    .key({ company_id: auth.companyId, schedule_id: scheduleId })
    .send();
  if (!Item) throw AppError.notFound();
  await reportScheduleEntity()
    .build(DeleteItemCommand)
    .key({ company_id: auth.companyId, schedule_id: scheduleId })
    .send();
  return { message: MSG.REPORT_SCHEDULE_DELETED };
}

/**
 * A schedule's recipients by the language they read (their own, else the company's default: issue 34), English
 * first: each language's recipients get their own job, so their file and email are in their language and the file is
 * built once per language. A recipient no longer found goes with the company's default (the worker skips them). A
 * schedule without recipients is one job in its owner's language, as before.
 */
async function recipientsByLanguage(
  schedule: Pick<TReportScheduleItem, 'company_id' | 'recipients'>,
): Promise<{ language: TLanguage | undefined; recipients: string[] }[]> {
  if (schedule.recipients.length === 0) return [{ language: undefined, recipients: [] }];
  const company = await findCompany(schedule.company_id);
  const users = await Promise.all(schedule.recipients.map((id) => findUser(schedule.company_id, id)));
  const groups = new Map<TLanguage, string[]>();
  schedule.recipients.forEach((id, index) => {
    const language = recipientLanguage(users[index], company);
    groups.set(language, [...(groups.get(language) ?? []), id]);
  });
  return LANGUAGES.flatMap((language) => {
    const recipients = groups.get(language);
    return recipients ? [{ language, recipients }] : [];
  });
}

const BATCH = 100;
/** Batches one daily run takes; anything left is taken by the next run (it is still due). */
const MAX_BATCHES = 20;

/**
 * Daily (events/schedules/send-scheduled-reports): every schedule due on or before today (Europe/London) gets its
 * report job for today, emailed to its recipients by the report worker, and moves on to its next day. Idempotent: the
 * day's job id is fixed and written once, and `next_run` moves with a condition on its old value, so a retried or
 * repeated run sends nothing twice. A schedule missed for days (an outage) is sent once and moves past today.
 */
export async function sendDueReportSchedules(log: TLog, now: Date): Promise<{ sent: number }> {
  const today = londonDay(now);
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { Items } = await SkillwayTable.build(QueryCommand)
      .entities(reportScheduleEntity())
      .query({ index: 'gsi2', partition: keys.reportSchedulesIndexPk, range: { lte: `${today}#~` } })
      .options({ limit: BATCH })
      .send();
    const due = Items ?? [];
    for (const schedule of due) {
      for (const { language, recipients } of await recipientsByLanguage(schedule)) {
        const job = await createReportJob({
          companyId: schedule.company_id,
          requestedBy: schedule.created_by,
          report: schedule.report as Parameters<typeof createReportJob>[0]['report'],
          type: schedule.type,
          filters: schedule.filters,
          delivery: 'email',
          recipients,
          scheduled: { scheduleId: schedule.schedule_id, day: today },
          ...(language ? { language } : {}),
          now,
        });
        await requestBuild(job);
      }
      const nextRun = nextScheduledDay(ruleOf(schedule), addDays(today, 1));
      const moved = await sendUnlessConditionFails(
        reportScheduleEntity()
          .build(UpdateItemCommand)
          .item({
            company_id: schedule.company_id,
            schedule_id: schedule.schedule_id,
            next_run: nextRun,
            last_sent_at: now.toISOString(),
            gsi2sk: keys.reportSchedulesIndexSk(nextRun, schedule.company_id, schedule.schedule_id),
          })
          .options({ condition: { attr: 'next_run', eq: schedule.next_run } }),
      );
      if (moved) sent += 1;
    }
    if (due.length < BATCH) break;
  }
  if (sent > 0) log.info('scheduled reports sent', { sent });
  return { sent };
}
