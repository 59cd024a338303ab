import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TCourseItem } from '../../platform/db/types';
import { renderTable } from '../../platform/export/tabular-export';

const groups = [
  { group_id: 'g1', name: 'Łódź Ops', total_users: 3, total_courses: 2, total_channels: 1 },
  { group_id: 'g2', name: 'Sevilla', total_users: 1, total_courses: 0, total_channels: 0 },
];
const courses = [
  { course_id: 'k1', name: 'Fire Safety', published: true, created_at: '2025-01-02T00:00:00.000Z' },
  { course_id: 'k2', name: 'First Aid', published: false, created_at: '2025-01-03T00:00:00.000Z' },
] as TCourseItem[];

vi.mock('../../people/groups/group-repository', () => ({ listGroups: () => Promise.resolve(groups) }));
vi.mock('../../content/courses/course-repository', () => ({
  listCompanyCourses: () => Promise.resolve(courses),
  listCourseStats: () => Promise.resolve(new Map([['k1', { total_users: 4, completed: 1, in_progress: 1 }]])),
}));

const { groupsReportTable } = await import('./people-reports');
const { coursesTable } = await import('./course-exports');

const dir = mkdtempSync(join(tmpdir(), 'report-languages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const NOW = new Date('2025-03-03T10:00:00.000Z');

describe("report exports in the requester's language", () => {
  it('writes the group report in English exactly as before', async () => {
    const { table, name } = await groupsReportTable('c1', {}, NOW, 'en-GB');
    expect(name).toBe('group-report');
    expect(table.title).toBe('Group Report');
    expect(table.subtitle).toBe('2 groups · exported 03-03-2025');
    expect(table.columns.map((column) => column.header)).toEqual(['Name', 'Users', 'Courses', 'Playlists']);
    const one = await groupsReportTable('c1', { search: 'Sevilla' }, NOW, 'en-GB');
    expect(one.table.subtitle).toBe('1 group · exported 03-03-2025');
  });

  it('writes the group report in Spanish: title, count, headings, and the PDF page numbers', async () => {
    const { table, name } = await groupsReportTable('c1', {}, NOW, 'es');
    expect(name).toBe('group-report');
    expect(table.title).toBe('Informe de grupos');
    expect(table.subtitle).toBe('2 grupos · exportado el 03-03-2025');
    expect(table.columns.map((column) => column.header)).toEqual([
      'Nombre',
      'Usuarios',
      'Cursos',
      'Listas de reproducción',
    ]);
    const pdf = await renderTable(table, 'pdf', name, NOW, 'es');
    const text = pdfText(pdf.body as Uint8Array);
    expect(text).toContain('Informe de grupos');
    expect(text).toContain('Página 1 de 1');
    expect(text).toContain('Łódź Ops');
    const csv = await renderTable(table, 'csv', name, NOW, 'es');
    expect(String(csv.body).split('\r\n')[0]).toBe('\uFEFFNombre,Usuarios,Cursos,Listas de reproducción');
  });

  it('counts in Polish plural forms', async () => {
    const { table } = await groupsReportTable('c1', {}, NOW, 'pl');
    expect(table.title).toBe('Raport grup');
    expect(table.subtitle).toBe('2 grupy · wyeksportowano 03-03-2025');
  });

  it("writes the course report's Yes/No cells in the requester's language", async () => {
    const english = await coursesTable('c1', {}, NOW, 'en-GB');
    expect(english.table.title).toBe('Course Report');
    expect(english.table.columns[0]!.header).toBe('Course');
    const published = (rows: readonly (readonly unknown[])[]) =>
      Object.fromEntries(rows.map((row) => [row[0], row[1]]));
    expect(published(english.table.rows)).toEqual({ 'Fire Safety': 'Yes', 'First Aid': 'No' });
    const spanish = await coursesTable('c1', {}, NOW, 'es');
    expect(spanish.table.title).toBe('Informe de cursos');
    expect(spanish.table.subtitle).toBe('2 cursos · exportado el 03-03-2025');
    expect(spanish.table.columns.map((column) => column.header)).toContain('Publicado');
    expect(published(spanish.table.rows)).toEqual({ 'Fire Safety': 'Sí', 'First Aid': 'No' });
  });

  it('writes an empty English PDF as before', async () => {
    const pdf = await renderTable({ title: 'Group Report', columns: [{ header: 'Name' }], rows: [] }, 'pdf', 'x', NOW);
    const text = pdfText(pdf.body as Uint8Array);
    expect(text).toContain('No rows.');
    expect(text).toContain('Page 1 of 1');
  });
});
