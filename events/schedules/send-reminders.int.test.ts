/**
 * The daily reminders against the running stack, with a fixed clock at the Europe/London day boundaries: a deadline
 * reminder on the day it is due (not the day before, and at 00:30 BST while UTC is still on the previous day), the
 * missed deadline the day after only, idle enrolments, external training expiring, nothing for a completed course or
 * an archived user, a course's own day count, and a rerun that sends nothing twice. Then the local controls,
 * `GET /_local/schedules` and `POST /_local/schedules/{name}`.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScheduledEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_TYPE_IDS, NOTIFICATION_DEFAULTS, NOTIFICATION_TYPE } from '@skillway/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { putSettings } from '@skillway/functions/core/oversight/notifications/settings/settings-repository';
import { enrolmentEntity } from '@skillway/functions/core/platform/db/entities/enrolment';
import { reminderIndexMarkerEntity } from '@skillway/functions/core/platform/db/entities/reminder-index-marker';
import { addDays, londonDay } from '@skillway/functions/core/platform/format/calendar-day';
import { registerCompany, type TOutboxMessage, type TRegistered } from '../../test/factories/accounts';
import { addSignedInUser } from '../../test/factories/added-users';
import { addLink, createCourse, publishedCourse } from '../../test/factories/courses';
import { call } from '../../test/factories/http';
import { localToolsHeaders, stackDataDir, stackUrl } from '../../test/factories/stack-context';
import { handler } from './send-reminders';

interface TBellItem {
  id: string;
  title: string;
  data: { notification_type: number; course_id?: string; channel_id?: string };
}

type TSignedIn = Awaited<ReturnType<typeof addSignedInUser>>;

async function bell(token: string, type: number, courseId?: string): Promise<TBellItem[]> {
  const result = await call('GET', '/v1/get-notifications?page=1&limit=100', { token });
  expect(result.status).toBe(200);
  return (result.body.data as TBellItem[]).filter(
    (item) => item.data.notification_type === type && (courseId === undefined || item.data.course_id === courseId),
  );
}

/** The emails to `to` whose subject is `subject` (a reminder's subject is its in-app title). */
async function mails(to: string, subject: string): Promise<TOutboxMessage[]> {
  const dir = join(stackDataDir(), 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const messages = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as TOutboxMessage),
  );
  return messages.filter((message) => message.to === to && message.subject === subject);
}

/** One run of the schedule for this test's company, with a fixed clock. */
async function runAt(now: string, companyId: string) {
  const event: Partial<ScheduledEvent<{ now: string; company_ids: string[] }>> = {
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    time: new Date().toISOString(),
    detail: { now, company_ids: [companyId] },
  };
  return handler(event);
}

