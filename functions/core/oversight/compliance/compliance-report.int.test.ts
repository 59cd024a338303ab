/**
 * The compliance export in its requester's language (issue 34), against the running local stack: headings, title,
 * state words and dates in Spanish for a Spanish administrator, the learners' and courses' names as they are;
 * English exactly as the matrix shows it.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../../test/factories/accounts';
import { addLink, createCourse } from '../../../../test/factories/courses';
import { call } from '../../../../test/factories/http';
import { addPerson } from '../../../../test/factories/people';
import { accessAllMaterial, enrolOnCourse } from '../../../../test/factories/test-taking';
import { setEventTransport } from '../../platform/events/publish-event';
import { complianceReportTable } from './compliance-report';

let owner: TRegistered;
let companyId: string;

const yearly = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 14,
} as const;

async function exported(token: string): Promise<[[unknown], unknown[], ...unknown[][]]> {
  const result = await call('POST', '/v1/reports/export', { token, body: { report: 'compliance', type: 'excel' } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await (await fetch(result.body.data.url as string)).arrayBuffer()) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [headings = [], ...cells] = rows;
  return [[sheet.name], headings, ...cells];
}

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany({ company_name: 'Cumplimiento SL' });
  companyId = owner.user.company_id;
  const courseId = (await createCourse(owner.token, { name: 'Seguridad contra incendios' })).id;
  await addLink(owner.token, courseId);
  const saved = await call('PUT', `/v1/courses/${courseId}/recertification`, { token: owner.token, body: yearly });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const done = await addPerson(companyId, ROLE.USER, 'Ana');
  const waiting = await addPerson(companyId, ROLE.USER, 'Bruno');
  await enrolOnCourse(owner.token, courseId, [done.id, waiting.id]);
  await accessAllMaterial(companyId, courseId, done.id, USER_COURSE_STATE.COMPLETE);
});

describe('the compliance export', () => {
  it('is in English for an English administrator, its cells as the matrix words them', async () => {
    const [[title], headings, ...rows] = await exported(owner.token);
    expect(title).toBe('Compliance Report');
    expect(headings).toEqual(['First Name', 'Last Name', 'Email', 'Seguridad contra incendios']);
    const cells = rows.map((row) => row[3]);
    expect(cells).toContain('Not started');
    expect(
      cells.some((cell) => typeof cell === 'string' && /^Certified until \d{1,2} [A-Z][a-z]{2} \d{4}$/.test(cell)),
    ).toBe(true);
  });

  it('is in Spanish for an administrator whose company speaks Spanish', async () => {
    const set = await call('PUT', '/v1/company/language', { token: owner.token, body: { default_language: 'es' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [[title], headings, ...rows] = await exported(owner.token);
    expect(title).toBe('Informe de cumplimiento');
    expect(headings).toEqual(['Nombre', 'Apellido', 'Correo electrónico', 'Seguridad contra incendios']);
    const cells = rows.map((row) => row[3]);
    expect(cells).toContain('Sin empezar');
    expect(
      cells.some((cell) => typeof cell === 'string' && /^Certificado hasta el \d{1,2} \S+ \d{4}$/.test(cell)),
    ).toBe(true);

    const { subtitle } = await complianceReportTable(companyId, {}, new Date(), 'pl');
    expect(subtitle).toMatch(/^50% aktualnych na dzień \d{2}-\d{2}-\d{4} · Seguridad contra incendios 50%$/);
  });
});
