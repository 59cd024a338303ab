import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../platform/i18n/server-texts';
import { embedPdfFonts } from '../../platform/export/pdf-fonts';
import { encodable } from '../../platform/export/pdf-text';

/** What a certificate says. Dates and the duration arrive as the text to print, in `language`. */
export interface TCertificateContent {
  learnerName: string;
  courseName: string;
  companyName: string;
  completedDate: string;
  /** Long date the certificate is valid until, when the course's certificates expire. */
  validUntil?: string;
  /** The certification cycle (1 for the first completion). */
  cycle?: number;
  duration: string;
  certificateId: string;
  verifyUrl: string;
  /** The learner's language (recipientLanguage): every fixed text is in it. Default English (UK). */
  language?: TLanguage | undefined;
}

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 };
const INK = rgb(0.13, 0.14, 0.2);
const MUTED = rgb(0.38, 0.4, 0.47);
const ACCENT = rgb(0.13, 0.35, 0.7);

interface TLine {
  text: string;
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
}

/** Centres one line, shrinking it to fit the width (long course or learner names). */
function centred(page: PDFPage, y: number, line: TLine, maxWidth = PAGE.width - 160): void {
  const text = encodable(line.font)(line.text);
  let size = line.size;
  while (size > 8 && line.font.widthOfTextAtSize(text, size) > maxWidth) size -= 1;
  const width = line.font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font: line.font, color: line.color ?? INK });
}

/**
 * The completion certificate: one page, text only (so its words can be read back, e.g. by pdftotext), in the
 * learner's language and in the embedded Unicode fonts (pdf-fonts.ts), so every Polish or Spanish letter prints.
 */
export async function renderCertificatePdf(content: TCertificateContent): Promise<Uint8Array> {
  const i18n = textsIn(content.language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(i18n._('Certificate: {courseName}', { courseName: content.courseName }));
  pdf.setAuthor('Skillway');
  pdf.setCreator('Skillway');
  if (content.language) pdf.setLanguage(content.language);
  const { regular, bold, italic: serif } = await embedPdfFonts(pdf);
  const page = pdf.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: PAGE.width - 68,
    height: PAGE.height - 68,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  const { completedDate, duration, companyName, certificateId, verifyUrl } = content;
  centred(page, 480, { text: i18n._('Certificate of Completion'), font: bold, size: 34, color: ACCENT });
  centred(page, 430, { text: i18n._('This is to certify that'), font: serif, size: 18, color: MUTED });
  centred(page, 380, { text: content.learnerName, font: bold, size: 30 });
  centred(page, 340, {
    text: i18n._('has successfully completed the course'),
    font: serif,
    size: 18,
    color: MUTED,
  });
  centred(page, 295, { text: content.courseName, font: bold, size: 24 });
  centred(page, 245, { text: i18n._('Completed on {completedDate}', { completedDate }), font: regular, size: 14 });
  centred(page, 222, { text: i18n._('Course duration: {duration}', { duration }), font: regular, size: 14 });
  centred(page, 199, { text: i18n._('Company: {companyName}', { companyName }), font: regular, size: 14 });
  if (content.validUntil) {
    const validUntil = content.validUntil;
    const cycle = content.cycle ?? 1;
    const text =
      cycle > 1
        ? i18n._('Valid until {validUntil} (certification {cycle})', { validUntil, cycle })
        : i18n._('Valid until {validUntil}', { validUntil });
    centred(page, 170, { text, font: bold, size: 14, color: ACCENT });
  }

  centred(page, 90, {
    text: i18n._('Verification id: {certificateId}', { certificateId }),
    font: regular,
    size: 10,
    color: MUTED,
  });
  centred(page, 74, {
    text: i18n._('Verify this certificate at {verifyUrl}', { verifyUrl }),
    font: regular,
    size: 10,
    color: MUTED,
  });
  return pdf.save();
}