async function enrol(token: string, courseId: string, userIds: string[], deadline?: string) {
  const result = await call('POST', `/v1/course/enrol/${courseId}`, {
    token,
    body: { assign_users: userIds, ...(deadline ? { selected_date: deadline } : {}) },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

describe('send-reminders', () => {
  let admin: TRegistered;
  let learner: TSignedIn;
  let finisher: TSignedIn;
  let leaver: TSignedIn;

  beforeAll(async () => {
    admin = await registerCompany();
    learner = await addSignedInUser(admin.token, { first_name: 'Rita' });
    finisher = await addSignedInUser(admin.token, { first_name: 'Fin' });
    leaver = await addSignedInUser(admin.token, { first_name: 'Lee' });
  });

  it('deadline_before on the London day N days before, once; nothing the day before, when complete or archived', async () => {
    const deadline = '2034-07-08';
    const course = await createCourse(admin.token, { name: 'Summer Safety' });
    const link = await addLink(admin.token, course.id);
    expect((await call('POST', `/v1/course/publish/${course.id}`, { token: admin.token })).status).toBe(200);
    await enrol(admin.token, course.id, [learner.user.id, finisher.user.id, leaver.user.id], deadline);
    // The finisher completes the course; the leaver is archived.
    expect((await call('POST', '/v1/assets-viewed', { token: finisher.token, body: { id: link.id } })).status).toBe(
      200,
    );
    const archived = await call('PUT', `/v1/archive-account/${leaver.user.id}`, {
      token: admin.token,
      body: { is_archived: 1 },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const days = NOTIFICATION_DEFAULTS.days.deadline_before;
    expect(addDays('2034-07-01', days)).toBe(deadline);

    // 23:30 BST on 30 June is still 30 June in London: the deadline is 8 days away, nothing is due.
    const early = await runAt('2034-06-30T22:30:00Z', admin.user.company_id);
    expect(early.day).toBe('2034-06-30');
    expect(early.reminders.deadline_before.due).toBe(0);
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, course.id)).toHaveLength(0);

    // 00:30 BST on 1 July (23:30 UTC on 30 June): London's 1 July, 7 days before the deadline.
    const due = await runAt('2034-06-30T23:30:00Z', admin.user.company_id);
    expect(due.day).toBe('2034-07-01');
    expect(due.reminders.deadline_before).toEqual({ due: 2, delivered: 1, skipped: 1 });
    const [item] = await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, course.id);
    const title = item?.title ?? '';
    expect(title).toContain('Summer Safety');
    expect(title).toContain(String(days));
    const [mail] = await mails(learner.user.email, title);
    expect(mail?.text).toContain('08-07-2034');
    expect(mail?.html).toContain(course.id);

    // Completed and archived learners get nothing.
    expect(await bell(finisher.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, course.id)).toHaveLength(0);
    expect(await mails(finisher.user.email, title)).toHaveLength(0);
    expect(await mails(leaver.user.email, title)).toHaveLength(0);

    // A rerun the same day (a retry, an overlap): nothing new.
    const again = await runAt('2034-07-01T16:00:00Z', admin.user.company_id);
    expect(again.reminders.deadline_before).toMatchObject({ due: 2, delivered: 0 });
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, course.id)).toHaveLength(1);
    expect(await mails(learner.user.email, title)).toHaveLength(1);

    // The next day is past the reminder day: nothing more.
    const after = await runAt('2034-07-02T08:00:00Z', admin.user.company_id);
    expect(after.reminders.deadline_before.due).toBe(0);

    // The day after the deadline: missed_deadline, once, not for the one who completed.
    const dayBefore = await runAt('2034-07-08T12:00:00Z', admin.user.company_id);
    expect(dayBefore.reminders.missed_deadline.due).toBe(0);
    const missed = await runAt('2034-07-08T23:30:00Z', admin.user.company_id);
    expect(missed.day).toBe('2034-07-09');
    expect(missed.reminders.missed_deadline).toMatchObject({ due: 2, delivered: 1 });
    await runAt('2034-07-09T10:00:00Z', admin.user.company_id);
    expect(await bell(learner.token, NOTIFICATION_TYPE.MISSED_DEADLINE, course.id)).toHaveLength(1);
    expect(await bell(finisher.token, NOTIFICATION_TYPE.MISSED_DEADLINE, course.id)).toHaveLength(0);
    // Two days after: the missed deadline is not repeated.
    const past = await runAt('2034-07-10T10:00:00Z', admin.user.company_id);
    expect(past.reminders.missed_deadline.due).toBe(0);
  });

  it('deadline_before in GMT, and a course with its own day count is reminded on its own day only', async () => {
    const plain = await publishedCourse(admin.token, 'Winter Plain');
    const own = await publishedCourse(admin.token, 'Winter Own');
    await enrol(admin.token, plain, [learner.user.id], '2035-01-20');
    await enrol(admin.token, own, [learner.user.id], '2035-01-20');
    await putSettings(
      admin.user.company_id,
      {
        get_by: 2,
        shown_up: 3,
        ...NOTIFICATION_DEFAULTS.switches,
        ...NOTIFICATION_DEFAULTS.days,
        deadline_before: 3,
      },
      own,
    );

    // 13 January in London (GMT: 23:30 UTC is 23:30 London): 7 days before, the company's count.
    const companyDay = await runAt('2035-01-13T23:30:00Z', admin.user.company_id);
    expect(companyDay.day).toBe('2035-01-13');
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, plain)).toHaveLength(1);
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, own)).toHaveLength(0);

    const courseDay = await runAt('2035-01-17T00:10:00Z', admin.user.company_id);
    expect(courseDay.day).toBe('2035-01-17');
    const [item] = await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, own);
    expect(item?.title).toContain('3');
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, plain)).toHaveLength(1);
  });

  it('idle_after: N days after the last activity (enrolment counts), not a day sooner', async () => {
    const idler = await addSignedInUser(admin.token, { first_name: 'Ida' });
    const course = await publishedCourse(admin.token, 'Idle Course');
    await enrol(admin.token, course, [idler.user.id]);
    const days = NOTIFICATION_DEFAULTS.days.idle_after;
    const today = londonDay(new Date());
    const noon = (day: string) => `${day}T12:00:00Z`;

    // Every enrolment this file made today is idle on the same day; the idler's is one of them.
    const soon = await runAt(noon(addDays(today, days - 1)), admin.user.company_id);
    expect(soon.reminders.idle_after.due).toBe(0);
    expect(await bell(idler.token, NOTIFICATION_TYPE.IDLE_AFTER, course)).toHaveLength(0);
    const due = await runAt(noon(addDays(today, days)), admin.user.company_id);
    expect(due.reminders.idle_after.delivered).toBeGreaterThanOrEqual(1);
    const [item] = await bell(idler.token, NOTIFICATION_TYPE.IDLE_AFTER, course);
    expect(item?.title).toContain('Idle Course');
    expect(item?.title).toContain(String(days));
    // The one who completed their course is not idle on it.
    expect(await bell(finisher.token, NOTIFICATION_TYPE.IDLE_AFTER)).toHaveLength(0);
    await runAt(noon(addDays(today, days)), admin.user.company_id);
    expect(await bell(idler.token, NOTIFICATION_TYPE.IDLE_AFTER, course)).toHaveLength(1);
  });

  it('enrolments written before the index existed are given their keys once, then reminded', async () => {
    const course = await publishedCourse(admin.token, 'Legacy Course');
    await enrol(admin.token, course, [learner.user.id], '2038-02-10');
    const key = {
      company_id: admin.user.company_id,
      target_type: 'course' as const,
      target_id: course,
      user_id: learner.user.id,
    };
    // As an older deployment wrote it: no index keys, and no marker for the company.
    await enrolmentEntity()
      .build(UpdateItemCommand)
      .item({ ...key, gsi2pk: $remove(), gsi2sk: $remove(), gsi3pk: $remove(), gsi3sk: $remove() })
      .send();
    await reminderIndexMarkerEntity().build(DeleteItemCommand).key({ company_id: admin.user.company_id }).send();

    await runAt('2038-02-03T09:00:00Z', admin.user.company_id);
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, course)).toHaveLength(1);
    const { Item } = await enrolmentEntity().build(GetItemCommand).key(key).options({ consistent: true }).send();
    expect(Item).toMatchObject({ gsi2sk: `2038-02-10#${course}#${learner.user.id}` });
    const marker = await reminderIndexMarkerEntity()
      .build(GetItemCommand)
      .key({ company_id: admin.user.company_id })
      .send();
    expect(marker.Item?.version).toBe('1');
  });

  it('external_deadline_before: a record expiring in N days, once, with a link to the external training', async () => {
    const expiry = '2036-03-31';
    const created = await call('POST', '/v1/external-training', {
      token: learner.token,
      body: {
        name: 'Forklift Licence',
        completed: '2033-03-31',
        type: COURSE_TYPE_IDS[0],
        body: 'RTITB',
        result: 'passed',
        deadline: expiry,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const days = NOTIFICATION_DEFAULTS.days.external_deadline_before;
    const reminderDay = addDays(expiry, -days);

    const before = await runAt(`${addDays(reminderDay, -1)}T12:00:00Z`, admin.user.company_id);
    expect(before.reminders.external_deadline_before.due).toBe(0);
    const due = await runAt(`${reminderDay}T12:00:00Z`, admin.user.company_id);
    expect(due.reminders.external_deadline_before).toMatchObject({ due: 1, delivered: 1 });
    await runAt(`${reminderDay}T18:00:00Z`, admin.user.company_id);
    const items = await bell(learner.token, NOTIFICATION_TYPE.EXTERNAL_DEADLINE_BEFORE);
    expect(items).toHaveLength(1);
    expect(items[0]?.title).toContain('Forklift Licence');
    const sent = await mails(learner.user.email, items[0]?.title ?? '');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.html).toContain('/profile/external-training');
    expect(sent[0]?.text).toContain('31-03-2036');
  });
});

