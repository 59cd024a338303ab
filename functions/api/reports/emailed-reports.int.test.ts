/**
 * Emailed reports and report files against the running local stack: POST /reports/email answers the report request
 * message at once; the events/ worker builds the file and emails the requesting administrator a link to
 * /reports/files/{id}; GET /reports/files/{id} gives a fresh short-lived link to the file, whose cells are
 * checked (exceljs for Excel, pdftotext for PDF), formulas neutralised. Denials, bad input, and the 7-day clean-up.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, waitForMail, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { createPlaylist } from '../../../test/factories/playlists';
import { createReportJob, getReportJob, markReportReady } from '../../core/oversight/reports/report-jobs';
import { storeReportFile } from '../../core/platform/export/store-export';
import { signDownload } from '../../core/platform/storage/presign-download';
import { cleanReportFiles } from '../../core/oversight/reports/clean-report-files';
import { baseLogger } from '../../core/platform/http/logger';
import { addDays } from '../../core/platform/format/calendar-day';
import { localToolsHeaders, stackUrl } from '../../../test/factories/stack-context';

const EVIL = '=HYPERLINK("http://evil.test","x")';

let owner: TRegistered;
let stranger: TRegistered;
let courseId: string;

/** Requests a report by email, follows the emailed link's id to reports.file and downloads the file. */
async function emailed(body: Record<string, unknown>) {
  const requested = await call('POST', '/v1/reports/email', { token: owner.token, body });
  expect(requested.status, JSON.stringify(requested.body)).toBe(202);
  expect(requested.body.message).toBe(MSG.REPORT_REQUESTED);
  const id = requested.body.data.id as string;
  const mail = await waitForMail(owner.email, (message) => message.text.includes(`/reports/files/${id}`));
  expect(mail.subject).toMatch(/^Your Skillway report is ready/);
  const link = /https?:\/\/\S+\/reports\/files\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link?.[1]).toBe(id);
  const file = await call('GET', `/v1/reports/files/${link![1]}`, { token: owner.token });
  expect(file.status, JSON.stringify(file.body)).toBe(200);
  expect(file.body.url).toBe(file.body.data.url);
  expect(file.body.data.expires_in).toBeLessThanOrEqual(300);
  expect(new URL(file.body.url).pathname).toContain(`/c/${owner.user.company_id}/reports/${id}/`);
  const download = await fetch(file.body.url);
  expect(download.status).toBe(200);
  return { id, name: file.body.data.file_name as string, bytes: new Uint8Array(await download.arrayBuffer()) };
}

async function sheetRows(bytes: Uint8Array): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, i) => [name, values[i] ?? null])));
  });
  return rows;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'report-pdf-'));
  try {
    await writeFile(join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  courseId = (await createCourse(owner.token, { name: 'Emailed: Fire Safety' })).id;
  await addLink(owner.token, courseId);
  const evil = await addUser(owner.token, { first_name: EVIL, last_name: '-2+3' });
  const plain = await addUser(owner.token, { first_name: 'Zara', last_name: 'Plain' });
  const group = await addGroup(owner.token, '@Ops team');
  await addGroupMembers(owner.token, group, [evil.id, plain.id]);
  await createPlaylist(owner.token, '+Starter', [courseId]);
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: [evil.id, plain.id] },
  });
  expect(enrolled.status).toBe(200);
});

