import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatLongDay } from './certificate-dates';
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

  it('prints characters outside the standard fonts as ? instead of failing, and fits a long name', async () => {
    const text = textOf(
      await renderCertificatePdf({ ...content, learnerName: 'Zoë 李 Smith 🎓', courseName: 'A'.repeat(180) }),
    );
    expect(text).toContain('Zoë ? Smith ?');
    expect(text).toContain('A'.repeat(60));
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
  });

  it('is due at state 3 with no test or a passed test only', () => {
    expect(isCertificateDue({ state: 3 }, false)).toBe(true);
    expect(isCertificateDue({ state: 3, test_passed: 1 }, true)).toBe(true);
    expect(isCertificateDue({ state: 3, test_passed: 0 }, true)).toBe(false);
    expect(isCertificateDue({ state: 5 }, false)).toBe(false);
    expect(isCertificateDue({}, false)).toBe(false);
  });
});
