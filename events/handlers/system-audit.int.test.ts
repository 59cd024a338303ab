/**
 * The system's own changes and reads in the audit log (issue 31), against the running local stack: each handler or
 * schedule with a decision in functions/core/platform/audit/system-decisions.ts writes its event once, with the actor
 * `system`, its action and its target, and none when it fails. Media processing (a package unpacked by the stack's
 * bus, a video job's end), a scheduled report emailed, a personal data export built, and a super administrator's
 * audit log export that outlasted the API's wait reaching them by email.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTOR_KIND,
  AUDIT_TARGET_TYPE,
  DETAIL_TYPE,
  ROLE,
  ROLE_NAME,
  SYSTEM_AUDIT_ACTION,
  type TRoleId,
} from '@skillway/shared';
import { updateAssetFields } from '@skillway/functions/core/content/courses/material-repository';
import { createReportJob } from '@skillway/functions/core/oversight/reports/report-jobs';
import { exportReport } from '@skillway/functions/core/oversight/reports/report-requests';
import { createExport } from '@skillway/functions/core/people/privacy/export/export-jobs';
import { config } from '@skillway/functions/core/platform/config';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import type { TAuth } from '@skillway/functions/core/platform/http/principal';
import { registerCompany, waitForMail, type TRegistered } from '../../test/factories/accounts';
import { addUser } from '../../test/factories/added-users';
import { auditEvents } from '../../test/factories/audit-events';
import { createCourse, mp4File, uploadFile } from '../../test/factories/courses';
import { call, login } from '../../test/factories/http';
import { addPackage, scorm12ZipFile } from '../../test/factories/package-uploads';
import { demoCredentials, localToolsHeaders, stackUrl } from '../../test/factories/stack-context';
import { handler as buildPersonalDataExport } from './build-personal-data-export';
import { handler as buildReport } from './build-report';
import { handler as transcodeComplete } from './transcode-complete';

let owner: TRegistered;
let companyId: string;
/** What the code under test published from this process (the stack's bus gets only what its own requests publish). */
const published: { detailType: string; detail: Record<string, unknown> }[] = [];

function busEvent(detailType: string, detail: unknown): EventBridgeEvent<string, unknown> {
  return {
    id: `evt-${Math.random().toString(36).slice(2)}`,
    'detail-type': detailType,
    source: 'test',
    version: '0',
    account: '0',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail,
  };
}

/** The company's events of one action (drained first). */
async function eventsOf(action: string, company = companyId) {
  return (await auditEvents(company)).filter((event) => event.action === action);
}

/** A read event's values (the marker's detail), by field. */
function valuesOf(event: Record<string, unknown>): Record<string, unknown> {
  const { changes } = event.pii as { changes: { field: string; after?: unknown }[] };
  return Object.fromEntries(changes.map((change) => [change.field, change.after]));
}

beforeAll(async () => {
  setEventTransport(async (detailType, detail) => {
    published.push({ detailType, detail });
  });
  owner = await registerCompany({ company_name: 'System Audited Ltd' });
  companyId = owner.user.company_id;
});

afterAll(() => {
  setEventTransport(async () => undefined);
});

