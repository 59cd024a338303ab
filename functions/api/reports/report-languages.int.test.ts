/**
 * Report files in the requester's language (issue 34) against the running local stack: the worker writes a direct
 * export's headings, title, counts and PDF page numbers in the language of whoever asked (their own choice, else
 * their company's default), names with any Latin letters intact; the English files are covered by the other
 * reports' tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup } from '../../../test/factories/people';

let owner: TRegistered;

/** A direct export by `token`, downloaded. */
async function exported(token: string, body: Record<string, unknown>): Promise<Uint8Array> {
  const answer = await call('POST', '/v1/reports/export', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new Uint8Array(await (await fetch(answer.body.url)).arrayBuffer());
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'report-language-'));
  try {
    await writeFile(join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function headings(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1) as string[];
}

beforeAll(async () => {
  owner = await registerCompany();
  await addGroup(owner.token, 'Equipo de Sevilla');
  const course = await createCourse(owner.token, { name: 'Bezpieczeństwo pożarowe' });
  await addLink(owner.token, course.id);
  const changed = await call('PUT', '/v1/company/language', { token: owner.token, body: { default_language: 'es' } });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
});

describe("report exports in the requester's language", () => {
  it("writes the group report in the company's default language (Spanish) for an administrator who chose none", async () => {
    expect(await headings(await exported(owner.token, { report: 'groups', type: 'excel' }))).toEqual([
      'Nombre',
      'Usuarios',
      'Cursos',
      'Listas de reproducción',
    ]);
    const text = await pdfText(await exported(owner.token, { report: 'groups', type: 'pdf' }));
    expect(text).toContain('Informe de grupos');
    expect(text).toMatch(/1 grupo · exportado el \d{2}-\d{2}-\d{4}/);
    expect(text).toMatch(/Nombre\s+Usuarios\s+Cursos\s+Listas de reproducción/);
    expect(text).toContain('Página 1 de 1');
    expect(text).not.toContain('Group Report');
  });

  it("writes it in the administrator's own language (Polish) over the company's, every letter intact", async () => {
    const profile = (await call('GET', '/v1/user/profile', { token: owner.token })).body.data;
    const saved = await call('PUT', '/v1/user/profile', {
      token: owner.token,
      body: { first_name: 'Łucja', last_name: profile.last_name, email: profile.email, language: 'pl' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const text = await pdfText(await exported(owner.token, { report: 'courses', type: 'pdf' }));
    expect(text).toContain('Raport kursów');
    expect(text).toMatch(/1 kurs · wyeksportowano \d{2}-\d{2}-\d{4}/);
    expect(text).toContain('Bezpieczeństwo pożarowe');
    expect(text).toContain('Strona 1 z 1');
    expect(text).not.toContain('?');
  });
});
