import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { TPersonalData } from './collect-personal-data';
import { summaryPdf } from './export-summary-pdf';

const dir = mkdtempSync(join(tmpdir(), 'export-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function text(bytes: Uint8Array): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const AT = '2026-03-10T09:30:00.000Z';

function personal(overrides: Record<string, unknown> = {}): TPersonalData {
  return {
    data: {
      format_version: 1,
      generated_at: AT,
      company: { id: 'c1', name: 'Acme Ltd' },
      profile: {
        first_name: 'Zoë',
        last_name: 'Ng 🚀',
        email: 'zoe@acme.test',
        role: 'User',
        created_at: AT,
        is_notification: 1,
      },
      groups: [{ name: 'Warehouse' }],
      enrolments: [
        {
          target_type: 'course',
          name: 'Fire Safety',
          state: 3,
          progress: 100,
          enrolled_at: AT,
          completed_at: AT,
          test_score: 90,
        },
        { target_type: 'playlist', name: 'Starters', enrolled_at: AT },
      ],
      course_history: [],
      test_attempts: [
        { course_name: 'Fire Safety', attempt: 1, score: 90, passed: true, pass_mark: 80, created_at: AT },
      ],
      certificates: [{ course_name: 'Fire Safety', issued_at: AT, file: 'certificates/Fire Safety 01234567.pdf' }],
      external_training: [
        {
          name: 'First Aid',
          completed: '2026-02-01',
          result: 'passed',
          body: 'St John',
          file: 'external-training/First Aid.pdf',
        },
      ],
      notifications: Array.from({ length: 130 }, (_, i) => ({ title: `Notice ${i + 1}`, created_at: AT, read: i > 0 })),
      lrs: { statements: [{}, {}], documents: [{}], registrations: [{}], package_data: [] },
      audit_events: [
        { at: AT, action: 'users.update', target_type: 'user', target_name: 'Zoë Ng', actor_name: 'Ada Admin' },
      ],
      ...overrides,
    },
    files: [],
    language: 'en-GB',
  };
}

describe('summary.pdf', () => {
  it('has a section for every area, the main facts of each record, and how many more are in data.json', async () => {
    const bytes = await summaryPdf(personal(), new Date(AT));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Your personal data');
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const shown = text(bytes).replace(/\s+/g, ' ');
    for (const expected of [
      'Your personal data',
      'Acme Ltd',
      // A character the standard fonts cannot draw is a '?', never an error.
      'Name: Zoë Ng ?',
      'Email: zoe@acme.test',
      'Groups',
      'Warehouse',
      'Course: Fire Safety, Complete, progress 100%',
      'test score 90%',
      'Playlist: Starters, Not yet started',
      'No archived runs.',
      'Fire Safety: attempt 1, 90% (passed, pass mark 80%)',
      '(certificates/Fire Safety 01234567.pdf)',
      'First Aid: completed 2026-02-01, passed, by St John (external-training/First Aid.pdf)',
      'Notice 1 (unread)',
      '... and 30 more in data.json.',
      'xAPI statements: 2',
      'users.update on user Zoë Ng by Ada Admin',
    ])
      expect(shown).toContain(expected);
  });

  it('says so for an area without records', async () => {
    const shown = text(await summaryPdf(personal({ groups: [], notifications: [], audit_events: [] }))).replace(
      /\s+/g,
      ' ',
    );
    for (const expected of ['No groups.', 'No notifications.', 'No audit events.']) expect(shown).toContain(expected);
  });

  it("is written in the user's language, in fonts that print its letters (issue 34)", async () => {
    const polish = await summaryPdf(personal(), new Date(AT), 'pl');
    expect((await PDFDocument.load(polish)).getTitle()).toBe('Twoje dane osobowe');
    const shownPl = text(polish).replace(/\s+/g, ' ');
    for (const expected of [
      'Twoje dane osobowe',
      // A letter the standard fonts would print as '?': DejaVu is embedded.
      'Szkolenia zewnętrzne',
      'Kurs: Fire Safety, Ukończony',
      'Powiadomienia e-mail: Tak',
      'Zoë Ng',
    ])
      expect(shownPl).toContain(expected);
    expect(shownPl).not.toContain('Your personal data');

    const shownEs = text(await summaryPdf(personal(), new Date(AT), 'es')).replace(/\s+/g, ' ');
    for (const expected of ['Tus datos personales', 'Formación externa', 'Notificaciones por correo electrónico: Sí'])
      expect(shownEs).toContain(expected);
  });
});
