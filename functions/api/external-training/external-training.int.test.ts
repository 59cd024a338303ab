/**
 * External training against the running local stack: a learner's own records (create, list, edit, delete), the
 * certificate through the presigned upload flow and its deletion, the field rules (422 naming the field), who may
 * see what (another learner, another company, a manager outside and inside the team), the administrator's report
 * with its filters, the all-or-nothing CSV import with its error logs, and the Excel and PDF exports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_TRAINING_MSG, MSG } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, setManagerTeam, type TAddedUser } from '../../../test/factories/added-users';
import { pdfFile, pngFile, uploadFile } from '../../../test/factories/courses';
import { call, drainEvents } from '../../../test/factories/http';
import { postFile } from '../../../test/factories/uploads';
import {
  listCompanyExternalTraining,
  listExternalTrainingExpiringOn,
} from '../../core/learner/external-training/external-training-repository';

const FIRST_AID = 353362;
const IT = 353356;
const SECURITY = 353361;
const EVIL = '=HYPERLINK("http://evil.test","x")';

let admin: TRegistered;
let stranger: TRegistered;
let learner: { user: TAddedUser; token: string };
let colleague: { user: TAddedUser; token: string };
let outsider: { user: TAddedUser; token: string };
let manager: { user: TAddedUser; token: string };
let workDir: string;

function training(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Emergency First Aid at Work',
    completed: '2025-03-03',
    type: FIRST_AID,
    body: 'St John Ambulance',
    score: 92.5,
    result: 'passed',
    cost: 120.5,
    deadline: '2028-03-03',
    ...overrides,
  };
}

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const result = await call('POST', '/v1/external-training', { token, body: training(overrides) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: string; [key: string]: unknown };
}

async function download(url: string): Promise<Uint8Array> {
  const file = await fetch(url);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'external-training-'));
  admin = await registerCompany();
  stranger = await registerCompany();
  learner = await addSignedInUser(admin.token, { first_name: 'Lena', last_name: 'Learner' });
  colleague = await addSignedInUser(admin.token, { first_name: 'Colin', last_name: 'Colleague' });
  outsider = await addSignedInUser(admin.token, { first_name: 'Olga', last_name: 'Outside' });
  manager = await addSignedInUser(admin.token, { first_name: 'Mona', last_name: 'Manager', role_id: 4 });
  await setManagerTeam(admin.token, manager.user, [learner.user.id]);
});

describe("a learner's own external training", () => {
  it('adds, lists newest completion first with the derived texts, edits and deletes a record', async () => {
    const created = await call('POST', '/v1/external-training', { token: learner.token, body: training() });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(EXTERNAL_TRAINING_MSG.ADDED);
    expect(created.body.data).toMatchObject({
      name: 'Emergency First Aid at Work',
      completed: '2025-03-03',
      completed_formatted: 'Monday, 3 March 2025',
      type: FIRST_AID,
      type_in_text: 'First Aid',
      body: 'St John Ambulance',
      score: 92.5,
      result: 'passed',
      result_in_text: 'Passed',
      cost: 120.5,
      deadline: '2028-03-03',
      deadline_formatted: 'Friday, 3 March 2028',
      file: null,
      s3_url: null,
      user: { id: learner.user.id, email: learner.user.email },
    });
    const older = await create(learner.token, {
      name: 'Cyber Basics',
      completed: '2024-01-10',
      type: IT,
      deadline: '',
      score: '',
      cost: null,
    });
    expect(older).toMatchObject({ deadline: null, deadline_formatted: null, score: null, cost: null });

    const list = await call('GET', '/v1/external-training?page=1&limit=5&include=file', { token: learner.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([created.body.data.id, older.id]);
    expect(list.body.meta.pagination).toMatchObject({ total: 2, per_page: 5, current_page: 1, total_pages: 1 });
    const second = await call('GET', '/v1/external-training?page=2&limit=1', { token: learner.token });
    expect(second.body.data.map((row: { id: string }) => row.id)).toEqual([older.id]);

    const edited = await call('PATCH', `/v1/external-training/${older.id}`, {
      token: learner.token,
      body: training({
        name: 'Cyber Security Basics',
        completed: '2024-01-10',
        type: SECURITY,
        result: 'failed',
        score: 40,
        cost: 0,
      }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.message).toBe(EXTERNAL_TRAINING_MSG.UPDATED);
    expect(edited.body.data).toMatchObject({
      name: 'Cyber Security Basics',
      type_in_text: 'Security',
      result: 'failed',
      score: 40,
      cost: 0,
    });
    const read = await call('GET', `/v1/external-training/${older.id}?include=file`, { token: learner.token });
    expect(read.body.data).toMatchObject({ name: 'Cyber Security Basics', deadline: '2028-03-03' });

    const deleted = await call('DELETE', `/v1/external-training/${older.id}`, { token: learner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(EXTERNAL_TRAINING_MSG.DELETED);
    expect((await call('GET', `/v1/external-training/${older.id}`, { token: learner.token })).status).toBe(404);
  });

  it('attaches a PDF certificate uploaded through the sign flow, serves it by a short-lived link and deletes it', async () => {
    const pdf = await pdfFile('First aid certificate.pdf');
    const key = await uploadFile(learner.token, 'certificate', pdf);
    const created = await create(learner.token, { s3_url: key, file: 'First aid certificate.pdf' });
    expect(created.s3_url).toBe(key);
    const file = created.file as { url: string; original_name: string; mime_type: string; size: number };
    expect(file).toMatchObject({
      original_name: 'First aid certificate.pdf',
      mime_type: 'application/pdf',
      size: pdf.bytes.length,
    });
    expect(Buffer.from(await download(file.url)).equals(pdf.bytes)).toBe(true);
    expect(new URL(file.url).searchParams.get('X-Amz-Expires')).not.toBeNull();

    // The same upload cannot be attached twice (it belongs to the first record now).
    const again = await call('POST', '/v1/external-training', {
      token: learner.token,
      body: training({ s3_url: key }),
    });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['s3_url']);
    // Another user's upload is refused too.
    const colleagues = await uploadFile(colleague.token, 'certificate', await pdfFile('Theirs.pdf'));
    const foreign = await call('POST', '/v1/external-training', {
      token: learner.token,
      body: training({ s3_url: colleagues }),
    });
    expect(foreign.status).toBe(422);

    // Editing keeps the certificate when s3_url names the stored key; a new PNG replaces it and the old file goes.
    const kept = await call('PATCH', `/v1/external-training/${created.id}`, {
      token: learner.token,
      body: training({ s3_url: key, name: 'Renamed' }),
    });
    expect(kept.body.data).toMatchObject({ name: 'Renamed', s3_url: key });
    const pngKey = await uploadFile(learner.token, 'certificate', await pngFile('scan.png'));
    const replaced = await call('PATCH', `/v1/external-training/${created.id}`, {
      token: learner.token,
      body: training({ s3_url: pngKey }),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.file).toMatchObject({ original_name: 'scan.png', mime_type: 'image/png' });
    expect((await fetch(file.url)).status).toBe(404);

    const removed = await call('DELETE', `/v1/external-training-certificate/${created.id}`, { token: learner.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETED);
    expect(removed.body.data).toMatchObject({ file: null, s3_url: null, name: 'Emergency First Aid at Work' });
    expect((await fetch(replaced.body.data.file.url as string)).status).toBe(404);
    const none = await call('DELETE', `/v1/external-training-certificate/${created.id}`, { token: learner.token });
    expect(none.status).toBe(422);
  });

  it("refuses an edit to a type outside the Edit panel's list (a spreadsheet)", async () => {
    const record = await create(learner.token);
    const xlsx = {
      name: 'marks.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer()),
    };
    const key = await uploadFile(learner.token, 'certificate', xlsx);
    const edit = await call('PATCH', `/v1/external-training/${record.id}`, {
      token: learner.token,
      body: training({ s3_url: key }),
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.s3_url).toEqual([EXTERNAL_TRAINING_MSG.FILE_TYPE_NOT_ALLOWED]);
  });

  it('answers 422 naming each field at fault', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ score: 101 }, 'score', 'The score may not be greater than 100.'],
      [{ score: -1 }, 'score', 'The score must be at least 0.'],
      [{ cost: -1 }, 'cost', 'The cost must be at least 0.'],
      [{ cost: 1.234 }, 'cost', 'The cost may have at most 2 decimal places.'],
      [{ cost: 'ten' }, 'cost', 'The cost must be a number.'],
      [{ result: 'maybe' }, 'result', 'The selected result is invalid.'],
      [{ type: 1 }, 'type', 'The selected type is invalid.'],
      [{ completed: '2025-02-30' }, 'completed', 'The completed is not a valid date.'],
      [{ completed: '' }, 'completed', 'The completed field is required.'],
      [{ deadline: 'soon' }, 'deadline', 'The deadline is not a valid date.'],
      [{ deadline: '2025-03-02' }, 'deadline', 'The deadline must be a date after or equal to completed.'],
      [{ name: '  ' }, 'name', 'The name field is required.'],
      [{ name: 'x'.repeat(256) }, 'name', 'The name may not be greater than 255 characters.'],
      [{ body: '' }, 'body', 'The body field is required.'],
    ];
    for (const [change, field, message] of cases) {
      const result = await call('POST', '/v1/external-training', { token: learner.token, body: training(change) });
      expect(result.status, JSON.stringify(change)).toBe(422);
      expect(result.body.errors, JSON.stringify(change)).toEqual({ [field]: [message] });
    }
    const same = await call('POST', '/v1/external-training', {
      token: learner.token,
      body: training({ deadline: '2025-03-03' }),
    });
    expect(same.status).toBe(201);
  });

  it('keeps the expiry in the sparse index so a daily job finds it with one query', async () => {
    const record = await create(colleague.token, { deadline: '2031-07-14' });
    const found = await listExternalTrainingExpiringOn(admin.user.company_id, '2031-07-14');
    expect(found.map((item) => item.training_id)).toContain(record.id);
    await call('PATCH', `/v1/external-training/${record.id}`, {
      token: colleague.token,
      body: training({ deadline: null }),
    });
    const after = await listExternalTrainingExpiringOn(admin.user.company_id, '2031-07-14');
    expect(after.map((item) => item.training_id)).not.toContain(record.id);
  });
});

describe('who sees a record', () => {
  let record: string;
  beforeAll(async () => {
    record = (await create(learner.token, { name: 'Team visible' })).id;
  });

  it('hides it from another learner and another company (404), also for changes', async () => {
    for (const token of [colleague.token, stranger.token]) {
      expect((await call('GET', `/v1/external-training/${record}`, { token })).status).toBe(404);
      expect((await call('PATCH', `/v1/external-training/${record}`, { token, body: training() })).status).toBe(404);
      expect((await call('DELETE', `/v1/external-training/${record}`, { token })).status).toBe(404);
      expect((await call('DELETE', `/v1/external-training-certificate/${record}`, { token })).status).toBe(404);
    }
    expect(
      (
        await call('PUT', `/v1/admin-external-training/${record}`, {
          token: stranger.token,
          body: { ...training(), user: learner.user.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('GET', `/v1/users/${learner.user.id}/external-training`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it("shows a team member's records to their manager (read only) and nobody else's", async () => {
    const read = await call('GET', `/v1/external-training/${record}`, { token: manager.token });
    expect(read.status).toBe(200);
    const list = await call('GET', `/v1/users/${learner.user.id}/external-training?page=1&limit=10`, {
      token: manager.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: string }) => row.id)).toContain(record);
    expect(list.body.data.every((row: { user: { id: string } }) => row.user.id === learner.user.id)).toBe(true);
    expect(
      (await call('PATCH', `/v1/external-training/${record}`, { token: manager.token, body: training() })).status,
    ).toBe(404);
    expect((await call('DELETE', `/v1/external-training/${record}`, { token: manager.token })).status).toBe(404);

    const outsiders = (await create(outsider.token)).id;
    expect((await call('GET', `/v1/external-training/${outsiders}`, { token: manager.token })).status).toBe(404);
    expect(
      (await call('GET', `/v1/users/${outsider.user.id}/external-training`, { token: manager.token })).status,
    ).toBe(404);
    expect((await call('GET', `/v1/users/${outsider.user.id}/external-training`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it("refuses the administrator's calls to learners and managers (403)", async () => {
    for (const token of [learner.token, manager.token]) {
      expect((await call('GET', '/v1/admin-external-training', { token })).status).toBe(403);
      expect(
        (await call('POST', '/v1/admin-external-training', { token, body: { ...training(), user: learner.user.id } }))
          .status,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/v1/admin-external-training/${record}`, {
            token,
            body: { ...training(), user: learner.user.id },
          })
        ).status,
      ).toBe(403);
      expect((await call('GET', '/v1/external-training-export?export_type=excel', { token })).status).toBe(403);
      expect(
        (await postFile('/v1/bulk-admin-external-training', token, { name: 'x.csv', content: 'email\n' })).status,
      ).toBe(403);
    }
    expect(
      (await call('GET', `/v1/users/${colleague.user.id}/external-training`, { token: learner.token })).status,
    ).toBe(403);
  });

  it('lets the administrator delete any record of the company and its certificate', async () => {
    const key = await uploadFile(colleague.token, 'certificate', await pdfFile('Colleague.pdf'));
    const theirs = await create(colleague.token, { s3_url: key });
    const removed = await call('DELETE', `/v1/external-training-certificate/${theirs.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.file).toBeNull();
    expect((await call('DELETE', `/v1/external-training/${theirs.id}`, { token: admin.token })).status).toBe(200);
    expect((await call('GET', `/v1/external-training/${theirs.id}`, { token: colleague.token })).status).toBe(404);
  });
});

describe("the administrator's external training report", () => {
  let company: TRegistered;
  let ada: TAddedUser;
  let bob: TAddedUser;
  beforeAll(async () => {
    company = await registerCompany();
    ada = (await addSignedInUser(company.token, { first_name: 'Ada', last_name: 'Lovelace' })).user;
    bob = (await addSignedInUser(company.token, { first_name: 'Bob', last_name: 'Builder' })).user;
    const add = async (user: string, overrides: Record<string, unknown>) => {
      const result = await call('POST', '/v1/admin-external-training', {
        token: company.token,
        body: { ...training(overrides), user },
      });
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expect(result.body.data.user.id).toBe(user);
      return result.body.data.id as string;
    };
    await add(ada.id, { name: 'Advanced First Aid', completed: '2025-05-01' });
    await add(ada.id, { name: 'Network Security', type: SECURITY, completed: '2025-04-01' });
    await add(bob.id, { name: 'Python for Analysts', type: IT, completed: '2025-05-01' });
    await add(bob.id, { name: EVIL, type: IT, completed: '2024-12-24', body: '@SUM(1)' });
  });

  const names = async (query: string) => {
    const result = await call('GET', `/v1/admin-external-training?include=file,user&${query}`, {
      token: company.token,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data.map((row: { name: string }) => row.name) as string[];
  };

  it('lists every record of the company with its user, newest completion first, paged by 20', async () => {
    const all = await call('GET', '/v1/admin-external-training?page=1&limit=20', { token: company.token });
    expect(all.body.meta.pagination).toMatchObject({ total: 4, per_page: 20 });
    expect(all.body.data.map((row: { completed: string }) => row.completed)).toEqual([
      '2025-05-01',
      '2025-05-01',
      '2025-04-01',
      '2024-12-24',
    ]);
    expect(all.body.data[3].user).toMatchObject({ id: bob.id, first_name: 'Bob', email: bob.email });
  });

  it('filters by title, user, type list and the day completed', async () => {
    expect(await names('search=security')).toEqual(['Network Security']);
    expect(await names('search=name:python')).toEqual(['Python for Analysts']);
    expect((await names('searchUser=lovelace')).sort()).toEqual(['Advanced First Aid', 'Network Security']);
    expect((await names(`searchUser=${encodeURIComponent(bob.email)}`)).length).toBe(2);
    expect((await names(`type=${SECURITY},${FIRST_AID}`)).sort()).toEqual(['Advanced First Aid', 'Network Security']);
    expect((await names('completed=01/05/2025')).sort()).toEqual(['Advanced First Aid', 'Python for Analysts']);
    expect(await names(`completed=2025-05-01&type=${IT}&searchUser=bob`)).toEqual(['Python for Analysts']);
    const bad = await call('GET', '/v1/admin-external-training?type=12', { token: company.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['type']);
  });

  it('adds and edits for a chosen active user only', async () => {
    const other = await call('POST', '/v1/admin-external-training', {
      token: company.token,
      body: { ...training(), user: learner.user.id },
    });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['user']);
    const missing = await call('POST', '/v1/admin-external-training', { token: company.token, body: training() });
    expect(missing.body.errors).toEqual({ user: ['The user field is required.'] });

    const id = (await call('GET', '/v1/admin-external-training?search=python', { token: company.token })).body.data[0]
      .id as string;
    const moved = await call('PUT', `/v1/admin-external-training/${id}`, {
      token: company.token,
      body: { ...training({ name: 'Python for Analysts', type: IT, completed: '2025-05-01' }), user: ada.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.user.id).toBe(ada.id);
    expect((await names('searchUser=lovelace')).length).toBe(3);
    const back = await call('PUT', `/v1/admin-external-training/${id}`, {
      token: company.token,
      body: { ...training({ name: 'Python for Analysts', type: IT, completed: '2025-05-01' }), user: bob.id },
    });
    expect(back.body.data.user.id).toBe(bob.id);
  });

  it('exports the filtered report to Excel with formulas neutralised, and to PDF', async () => {
    const excel = await call('GET', `/v1/external-training-export?export_type=excel&type=${IT}`, {
      token: company.token,
    });
    expect(excel.status, JSON.stringify(excel.body)).toBe(200);
    expect(excel.body.url).toBe(excel.body.data.url);
    expect(new URL(excel.body.data.url as string).pathname).toContain(`/c/${company.user.company_id}/reports/`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await download(excel.body.data.url as string)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Course Title',
      'Date Completed',
      'Training Type',
      'Institute / Body',
      'Score (%)',
      'Result',
      'Cost (£)',
      'Expiry Date',
      'User (email)',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Python for Analysts',
      '01-05-2025',
      'IT',
      'St John Ambulance',
      92.5,
      'Passed',
      120.5,
      '03-03-2028',
      bob.email,
    ]);
    const evil = sheet.getRow(3);
    expect(evil.getCell(1).value).toBe(`'${EVIL}`);
    expect(evil.getCell(1).formula).toBeUndefined();
    expect(evil.getCell(4).value).toBe("'@SUM(1)");

    const pdf = await call('GET', '/v1/external-training-export?export_type=pdf', { token: company.token });
    expect(pdf.status).toBe(200);
    const file = join(workDir, 'external-training.pdf');
    await writeFile(file, await download(pdf.body.data.url as string));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('External Training Report');
    expect(text).toContain('Advanced First Aid');
    expect(text).toContain('Network Security');
    expect(text).toContain(ada.email);

    const bad = await call('GET', '/v1/external-training-export?export_type=csv', { token: company.token });
    expect(bad.status).toBe(422);
  });
});

describe('the external training CSV import', () => {
  let company: TRegistered;
  let ada: TAddedUser;
  const HEADER = 'email,name,completed,type,body,score,result,cost,deadline';
  const importCsv = (content: string | Buffer, name = 'training.csv') =>
    postFile('/v1/bulk-admin-external-training', company.token, { name, content });
  const total = async () =>
    (await call('GET', '/v1/admin-external-training?limit=100', { token: company.token })).body.meta.pagination
      .total as number;

  beforeAll(async () => {
    company = await registerCompany();
    ada = (await addSignedInUser(company.token, { first_name: 'Ada', last_name: 'Import' })).user;
  });

  it('imports a good file whole', async () => {
    const file = [
      HEADER,
      `${ada.email},Manual Handling,2025-01-15,Health and Safety,HSE Training,88,passed,45.00,2027-01-15`,
      `${ada.email.toUpperCase()},Leadership Essentials,20/02/2025,353363,CMI,,Failed,,`,
    ].join('\n');
    const result = await importCsv(file);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toEqual({ message: EXTERNAL_TRAINING_MSG.IMPORT_DONE, data: { total_rows: 2, created: 2 } });
    const rows = (await call('GET', `/v1/users/${ada.id}/external-training`, { token: company.token })).body.data;
    expect(
      rows.map((row: { name: string; type_in_text: string; result: string; completed: string }) => [
        row.name,
        row.type_in_text,
        row.result,
        row.completed,
      ]),
    ).toEqual([
      ['Leadership Essentials', 'Management', 'failed', '2025-02-20'],
      ['Manual Handling', 'Health and Safety', 'passed', '2025-01-15'],
    ]);
  });

  it('saves nothing when one row is bad, and lists every bad row in the error logs under External', async () => {
    const before = await total();
    const file = [
      HEADER,
      `${ada.email},Good Row,2025-01-15,IT,Body,50,passed,10,`,
      `nobody@nowhere.test,Unknown User,2025-01-15,IT,Body,50,passed,10,`,
      `${ada.email},Bad Score,2025-01-15,IT,Body,150,passed,10,`,
      `${ada.email},Bad Expiry,2025-01-15,IT,Body,50,passed,10,2024-01-01`,
    ].join('\n');
    const result = await importCsv(file, 'mixed.csv');
    expect(result.status).toBe(422);
    expect(result.body.message).toBe(EXTERNAL_TRAINING_MSG.IMPORT_FAILED);
    expect(result.body.errors.rows).toEqual([
      `Row 3: ${EXTERNAL_TRAINING_MSG.IMPORT_UNKNOWN_USER}`,
      'Row 4: The score may not be greater than 100.',
      'Row 5: The deadline must be a date after or equal to completed.',
    ]);
    expect(await total()).toBe(before);
    const logs = await call('GET', '/v1/user-error-logs?limit=10&container=External', { token: company.token });
    expect(logs.status).toBe(200);
    const mine = logs.body.data.filter((log: { file_name: string }) => log.file_name === 'mixed.csv');
    expect(mine.map((log: { row: number; container: string }) => [log.row, log.container])).toEqual([
      [3, 'External'],
      [4, 'External'],
      [5, 'External'],
    ]);
    const userLogs = await call('GET', '/v1/user-error-logs?limit=10&container=User', { token: company.token });
    expect(userLogs.body.data.some((log: { file_name: string }) => log.file_name === 'mixed.csv')).toBe(false);
  });

  it('refuses hostile files whole', async () => {
    const before = await total();
    const cases: [string | Buffer, string, string][] = [
      [
        `${HEADER}\n${ada.email},=cmd|' /C calc'!A0,2025-01-15,IT,Body,50,passed,10,`,
        'formula.csv',
        MSG.IMPORT_FORMULA,
      ],
      [`${HEADER}\n${ada.email},Name,2025-01-15,IT,+Body,50,passed,10,`, 'plus.csv', MSG.IMPORT_FORMULA],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01]), 'binary.csv', MSG.IMPORT_BINARY],
      ['email,name,completed,type,role\nx@y.test,A,2025-01-01,IT,admin', 'columns.csv', MSG.IMPORT_UNKNOWN_COLUMNS],
      ['email,name\nx@y.test,A', 'missing.csv', MSG.IMPORT_MISSING_COLUMNS],
      [`${HEADER}\n${ada.email},Name,2025-01-15,IT,Body,50,passed,10,`, 'training.txt', MSG.IMPORT_NOT_CSV],
      [`${HEADER}\n`, 'empty.csv', EXTERNAL_TRAINING_MSG.IMPORT_EMPTY],
      [
        `${HEADER}\n${`${ada.email},Name,2025-01-15,IT,Body,50,passed,10,\n`.repeat(60_000)}`,
        'huge.csv',
        MSG.IMPORT_TOO_LARGE,
      ],
    ];
    for (const [content, name, message] of cases) {
      const result = await importCsv(content, name);
      expect(result.status, name).toBe(422);
      expect(result.body.errors.file[0], name).toContain(message);
    }
    expect(await total()).toBe(before);
  });
});

describe('deleting a user and all their data', () => {
  it('deletes their external training and its certificate files', async () => {
    const leaver = await addSignedInUser(admin.token, { first_name: 'Leo', last_name: 'Leaver' });
    const key = await uploadFile(leaver.token, 'certificate', await pdfFile('Leaver.pdf'));
    const record = await create(leaver.token, { s3_url: key });
    const url = (record.file as { url: string }).url;
    expect((await fetch(url)).status).toBe(200);
    const deleted = await call('DELETE', `/v1/users-all-data/${leaver.user.id}`, { token: admin.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const left = await listCompanyExternalTraining(admin.user.company_id);
    expect(left.some((item) => item.user_id === leaver.user.id)).toBe(false);
    // The certificate's file goes in the background (files.delete-requested), once the events are handled.
    await drainEvents();
    expect((await fetch(url)).status).toBe(404);
  });
});
