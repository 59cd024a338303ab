/**
 * Regenerates the catalogue's shipped files from the course text:
 *   npx tsx functions/core/content/courses/catalogue/build-assets.ts
 * PDF handouts (pdfkit) and slide decks (pptxgenjs) for every course, and the shared introduction MP4 (ffmpeg).
 * The outputs are committed, so installing a course never needs this script, a network or these tools.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderHandoutPdf } from './build/handout-pdf';
import { renderIntroVideo } from './build/intro-video';
import { renderSlideDeck } from './build/slide-deck';
import { catalogueAssetPath } from './catalogue-asset-path';
import { COURSE_SOURCES } from './course-sources';
import { INTRO_VIDEO_FILE } from './shared-materials';

function prepare(file: string): string {
  const target = catalogueAssetPath(file);
  mkdirSync(path.dirname(target), { recursive: true });
  return target;
}

function report(file: string): void {
  const kb = statSync(catalogueAssetPath(file)).size / 1024;
  console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);
}

async function main(): Promise<void> {
  for (const source of COURSE_SOURCES) {
    writeFileSync(prepare(source.handout.file), await renderHandoutPdf(source));
    report(source.handout.file);
    if (source.slides) {
      writeFileSync(prepare(source.slides.file), await renderSlideDeck(source));
      report(source.slides.file);
    }
  }
  renderIntroVideo(prepare(INTRO_VIDEO_FILE));
  report(INTRO_VIDEO_FILE);
}

await main();