describe('emailed reports', () => {
  it("user report as Excel: the screen's columns, formulas neutralised, filters applied", async () => {
    const file = await emailed({ report: 'users', type: 'excel' });
    expect(file.name).toMatch(/^user-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(file.bytes);
    expect(Object.keys(rows[0]!)).toEqual([
      'First Name',
      'Surname',
      'Email',
      'Last Login',
      'Courses',
      'Groups',
      'Playlists',
      'In Progress',
      'Completed',
      'Confirmed',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.Surname === "'-2+3")).toMatchObject({
      'First Name': `'${EVIL}`,
      Courses: 1,
      Groups: 1,
      Playlists: 0,
      'In Progress': 0,
      Completed: 0,
      Confirmed: 'No',
    });
    expect(rows.find((row) => row['First Name'] === 'Ada')).toMatchObject({ Confirmed: 'Yes', Courses: 0 });
    const searched = await sheetRows(
      (await emailed({ report: 'users', type: 'excel', search: 'first_name:Zara' })).bytes,
    );
    expect(searched.map((row) => row['First Name'])).toEqual(['Zara']);
  });

  it('group and playlist reports as Excel and PDF', async () => {
    const groups = await sheetRows((await emailed({ report: 'groups', type: 'excel' })).bytes);
    expect(groups).toEqual([{ Name: "'@Ops team", Users: 2, Courses: 0, Playlists: 0 }]);
    const playlists = await sheetRows((await emailed({ report: 'playlists', type: 'excel' })).bytes);
    expect(playlists).toEqual([
      { Playlist: "'+Starter", 'Assigned Users': 0, 'Assigned Groups': 0, 'Total Users': 0, Modules: 1 },
    ]);
    const text = await pdfText((await emailed({ report: 'groups', type: 'pdf' })).bytes);
    expect(text).toContain('Group Report');
    expect(text).toMatch(/Name\s+Users\s+Courses\s+Playlists/);
    // A PDF holds no formulas: its text is shown as is.
    expect(text).toMatch(/@Ops team\s+2\s+0\s+0/);
  });

  it('course and course details reports as PDF', async () => {
    const courses = await pdfText((await emailed({ report: 'courses', type: 'pdf', search: 'name:Emailed' })).bytes);
    expect(courses).toContain('Course Report');
    expect(courses).toMatch(/Emailed: Fire Safety\s+No\s+2\s+0\s+2\s+0\s+0\s+2\s+0/);
    const details = await pdfText((await emailed({ report: 'course', type: 'pdf', course_id: courseId })).bytes);
    expect(details).toContain('Emailed: Fire Safety: Course Report');
    expect(details).toContain('Zara');
    expect(details).toContain('2 users');
  });

  it("emails the external training report with the screen's filters", async () => {
    const add = (name: string, type: number) =>
      call('POST', '/v1/external-training', {
        token: owner.token,
        body: { name, completed: '2026-03-04', type, body: 'Red Cross', result: 'passed', score: 90, cost: 12.5 },
      });
    expect((await add(EVIL, 353362)).status).toBe(201);
    expect((await add('Forklift', 353357)).status).toBe(201);
    const rows = await sheetRows(
      (await emailed({ report: 'external-training', type: 'excel', types: '353362' })).bytes,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        'Course Title': `'${EVIL}`,
        'Training Type': 'First Aid',
        'Institute / Body': 'Red Cross',
        'User (email)': owner.email,
      }),
    ]);
  });

  it("refuses bad input and another company's course", async () => {
    const post = (body: unknown, token = owner.token) => call('POST', '/v1/reports/email', { token, body });
    expect((await post({ report: 'nope', type: 'excel' })).body.errors.report).toEqual([
      'The selected report is invalid.',
    ]);
    expect((await post({ report: 'users', type: 'csv' })).body.errors.type).toEqual(['The selected type is invalid.']);
    const noCourse = await post({ report: 'course', type: 'pdf' });
    expect(noCourse.status).toBe(422);
    expect(noCourse.body.errors.course_id).toEqual([MSG.REPORT_COURSE_REQUIRED]);
    expect((await post({ report: 'course', type: 'pdf', course_id: courseId }, stranger.token)).status).toBe(404);
    const external = await post({ report: 'external-training', type: 'excel', types: '1' });
    expect(external.status).toBe(422);
    expect(external.body.errors.types).toEqual(['The selected type is invalid.']);
    expect((await post({ report: 'users', type: 'excel', start: '31/12/2025' })).body.errors.start).toBeDefined();
  });

  it("is for administrators only; a report file is its company's", async () => {
    const learner = await addSignedInUser(owner.token);
    const manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    const body = { report: 'users', type: 'excel' };
    for (const token of [learner.token, manager.token]) {
      expect((await call('POST', '/v1/reports/email', { token, body })).status).toBe(403);
    }
    expect((await call('POST', '/v1/reports/email', { body })).status).toBe(401);
    const { id } = await emailed({ report: 'groups', type: 'excel' });
    expect((await call('GET', `/v1/reports/files/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call('GET', `/v1/reports/files/${id}`, { token: learner.token })).status).toBe(403);
    // A team manager opens only a report sent to them.
    expect((await call('GET', `/v1/reports/files/${id}`, { token: manager.token })).status).toBe(404);
    expect((await call('GET', '/v1/reports/files/unknown-job', { token: owner.token })).status).toBe(404);
  });

  it('deletes report files and their jobs after 7 days', async () => {
    const companyId = owner.user.company_id;
    const fresh = await emailed({ report: 'playlists', type: 'pdf' });
    // A job made eight days ago, with its file (as the worker writes it).
    const old = await createReportJob({
      companyId,
      requestedBy: owner.user.id,
      report: 'groups',
      type: 'csv',
      filters: {},
      delivery: 'email',
      now: new Date(Date.now() - 8 * 24 * 3600 * 1000),
    });
    const fileName = 'old-report.csv';
    const key = await storeReportFile({ companyId, jobId: old.job_id, fileName, contentType: 'text/csv', body: 'a,b' });
    await markReportReady(old, { key, fileName });
    const oldLink = (await signDownload(key, fileName, 'text/csv')).url;
    expect((await fetch(oldLink)).status).toBe(200);

    const { deleted } = await cleanReportFiles(baseLogger(), new Date());
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await getReportJob(companyId, old.job_id)).toBeUndefined();
    expect((await fetch(oldLink)).status).toBe(404);
    expect((await call('GET', `/v1/reports/files/${old.job_id}`, { token: owner.token })).status).toBe(404);
    // This week's report stays.
    expect((await call('GET', `/v1/reports/files/${fresh.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('direct export, Email to… and scheduled reports', () => {
  it("exports the user, group and playlist reports now, with the screen's filters", async () => {
    const exported = await call('POST', '/v1/reports/export', {
      token: owner.token,
      body: { report: 'users', type: 'excel', search: 'first_name:Zara' },
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.body.data.file_name).toMatch(/^user-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(new Uint8Array(await (await fetch(exported.body.url)).arrayBuffer()));
    expect(rows.map((row) => row['First Name'])).toEqual(['Zara']);
    const groups = await call('POST', '/v1/reports/export', {
      token: owner.token,
      body: { report: 'groups', type: 'pdf' },
    });
    expect(groups.status).toBe(200);
    expect(await pdfText(new Uint8Array(await (await fetch(groups.body.url)).arrayBuffer()))).toContain('Group Report');
    const bad = await call('POST', '/v1/reports/export', {
      token: owner.token,
      body: { report: 'course', type: 'pdf' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.course_id).toEqual([MSG.REPORT_COURSE_REQUIRED]);
  });

  it('emails a report to chosen administrators and managers, who alone may open it', async () => {
    const manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    const other = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    const learner = await addUser(owner.token);
    const post = (body: Record<string, unknown>) => call('POST', '/v1/reports/email', { token: owner.token, body });

    const sent = await post({ report: 'groups', type: 'excel', recipients: [manager.user.id, owner.user.id] });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe(MSG.REPORT_SENT_TO);
    const id = sent.body.data.id as string;
    const mail = await waitForMail(manager.user.email, (message) => message.text.includes(`/reports/files/${id}`));
    expect(mail.text).not.toContain('/admin/reports/files/');
    await waitForMail(owner.email, (message) => message.text.includes(`/reports/files/${id}`));
    expect((await call('GET', `/v1/reports/files/${id}`, { token: manager.token })).status).toBe(200);
    expect((await call('GET', `/v1/reports/files/${id}`, { token: other.token })).status).toBe(404);

    for (const recipients of [[learner.id], [stranger.user.id], ['unknown-user']]) {
      const refused = await post({ report: 'groups', type: 'excel', recipients });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.recipients).toEqual([MSG.REPORT_RECIPIENT_INVALID]);
    }
    expect((await post({ report: 'groups', type: 'excel', recipients: [] })).body.errors.recipients).toEqual([
      MSG.REPORT_RECIPIENTS_REQUIRED,
    ]);
  });

  it('sends a scheduled report to each recipient in their own language, one file per language (issue 34)', async () => {
    const polish = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    const english = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    const chosen = await call('PUT', '/v1/user/profile', {
      token: polish.token,
      body: {
        first_name: polish.user.first_name,
        last_name: polish.user.last_name,
        email: polish.user.email,
        language: 'pl',
      },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const created = await call('POST', '/v1/report-schedules', {
      token: owner.token,
      body: {
        report: 'users',
        type: 'excel',
        recipients: [polish.user.id, english.user.id],
        frequency: 'weekly',
        weekday: 4,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const scheduleId = created.body.data.id as string;
    const nextRun = created.body.data.next_run as string;
    const ran = await fetch(`${stackUrl()}/_local/schedules/send-scheduled-reports?now=${nextRun}T07:00:00Z`, {
      method: 'POST',
      headers: localToolsHeaders(),
    });
    expect(ran.status).toBe(200);

    const received = async (user: { email: string }, token: string, subject: string) => {
      const mail = await waitForMail(user.email, (message) => message.subject.startsWith(subject));
      const id = /\/reports\/files\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      const file = await call('GET', `/v1/reports/files/${id}`, { token });
      expect(file.status, JSON.stringify(file.body)).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await (await fetch(file.body.url as string)).arrayBuffer()) as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      return { id, title: sheet.name, headings: (sheet.getRow(1).values as unknown[]).slice(1) };
    };
    const inPolish = await received(polish.user, polish.token, 'Twój raport Skillway jest gotowy');
    expect(inPolish.id).toBe(`s-${scheduleId}-${nextRun}-pl`);
    expect(inPolish.title).toBe('Raport użytkowników');
    expect(inPolish.headings[0]).toBe('Imię');
    const inEnglish = await received(english.user, english.token, 'Your Skillway report is ready');
    expect(inEnglish.id).toBe(`s-${scheduleId}-${nextRun}`);
    expect(inEnglish.title).toBe('User Report');
    expect(inEnglish.headings[0]).toBe('First Name');
    // Each file is its language's recipients' only.
    expect((await call('GET', `/v1/reports/files/${inPolish.id}`, { token: english.token })).status).toBe(404);

    expect((await call('DELETE', `/v1/report-schedules/${scheduleId}`, { token: owner.token })).status).toBe(200);
  });

  it('sends a scheduled report on its day, once, moves it on, and stops it when deleted', async () => {
    const manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    const schedule = (body: Record<string, unknown>, token = owner.token) =>
      call('POST', '/v1/report-schedules', { token, body });
    const base = { report: 'users', type: 'pdf', recipients: [manager.user.id] };

    const { recipients: _none, ...withoutRecipients } = base;
    const noRecipients = await schedule({ ...withoutRecipients, frequency: 'weekly', weekday: 1 });
    expect(noRecipients.status).toBe(422);
    expect(noRecipients.body.errors.recipients).toEqual([MSG.REPORT_RECIPIENTS_REQUIRED]);
    const noWeekday = await schedule({ ...base, frequency: 'weekly' });
    expect(noWeekday.status).toBe(422);
    expect(noWeekday.body.errors.weekday).toEqual(['The weekday field is required for a weekly report.']);
    expect((await schedule({ ...base, frequency: 'monthly', day: 29 })).body.errors.day).toBeDefined();
    expect((await schedule({ ...base, frequency: 'weekly', weekday: 1 }, manager.token)).status).toBe(403);

    const created = await schedule({ ...base, frequency: 'weekly', weekday: 3 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(MSG.REPORT_SCHEDULED);
    const nextRun = created.body.data.next_run as string;
    // A Wednesday, after today.
    expect(new Date(`${nextRun}T12:00:00Z`).getUTCDay()).toBe(3);
    expect(nextRun > created.body.data.created_at.slice(0, 10)).toBe(true);
    const listed = await call('GET', '/v1/report-schedules', { token: owner.token });
    expect(listed.body.data.find((row: { id: string }) => row.id === created.body.data.id)).toMatchObject({
      frequency: 'weekly',
      weekday: 3,
      recipients: [{ id: manager.user.id, email: manager.user.email }],
    });

    // The daily run on that day (07:00 UTC is 07:00 or 08:00 in London): the manager gets the report, once.
    // The daily run as the local stack runs it (its schedule, with a fixed clock).
    const runAt = async (time: string) => {
      const ran = await fetch(`${stackUrl()}/_local/schedules/send-scheduled-reports?now=${time}`, {
        method: 'POST',
        headers: localToolsHeaders(),
      });
      expect(ran.status).toBe(200);
    };
    const scheduleId = created.body.data.id as string;
    await runAt(`${nextRun}T07:00:00Z`);
    const mail = await waitForMail(manager.user.email, (message) =>
      message.subject.startsWith('Your Skillway report is ready'),
    );
    const id = /\/reports\/files\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect(id).toBe(`s-${scheduleId}-${nextRun}`);
    expect((await call('GET', `/v1/reports/files/${id}`, { token: manager.token })).status).toBe(200);
    const after = await call('GET', '/v1/report-schedules', { token: owner.token });
    const moved = after.body.data.find((row: { id: string }) => row.id === created.body.data.id);
    expect(moved.next_run).toBe(addDays(nextRun, 7));
    expect(moved.last_sent_at).not.toBeNull();
    // A second run that day (a retry) sends nothing more and leaves the next day where it is.
    await runAt(`${nextRun}T09:00:00Z`);
    const unchanged = await call('GET', '/v1/report-schedules', { token: owner.token });
    expect(unchanged.body.data.find((row: { id: string }) => row.id === scheduleId).next_run).toBe(addDays(nextRun, 7));

    expect((await call('DELETE', `/v1/report-schedules/${scheduleId}`, { token: stranger.token })).status).toBe(404);
    const deleted = await call('DELETE', `/v1/report-schedules/${scheduleId}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.REPORT_SCHEDULE_DELETED);
    const gone = await call('GET', '/v1/report-schedules', { token: owner.token });
    expect(gone.body.data.some((row: { id: string }) => row.id === scheduleId)).toBe(false);
    await runAt(`${addDays(nextRun, 7)}T07:00:00Z`);
    expect(await getReportJob(owner.user.company_id, `s-${scheduleId}-${addDays(nextRun, 7)}`)).toBeUndefined();
  });
});