describe('media processing', () => {
  it("a package unpacked by the stack's worker is one event as the system, on the material", async () => {
    const course = await createCourse(owner.token);
    const asset = await addPackage(owner.token, course.id, scorm12ZipFile());
    const made = (await eventsOf(SYSTEM_AUDIT_ACTION.PACKAGE_PROCESSED)).filter(
      (event) => event.target_id === asset.id,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      actor_kind: AUDIT_ACTOR_KIND.SYSTEM,
      actor_id: 'system',
      target_type: AUDIT_TARGET_TYPE.MATERIAL,
      outcome: 'success',
    });
    expect(made[0]?.pii.changes).toContainEqual(expect.objectContaining({ field: 'package' }));
  });

  it("a video job's end is one event, a repeated end none, and a run that fails none", async () => {
    const course = await createCourse(owner.token);
    const s3_url = await uploadFile(owner.token, 'course-video', await mp4File('Intro.mp4'));
    const added = await call('POST', '/v1/course/add/training-material', {
      token: owner.token,
      body: { course: course.id, title: 'Intro', type: 'video', s3_url },
    });
    expect(added.status).toBe(201);
    const assetId = added.body.data.id as string;
    const key = { companyId, courseId: course.id, assetId };
    // The material as a started MediaConvert job leaves it (set outside any audit context: no event).
    expect(await updateAssetFields(key, { transcode_job_id: 'job-sys-1', video_status: 'processing' })).toBe(true);
    const ended = busEvent('MediaConvert Job State Change', {
      status: 'ERROR',
      jobId: 'job-sys-1',
      userMetadata: { app: config.mediaJobTag, company_id: companyId, course_id: course.id, asset_id: assetId },
    });
    await transcodeComplete(ended);
    await transcodeComplete({ ...ended, id: `${ended.id}-again` });
    await expect(transcodeComplete(busEvent('MediaConvert Job State Change', { status: 'ERROR' }))).rejects.toThrow();
    const made = (await eventsOf(SYSTEM_AUDIT_ACTION.VIDEO_PROCESSED)).filter((event) => event.target_id === assetId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      actor_kind: AUDIT_ACTOR_KIND.SYSTEM,
      target_type: AUDIT_TARGET_TYPE.MATERIAL,
      request_id: ended.id,
    });
    expect(made[0]?.pii.changes).toContainEqual(
      expect.objectContaining({ field: 'video_status', before: 'processing', after: 'failed' }),
    );
  });
});

