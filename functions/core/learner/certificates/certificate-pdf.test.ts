import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDuration } from '@skillway/shared/rules/duration';
import { formatLongDay } from './certificate-dates';
import { certificateDuration } from './certificate-duration';
import { CERTIFICATE_ID_BITS, newCertificateId } from './certificate-id';
import { renderCertificatePdf } from './certificate-pdf';
import { isCertificateDue } from './certificate-rules';

const dir = mkdtempSync(join(tmpdir(), 'certificate-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's words as pdftotext (poppler-utils) reads them. */
function textOf(bytes: Uint8Array): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const content = {
  learnerName: 'Grace Hopper',
  courseName: 'Fire Safety Awareness',
  companyName: 'Widgets Ltd',
  completedDate: 'Monday, 3 March 2025',
  duration: '1 hr 15 mins',
  certificateId: 'Q2VydGlmaWNhdGVJZEZvclRlc3Q',
  verifyUrl: 'https://app.example.com/certificates/verify/Q2VydGlmaWNhdGVJZEZvclRlc3Q',
};

describe('renderCertificatePdf', () => {
  it('prints the learner, course, company, completion date, duration and verification id on one page', async () => {
    const bytes = await renderCertificatePdf(content);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = textOf(bytes);
    for (const expected of [
      'Certificate of Completion',
      'Grace Hopper',
      'Fire Safety Awareness',
      'Company: Widgets Ltd',
      'Completed on Monday, 3 March 2025',
      'Course duration: 1 hr 15 mins',
      `Verification id: ${content.certificateId}`,
      content.verifyUrl,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints characters outside its fonts as ? instead of failing, and fits a long name', async () => {
    const text = textOf(
      await renderCertificatePdf({ ...content, learnerName: 'Zoë 李 Smith 🎓', courseName: 'A'.repeat(180) }),
    );
    expect(text).toContain('Zoë ? Smith ?');
    expect(text).toContain('A'.repeat(60));
  });

  it('prints a name in any Latin script as it is, in English too (the embedded Unicode fonts)', async () => {
    const text = textOf(await renderCertificatePdf({ ...content, learnerName: 'Łukasz Ślęzak-Núñez' }));
    expect(text).toContain('Łukasz Ślęzak-Núñez');
    expect(text).toContain('Certificate of Completion');
  });

  it("prints a Polish learner's certificate in Polish, every diacritic intact", async () => {
    const bytes = await renderCertificatePdf({
      learnerName: 'Łukasz Świątek',
      courseName: 'Bezpieczeństwo pożarowe',
      companyName: 'Żółć sp. z o.o.',
      completedDate: formatLongDay('2025-03-03T10:00:00Z', 'pl'),
      validUntil: formatLongDay('2026-03-03T12:00:00Z', 'pl'),
      cycle: 2,
      duration: certificateDuration(75, 'pl'),
      certificateId: content.certificateId,
      verifyUrl: content.verifyUrl,
      language: 'pl',
    });
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Certyfikat: Bezpieczeństwo pożarowe');
    const text = textOf(bytes);
    for (const expected of [
      'Certyfikat ukończenia',
      'Niniejszym zaświadcza się, że',
      'Łukasz Świątek',
      'z powodzeniem ukończył(a) kurs',
      'Bezpieczeństwo pożarowe',
      'Data ukończenia: poniedziałek, 3 marca 2025',
      'Czas trwania kursu: 1 godz. 15 min',
      'Firma: Żółć sp. z o.o.',
      'Ważny do: wtorek, 3 marca 2026 (certyfikacja nr 2)',
      `Identyfikator weryfikacji: ${content.certificateId}`,
      `Sprawdź ten certyfikat na stronie ${content.verifyUrl}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/Certificate|Completed on|Company:/);
  });

  it("prints a Spanish learner's certificate in Spanish", async () => {
    const text = textOf(
      await renderCertificatePdf({
        ...content,
        completedDate: formatLongDay('2025-03-03T10:00:00Z', 'es'),
        duration: certificateDuration(45, 'es'),
        language: 'es',
      }),
    );
    for (const expected of [
      'Certificado de finalización',
      'Se certifica que',
      'ha completado con éxito el curso',
      'Completado el lunes, 3 de marzo de 2025',
      'Duración del curso: 45 minutos',
      'Empresa: Widgets Ltd',
      `ID de verificación: ${content.certificateId}`,
      `Verifica este certificado en ${content.verifyUrl}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the validity and certification cycle in English as before', async () => {
    const text = textOf(
      await renderCertificatePdf({ ...content, validUntil: 'Tuesday, 3 March 2026', cycle: 2, language: 'en-GB' }),
    );
    expect(text).toContain('Valid until Tuesday, 3 March 2026 (certification 2)');
    const first = textOf(await renderCertificatePdf({ ...content, validUntil: 'Tuesday, 3 March 2026', cycle: 1 }));
    expect(first).toContain('Valid until Tuesday, 3 March 2026');
    expect(first).not.toContain('certification');
  });
});

describe('certificate ids, dates and rules', () => {
  it('makes ids of 160 random bits, URL-safe', () => {
    const ids = new Set(Array.from({ length: 200 }, newCertificateId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(CERTIFICATE_ID_BITS).toBeGreaterThanOrEqual(128);
  });

  it('formats the long weekday date of the UTC day', () => {
    expect(formatLongDay('2025-03-03T23:30:00.000Z')).toBe('Monday, 3 March 2025');
    expect(formatLongDay('2025-03-03T23:30:00.000Z', 'en-GB')).toBe('Monday, 3 March 2025');
  });

  it("formats the long date in the learner's language, of the UTC day", () => {
    expect(formatLongDay('2025-03-03T23:30:00.000Z', 'pl')).toBe('poniedziałek, 3 marca 2025');
    expect(formatLongDay('2025-03-03T23:30:00.000Z', 'es')).toBe('lunes, 3 de marzo de 2025');
    expect(formatLongDay('not a date', 'pl')).toBe('not a date');
  });

  it("words the course duration as the learner screens do in English, and in the learner's language", () => {
    const english = [1, 45, 60, 75, 0].map((minutes) => certificateDuration(minutes, 'en-GB'));
    expect(english).toEqual(['1 minute', '45 minutes', '1 hr', '1 hr 15 mins', '0 minutes']);
    expect([1, 75, 90].map((minutes) => formatDuration(minutes))).toEqual(
      [1, 75, 90].map((minutes) => certificateDuration(minutes, undefined)),
    );
    expect([1, 3, 5, 22, 120].map((minutes) => certificateDuration(minutes, 'pl'))).toEqual([
      '1 minuta',
      '3 minuty',
      '5 minut',
      '22 minuty',
      '2 godz.',
    ]);
    expect([1, 30, 135].map((minutes) => certificateDuration(minutes, 'es'))).toEqual([
      '1 minuto',
      '30 minutos',
      '2 h 15 min',
    ]);
  });

  it('is due at state 3 with no test or a passed test only', () => {
    expect(isCertificateDue({ state: 3 }, false)).toBe(true);
    expect(isCertificateDue({ state: 3, test_passed: 1 }, true)).toBe(true);
    expect(isCertificateDue({ state: 3, test_passed: 0 }, true)).toBe(false);
    expect(isCertificateDue({ state: 5 }, false)).toBe(false);
    expect(isCertificateDue({}, false)).toBe(false);
  });
});
