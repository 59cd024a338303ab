/**
 * The four course exports against the running local stack: each answers a short-lived download URL of an Excel
 * workbook or a PDF written under the company's export prefix, with the screen's rows; Excel cells that would start
 * a formula are neutralised; learners, managers and other companies are refused.
 */
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_COURSE_STATE as S, enrolmentIdOf } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { updateCourseProgress } from '../../core/delivery/progress/course-progress-repository';

let owner: TRegistered;
let stranger: TRegistered;
let courseId: string;
let learnerToken: string;
let managerToken: string;

const EVIL = '=HYPERLINK("http://evil.test","x")';

async function download(path: string) {
  const result = await call('GET', path, { token: owner.token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const url = result.body.data.url as string;
  expect(result.body.url).toBe(url);
  expect(result.body.data.expires_in).toBeLessThanOrEqual(300);
  expect(new URL(url).pathname).toContain(`/c/${owner.user.company_id}/reports/`);
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('attachment');
  return { name: result.body.data.file_name as string, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The first sheet as rows of header -> cell text. */
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

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany();
  stranger = await registerCompany();
  courseId = (await createCourse(owner.token, { name: 'Exported: Fire Safety' })).id;
  await addLink(owner.token, courseId);
  const evil = await addUser(owner.token, { first_name: EVIL, last_name: '+SUM(A1)' });
  const plain = await addUser(owner.token, { first_name: 'Zoë', last_name: 'Ünicode 漢字' });
  learnerToken = (await addSignedInUser(owner.token)).token;
  managerToken = (await addSignedInUser(owner.token, { role_id: ROLE.MANAGER })).token;
  await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: [evil.id, plain.id] },
  });
  await updateCourseProgress(owner.user.company_id, courseId, evil.id, () => ({
    state: S.IN_PROGRESS,
    progress: 50,
    started_at: '2025-02-03T10:00:00.000Z',
  }));
  await updateCourseProgress(owner.user.company_id, courseId, plain.id, () => ({
    state: S.IN_PROGRESS,
    progress: 20,
    started_at: '2025-02-04T10:00:00.000Z',
  }));
  // Plain's run is archived, so the archived export has a row.
  const archived = await call('POST', `/v1/archive-user-course/${enrolmentIdOf(courseId, plain.id)}`, {
    token: owner.token,
  });
  expect(archived.status).toBe(200);
});

describe('course exports', () => {
  it('exports the library with its counters as Excel', async () => {
    const file = await download('/v1/courses-export?type=excel&page=1&limit=0');
    expect(file.name).toMatch(/^courses-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(file.bytes);
    expect(rows).toEqual([
      expect.objectContaining({
        Course: 'Exported: Fire Safety',
        Published: 'No',
        'Total Users': 2,
        'In Progress': 1,
        'Not Started': 1,
        'Total Completion %': 0,
      }),
    ]);
    const none = await sheetRows((await download('/v1/courses-export?type=excel&search=name:nothing-like-it')).bytes);
    expect(none).toEqual([]);
  });

  it('neutralises formulas in the enrolled users export', async () => {
    const file = await download(`/v1/course/enrolled-users-export/${courseId}?type=excel`);
    expect(file.name).toMatch(/^exported-fire-safety-users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(file.bytes);
    expect(rows).toHaveLength(2);
    const evil = rows.find((row) => String(row['First Name']).includes('HYPERLINK'))!;
    expect(evil).toMatchObject({
      'First Name': `'${EVIL}`,
      Surname: "'+SUM(A1)",
      'Enrolled Through': 'Individual',
      Status: 'In progress',
    });
  });

  it('exports the course report with every column', async () => {
    const rows = await sheetRows((await download(`/v1/course/user-course-report-export/${courseId}?type=excel`)).bytes);
    expect(rows.map((row) => row['Progress (%)'])).toEqual(expect.arrayContaining([50, 0]));
    expect(Object.keys(rows[0]!)).toEqual([
      'First Name',
      'Surname',
      'Email',
      'Status',
      'Enrolled Date',
      'Deadline',
      'Started Date',
      'Date Completed',
      'Last Accessed',
      'Progress (%)',
      'Test Score',
      'Attempts',
      'Agree Status',
      'Agreed By',
    ]);
    expect(rows.find((row) => row['Progress (%)'] === 50)).toMatchObject({
      'Started Date': '03-02-2025',
      'Test Score': 'N/A',
    });
  });

  it('exports the archived course data', async () => {
    const rows = await sheetRows(
      (await download(`/v1/course/archived-user-course-export/${courseId}?type=excel`)).bytes,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        'First Name': 'Zoë',
        'Started Date': '04-02-2025',
        'Progress (%)': 20,
        Status: 'In progress',
      }),
    ]);
  });

  it('writes each export as a PDF too, whatever the characters', async () => {
    for (const path of [
      '/v1/courses-export?type=pdf',
      `/v1/course/enrolled-users-export/${courseId}?type=pdf`,
      `/v1/course/user-course-report-export/${courseId}?type=pdf`,
      `/v1/course/archived-user-course-export/${courseId}?type=pdf`,
    ]) {
      const file = await download(path);
      expect(file.name, path).toMatch(/\.pdf$/);
      expect(Buffer.from(file.bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(file.bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toMatch(/Report|Enrolled Users|Archived Course Data/);
    }
  });

  it('refuses an unknown type', async () => {
    const result = await call('GET', `/v1/course/enrolled-users-export/${courseId}?type=csv`, { token: owner.token });
    expect(result.status).toBe(422);
    expect(result.body.errors.type).toEqual(['The selected type is invalid.']);
  });

  it("is for the course's own administrators only", async () => {
    const paths = [
      `/v1/course/enrolled-users-export/${courseId}?type=excel`,
      `/v1/course/archived-user-course-export/${courseId}?type=pdf`,
      `/v1/course/user-course-report-export/${courseId}?type=excel`,
    ];
    for (const path of [...paths, '/v1/courses-export?type=excel']) {
      expect((await call('GET', path, { token: learnerToken })).status, path).toBe(403);
      expect((await call('GET', path, { token: managerToken })).status, path).toBe(403);
      expect((await call('GET', path)).status, path).toBe(401);
    }
    for (const path of paths) expect((await call('GET', path, { token: stranger.token })).status, path).toBe(404);
    // Another company's library export holds only its own (no) courses, under its own prefix.
    const theirs = await call('GET', '/v1/courses-export?type=excel', { token: stranger.token });
    expect(new URL(theirs.body.data.url).pathname).toContain(`/c/${stranger.user.company_id}/reports/`);
    expect(await sheetRows(new Uint8Array(await (await fetch(theirs.body.data.url)).arrayBuffer()))).toEqual([]);
  });
});
