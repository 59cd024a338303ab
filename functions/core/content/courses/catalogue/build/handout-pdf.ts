import PDFDocument from 'pdfkit';
import type { TCatalogueCourseSource } from '../catalogue-types';
import { ASSET_DATE, BRAND } from './asset-style';

const PAGE_MARGIN = 56;
const FOOTER_HEIGHT = 28;

/** Collects a pdfkit stream into one buffer. */
function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  // Keep a heading with at least a few lines of its section.
  if (doc.y > doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT - 90) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(BRAND.primary).text(text);
  doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(BRAND.text);
}

function paragraph(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica').fontSize(10.5).fillColor(BRAND.text).text(text, { align: 'left', lineGap: 2 });
  doc.moveDown(0.5);
}

function bullets(doc: PDFKit.PDFDocument, items: string[]): void {
  doc.font('Helvetica').fontSize(10.5).fillColor(BRAND.text);
  doc.list(items, { bulletRadius: 2, textIndent: 14, bulletIndent: 4, lineGap: 2, paragraphGap: 3 });
  doc.moveDown(0.5);
}

function titleBand(doc: PDFKit.PDFDocument, courseName: string, summary: string): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 118).fill(BRAND.primary);
  doc
    .fillColor('#ffffff')
    .font('Helvetica')
    .fontSize(10)
    .text('SKILLWAY COURSE HANDOUT', PAGE_MARGIN, 34, { characterSpacing: 1 });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(courseName, PAGE_MARGIN, 52, { width: width - 2 * PAGE_MARGIN });
  doc.x = PAGE_MARGIN;
  doc.y = 140;
  doc.font('Helvetica-Oblique').fontSize(11.5).fillColor(BRAND.text).text(summary, { lineGap: 2 });
}

/** Page numbers and the course name on every page, drawn once all pages exist. */
function footers(doc: PDFKit.PDFDocument, courseName: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(BRAND.muted)
      .text(
        `Skillway · ${courseName} · page ${index + 1} of ${range.count}`,
        PAGE_MARGIN,
        doc.page.height - PAGE_MARGIN + 16,
        {
          width: doc.page.width - 2 * PAGE_MARGIN,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** Renders a course's handout text (plus its links and test details) as an A4 PDF. */
export async function renderHandoutPdf(source: TCatalogueCourseSource): Promise<Buffer> {
  const { course, handout } = source;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_HEIGHT, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: {
      Title: `${course.name}: course handout`,
      Author: 'Skillway',
      Subject: handout.summary,
      Keywords: course.topics.join(', '),
      CreationDate: ASSET_DATE,
      ModDate: ASSET_DATE,
    },
  });
  const done = toBuffer(doc);

  titleBand(doc, course.name, handout.summary);
  for (const section of handout.sections) {
    heading(doc, section.heading);
    for (const text of section.paragraphs ?? []) paragraph(doc, text);
    if (section.bullets?.length) bullets(doc, section.bullets);
  }

  const links = course.materials.filter((material) => material.kind === 'link' && material.url);
  if (links.length > 0) {
    heading(doc, 'Further information');
    for (const link of links) {
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor(BRAND.text).text(link.title);
      doc
        .font('Helvetica')
        .fillColor(BRAND.primary)
        .text(link.url ?? '', { link: link.url, underline: true });
      doc.moveDown(0.4);
    }
  }

  heading(doc, 'Test your knowledge');
  paragraph(
    doc,
    `When you have read this handout and the other course materials, take the ${course.quiz.questions.length}-question test in Skillway. The pass mark is ${course.quiz.pass_mark}%. Always follow your own organisation's policies and procedures, and ask your manager if anything is unclear.`,
  );

  footers(doc, course.name);
  doc.end();
  return done;
}
