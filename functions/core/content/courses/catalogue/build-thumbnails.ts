/**
 * Regenerates the catalogue courses' thumbnails (assets/thumbnails/<slug>.jpg) with sharp, no other tool:
 *   npx tsx functions/core/content/courses/catalogue/build-thumbnails.ts
 * The JPEGs are committed; installing a course copies its one into the company's course (the course thumbnail),
 * and the install screen shows it through the image handler (functions/api/system/get-image.ts).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PICTOGRAMS, renderThumbnail, type TThumbnailStyle } from './build/thumbnail';
import { catalogueAssetPath, catalogueThumbnailFile } from './catalogue-asset-path';
import { COURSE_SOURCES } from './course-sources';

/** One look per course: the subject's pictogram on a gradient of its own colours (dark enough for white lines). */
const STYLES: Record<string, TThumbnailStyle> = {
  'health-and-safety-induction': { from: '#0ca678', to: '#087f5b', icon: PICTOGRAMS.firstAidKit },
  'fire-safety-awareness': { from: '#f76707', to: '#c92a2a', icon: PICTOGRAMS.flame },
  'manual-handling': { from: '#f59f00', to: '#d9480f', icon: PICTOGRAMS.package },
  'display-screen-equipment-safety': { from: '#1c7ed6', to: '#0b7285', icon: PICTOGRAMS.desktop },
  'data-protection-uk-gdpr-essentials': { from: '#7048e8', to: '#364fc7', icon: PICTOGRAMS.shieldLock },
  'information-security-awareness': { from: '#1098ad', to: '#343a40', icon: PICTOGRAMS.lockPassword },
};

async function main(): Promise<void> {
  for (const { course } of COURSE_SOURCES) {
    const style = STYLES[course.slug];
    if (!style) throw new Error(`no thumbnail style for ${course.slug}: add one to build-thumbnails.ts`);
    const file = catalogueThumbnailFile(course.slug);
    const target = catalogueAssetPath(file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await renderThumbnail(style));
    console.log(`${(statSync(target).size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
}

await main();