describe('the local schedule controls', () => {
  it('GET /_local/schedules lists every schedule with its cron, time zone and last run', async () => {
    const response = await fetch(`${stackUrl()}/_local/schedules`, { headers: localToolsHeaders() });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: Array<{ name: string; cron: string; time_zone: string; last_run: unknown }>;
    };
    expect(data.find((row) => row.name === 'send-reminders')).toMatchObject({
      cron: 'cron(0 7 * * ? *)',
      time_zone: 'Europe/London',
    });
    expect(data.map((row) => row.name)).toContain('expire-trials');
  });

  it('POST /_local/schedules/{name} runs it now (with a fixed clock) and the list shows the run', async () => {
    const admin = await registerCompany();
    const learner = await addSignedInUser(admin.token);
    const course = await publishedCourse(admin.token, 'Run Now Course');
    await enrol(admin.token, course, [learner.user.id], '2037-05-08');

    const ran = await fetch(`${stackUrl()}/_local/schedules/send-reminders?now=2037-05-01T06:00:00Z`, {
      method: 'POST',
      headers: localToolsHeaders(),
    });
    expect(ran.status).toBe(200);
    const { data: run } = (await ran.json()) as {
      data: { status: string; trigger: string; now: string; result: { day: string; companies: number } };
    };
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual', now: '2037-05-01T06:00:00.000Z' });
    expect(run.result.day).toBe('2037-05-01');
    expect(run.result.companies).toBeGreaterThanOrEqual(1);
    expect(await bell(learner.token, NOTIFICATION_TYPE.DEADLINE_BEFORE, course)).toHaveLength(1);

    const listed = (await (await fetch(`${stackUrl()}/_local/schedules`, { headers: localToolsHeaders() })).json()) as {
      data: Array<{ name: string; last_run: { status: string; now: string } | null }>;
    };
    expect(listed.data.find((row) => row.name === 'send-reminders')?.last_run).toMatchObject({
      status: 'succeeded',
      now: '2037-05-01T06:00:00.000Z',
    });
  });

  it('refuses an unknown schedule, a bad clock, another method and a cross-site page', async () => {
    expect(
      (await fetch(`${stackUrl()}/_local/schedules/no-such-job`, { method: 'POST', headers: localToolsHeaders() }))
        .status,
    ).toBe(404);
    const bad = await fetch(`${stackUrl()}/_local/schedules/send-reminders?now=yesterday`, {
      method: 'POST',
      headers: localToolsHeaders(),
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('now');
    expect(
      (await fetch(`${stackUrl()}/_local/schedules/send-reminders`, { headers: localToolsHeaders() })).status,
    ).toBe(405);
    const crossSite = await fetch(`${stackUrl()}/_local/schedules/send-reminders`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', ...localToolsHeaders() },
    });
    expect(crossSite.status).toBe(403);
  });
});