describe('a scheduled report', () => {
  it('emailed by the daily run is one read as the system, naming the schedule and its recipients', async () => {
    const recipient = await addUser(owner.token, { role_id: ROLE.MANAGER });
    const created = await call('POST', '/v1/report-schedules', {
      token: owner.token,
      body: { report: 'groups', type: 'pdf', recipients: [recipient.id], frequency: 'weekly', weekday: 2 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const scheduleId = created.body.data.id as string;
    const nextRun = created.body.data.next_run as string;
    const ran = await fetch(`${stackUrl()}/_local/schedules/send-scheduled-reports?now=${nextRun}T07:00:00Z`, {
      method: 'POST',
      headers: localToolsHeaders(),
    });
    expect(ran.status).toBe(200);
    await waitForMail(recipient.email, (message) => message.subject.startsWith('Your Skillway report is ready'));
    const jobId = `s-${scheduleId}-${nextRun}`;
    // The worker again (a redelivered event): nothing more is sent or recorded.
    await buildReport(busEvent(DETAIL_TYPE.REPORT_REQUESTED, { company_id: companyId, job_id: jobId }));
    const made = (await eventsOf(SYSTEM_AUDIT_ACTION.SCHEDULED_REPORT_SENT)).filter(
      (event) => event.target_id === scheduleId,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      actor_kind: AUDIT_ACTOR_KIND.SYSTEM,
      actor_id: 'system',
      target_type: AUDIT_TARGET_TYPE.REPORT,
      pii: expect.objectContaining({ target_name: 'Group Report' }),
    });
    expect(valuesOf(made[0]!)).toMatchObject({
      recipients: [`${recipient.first_name} ${recipient.last_name} <${recipient.email}>`],
      job_id: jobId,
    });
  });

  it('that fails to build records no read', async () => {
    const recipient = await addUser(owner.token, { role_id: ROLE.MANAGER });
    // A course report without its course: the worker cannot build it, and mails the failure instead.
    const job = await createReportJob({
      companyId,
      requestedBy: owner.user.id,
      report: 'course',
      type: 'pdf',
      filters: {},
      delivery: 'email',
      recipients: [recipient.id],
      scheduled: { scheduleId: 'sch-broken', day: '2026-03-03' },
    });
    await buildReport(busEvent(DETAIL_TYPE.REPORT_REQUESTED, { company_id: companyId, job_id: job.job_id }));
    await waitForMail(recipient.email, (message) =>
      message.subject.startsWith('Your Skillway report could not be made'),
    );
    const made = (await eventsOf(SYSTEM_AUDIT_ACTION.SCHEDULED_REPORT_SENT)).filter(
      (event) => event.target_id === 'sch-broken',
    );
    expect(made).toEqual([]);
  });
});

describe('a personal data export', () => {
  it('built is one read as the system: the user whose data it is, and who asked', async () => {
    const subject = await addUser(owner.token, { first_name: 'Exported' });
    const requested = await call('POST', `/v1/users/${subject.id}/personal-data-exports`, { token: owner.token });
    expect(requested.status, JSON.stringify(requested.body)).toBeLessThan(300);
    // The stack's worker built it; the same event again (a redelivery) records nothing more.
    const detail = { company_id: companyId, export_id: requested.body.data.id as string };
    await buildPersonalDataExport(busEvent(DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED, detail));
    await buildPersonalDataExport(busEvent(DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED, detail));
    const made = (await eventsOf(SYSTEM_AUDIT_ACTION.PERSONAL_DATA_EXPORTED)).filter(
      (event) => event.target_id === subject.id,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      actor_kind: AUDIT_ACTOR_KIND.SYSTEM,
      actor_id: 'system',
      target_type: AUDIT_TARGET_TYPE.PERSONAL_DATA,
      pii: expect.objectContaining({ target_name: `Exported ${subject.last_name}` }),
    });
    expect(valuesOf(made[0]!)).toMatchObject({
      requested_by: owner.user.id,
      requested_as: 'admin',
      export_id: detail.export_id,
    });
  });

  it('that fails (the user is gone) records nothing', async () => {
    const item = await createExport({
      companyId,
      userId: 'no-such-user',
      userName: 'Nobody Here',
      requestedBy: owner.user.id,
      requestedAs: 'admin',
    });
    await buildPersonalDataExport(
      busEvent(DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED, { company_id: companyId, export_id: item.export_id }),
    );
    const made = (await eventsOf(SYSTEM_AUDIT_ACTION.PERSONAL_DATA_EXPORTED)).filter(
      (event) => event.target_id === 'no-such-user',
    );
    expect(made).toEqual([]);
  });
});

describe("a super administrator's audit log export that outlasts the API's wait", () => {
  it('is emailed to them, and its link opens for them only', async () => {
    const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const session = await login(credential.email, credential.password);
    const superAdminId = session.user.id as string;
    published.length = 0;
    // As audit.export asks for it (the company named in the caller's place), with no wait: it goes by email.
    const auth = { userId: superAdminId, companyId, roleId: ROLE.SUPER_ADMIN as TRoleId } as TAuth;
    const outcome = await exportReport(
      auth,
      { report: 'audit-log', type: 'excel', filters: {} },
      { totalMs: 0, intervalMs: 0 },
    );
    expect(outcome.status).toBe(202);
    const requested = published.find((event) => event.detailType === DETAIL_TYPE.REPORT_REQUESTED);
    expect(requested).toBeDefined();
    await buildReport(busEvent(DETAIL_TYPE.REPORT_REQUESTED, requested!.detail));

    const mail = await waitForMail(credential.email, (message) =>
      message.subject.startsWith('Your Skillway report is ready'),
    );
    const id = /\/reports\/files\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const file = await call('GET', `/v1/reports/files/${id}`, { token: session.token });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body.data).toMatchObject({ report: 'audit-log', type: 'excel' });
    expect(file.body.data.file_name).toMatch(/^audit-log.*\.xlsx$/);
    expect((await fetch(file.body.data.url as string)).status).toBe(200);
    // Not the company's file: its administrator does not find it.
    expect((await call('GET', `/v1/reports/files/${id}`, { token: owner.token })).status).toBe(404);
    // And the super administrator opens no other report file (a company's are the company's).
    expect((await call('GET', '/v1/reports/files/not-theirs', { token: session.token })).status).toBe(403);
  });
});
