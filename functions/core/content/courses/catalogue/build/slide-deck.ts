import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import type { TCatalogueCourseSource, THandoutSection } from '../catalogue-types';
import { ASSET_DATE, BRAND } from './asset-style';

const MASTER = 'SKILLWAY_CONTENT';
const hex = (colour: string): string => colour.replace('#', '');

/** Smaller text for wordier slides so everything stays on the slide without relying on autofit. */
function bodyFontSize(texts: string[]): number {
  const length = texts.reduce((sum, text) => sum + text.length, 0);
  if (length > 650) return 18;
  if (length > 450) return 20;
  return 22;
}

function addSectionSlide(pptx: PptxGenJS, section: THandoutSection): void {
  const slide = pptx.addSlide({ masterName: MASTER });
  slide.addText(section.heading, {
    x: 0.6,
    y: 0.35,
    w: 12.1,
    h: 0.8,
    fontFace: 'Arial',
    fontSize: 28,
    bold: true,
    color: hex(BRAND.primary),
  });
  // A slide shows the section's bullet points; sections written as prose are shown as short paragraphs.
  const texts = section.bullets?.length ? section.bullets : (section.paragraphs ?? []);
  const size = bodyFontSize(texts);
  slide.addText(
    texts.map((text) => ({
      text,
      options: section.bullets?.length
        ? { bullet: { indent: 18 }, paraSpaceAfter: 8, breakLine: true }
        : { paraSpaceAfter: 12, breakLine: true },
    })),
    { x: 0.6, y: 1.3, w: 12.1, h: 5.4, valign: 'top', fontFace: 'Arial', fontSize: size, color: hex(BRAND.text) },
  );
  // The handout's prose goes in the speaker notes, so a presenter has the full text to hand.
  if (section.bullets?.length && section.paragraphs?.length) slide.addNotes(section.paragraphs.join('\n\n'));
}

/** Renders a course's handout sections as a 16:9 slide deck: title, one slide per section, then the test. */
export async function renderSlideDeck(source: TCatalogueCourseSource): Promise<Buffer> {
  const { course, handout } = source;
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = 'Skillway';
  pptx.company = 'Skillway';
  pptx.title = course.name;
  pptx.subject = handout.summary;
  pptx.defineSlideMaster({
    title: MASTER,
    background: { color: 'FFFFFF' },
    objects: [
      { rect: { x: 0, y: 7.2, w: 13.333, h: 0.3, fill: { color: hex(BRAND.primary) } } },
      {
        text: {
          text: `Skillway · ${course.name}`,
          options: { x: 0.6, y: 7.2, w: 12, h: 0.3, fontFace: 'Arial', fontSize: 10, color: 'FFFFFF' },
        },
      },
    ],
    slideNumber: { x: 12.4, y: 6.75, fontFace: 'Arial', fontSize: 10, color: hex(BRAND.muted) },
  });

  const title = pptx.addSlide();
  title.background = { color: hex(BRAND.primary) };
  title.addText('SKILLWAY COURSE', {
    x: 0.8,
    y: 1.6,
    w: 11.7,
    h: 0.5,
    fontFace: 'Arial',
    fontSize: 16,
    color: 'FFFFFF',
    charSpacing: 2,
  });
  title.addText(course.name, {
    x: 0.8,
    y: 2.2,
    w: 11.7,
    h: 1.4,
    fontFace: 'Arial',
    fontSize: 40,
    bold: true,
    color: 'FFFFFF',
  });
  title.addText(handout.summary, {
    x: 0.8,
    y: 3.8,
    w: 11.2,
    h: 1.8,
    fontFace: 'Arial',
    fontSize: 18,
    color: hex(BRAND.light),
    valign: 'top',
  });

  for (const section of handout.sections) addSectionSlide(pptx, section);

  addSectionSlide(pptx, {
    heading: 'Now take the test',
    bullets: [
      `${course.quiz.questions.length} questions; the pass mark is ${course.quiz.pass_mark}%`,
      'Read the handout first: every answer is in the course materials',
      "Follow your own organisation's policies and procedures",
      'Ask your manager if anything is unclear',
    ],
  });

  const output = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return normaliseDates(output);
}

/**
 * pptxgenjs stamps the current time on every zip entry and in docProps/core.xml; rewriting both with the fixed
 * asset date makes an unchanged deck byte-identical when it is regenerated.
 */
async function normaliseDates(deck: Buffer): Promise<Buffer> {
  const source = await JSZip.loadAsync(deck);
  const target = new JSZip();
  const stamp = ASSET_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const entry of Object.values(source.files)) {
    if (entry.dir) continue;
    let content: string | Uint8Array = await entry.async('uint8array');
    if (entry.name === 'docProps/core.xml') {
      content = new TextDecoder().decode(content).replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${stamp}`);
    }
    target.file(entry.name, content, { date: ASSET_DATE, createFolders: false });
  }
  return target.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
