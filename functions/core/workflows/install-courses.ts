import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { MSG, mimeForExtension } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import {
  catalogueAssetPath,
  catalogueThumbnailFile,
  findDefaultCourse,
  type TCatalogueCourse,
  type TCatalogueMaterial,
} from '../content/courses/catalogue/index';
import { courseEntity, installedCourseEntity } from '../platform/db/entities/course';
import { publishEvent } from '../platform/events/publish-event';
import { AppError } from '../platform/http/app-error';
import type { TAuth } from '../platform/http/principal';
import { initialVideoStatus } from '../content/courses/media/video-pipeline';
import { catalogueTestSettings, fromCatalogue } from '../content/tests/catalogue-questions';
import { createTestIfMissing, replaceAllQuestions } from '../content/tests/test-repository';
import { fileExtension } from '../platform/uploads/upload-keys';
import { normaliseTopics } from '../content/courses/course-fields';
import { courseFileKeys, putCourseObject } from '../platform/storage/course-files';
import { newCourseId } from '../content/courses/course-repository';
import { deleteCourse } from './delete-course';
import { normaliseExternalLink } from '../content/courses/external-link';
import { listInstalledCourses } from '../content/courses/installed-courses';
import { insertAsset, newAssetId, type TNewAsset } from '../content/courses/material-repository';

export interface TInstallOutcome {
  installed: { slug: string; course_id: string }[];
  skipped: { slug: string; course_id: string; reason: string }[];
}

/** Where an installed course's picture goes: a course thumbnail like an uploaded one, named after the slug. */
function thumbnailKey(companyId: string, courseId: string, slug: string): string {
  return courseFileKeys.thumbnail(companyId, courseId, randomUUID(), `${slug}.jpg`);
}

/** Writes the course and its "installed" marker together; false when the slug is already installed. */
async function claimCourse(
  auth: TAuth,
  source: TCatalogueCourse,
  courseId: string,
  thumbnail: string,
): Promise<boolean> {
  try {
    await execute(
      installedCourseEntity()
        .build(PutTransaction)
        .item({ company_id: auth.companyId, slug: source.slug, course_id: courseId })
        .options({ condition: { attr: 'slug', exists: false } }),
      courseEntity()
        .build(PutTransaction)
        .item({
          company_id: auth.companyId,
          course_id: courseId,
          name: source.name,
          // Content stays as authored: the copy is in the catalogue's language (en-GB), whatever the company's default.
          language: source.language,
          // The catalogue's own HTML, already what the sanitiser keeps (catalogue.test.ts).
          description: source.description_html,
          minutes: source.minutes,
          course_type: source.course_type,
          topics: normaliseTopics(source.topics),
          channels: [],
          published: false,
          is_default: true,
          catalogue_slug: source.slug,
          thumbnail_key: thumbnail,
          total_materials: 0,
          total_videos: 0,
          total_inprogress: 0,
          total_completed: 0,
          created_by: auth.userId,
        }),
    );
    return true;
  } catch (error) {
    if (isTransactionCancelled(error) && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed')
      return false;
    throw error;
  }
}

/** Copies one catalogue material: a link as it is, a file from the shipped assets into the course's prefix. */
async function copyMaterial(companyId: string, courseId: string, material: TCatalogueMaterial, position: number) {
  const assetId = newAssetId();
  const base = {
    company_id: companyId,
    course_id: courseId,
    asset_id: assetId,
    title: material.title,
    description: material.description,
    asset_type: material.kind,
    sort_order: position,
  } satisfies TNewAsset;
  if (material.kind === 'link') {
    const link = material.url ? normaliseExternalLink(material.url) : undefined;
    if (!link) throw new Error(`catalogue link is not http(s): ${material.url}`);
    await insertAsset({ ...base, external_link: link });
    return;
  }
  if (!material.file) throw new Error(`catalogue material has no file: ${material.title}`);
  const bytes = new Uint8Array(await readFile(catalogueAssetPath(material.file)));
  const name = basename(material.file);
  const mime = mimeForExtension(fileExtension(name)) ?? 'application/octet-stream';
  const key = courseFileKeys.assetFile(companyId, courseId, assetId, name);
  // The item first: on AWS the object's creation event (video transcode) looks it up.
  await insertAsset({
    ...base,
    file_key: key,
    file_mime: mime,
    file_name: name,
    file_size: bytes.length,
    ...(material.kind === 'video' ? { video_status: initialVideoStatus() } : {}),
    ...(material.kind === 'powerpoint' ? { conversion: 'pending' as const } : {}),
  });
  await putCourseObject(key, bytes, mime);
  if (material.kind === 'powerpoint') {
    await publishEvent(DETAIL_TYPE.SLIDES_REQUESTED, { company_id: companyId, course_id: courseId, asset_id: assetId });
  }
}

async function installOne(auth: TAuth, source: TCatalogueCourse): Promise<string | undefined> {
  const courseId = newCourseId();
  const thumbnail = thumbnailKey(auth.companyId, courseId, source.slug);
  if (!(await claimCourse(auth, source, courseId, thumbnail))) return undefined;
  try {
    const picture = new Uint8Array(await readFile(catalogueAssetPath(catalogueThumbnailFile(source.slug))));
    await putCourseObject(thumbnail, picture, 'image/jpeg');
    let position = 1;
    for (const material of source.materials) await copyMaterial(auth.companyId, courseId, material, position++);
    await createTestIfMissing(auth.companyId, courseId, catalogueTestSettings(source));
    await replaceAllQuestions(auth.companyId, courseId, source.quiz.questions.map(fromCatalogue));
  } catch (error) {
    // Leave nothing half-installed: the slug can be installed again.
    await deleteCourse(auth.companyId, courseId);
    throw error;
  }
  return courseId;
}

/**
 * Copies catalogue courses into the caller's company as default courses (name read-only), with their material
 * files and test, unpublished. A slug already installed is skipped (installing twice never duplicates); an
 * unknown slug refuses the whole request.
 */
export async function installCourses(auth: TAuth, slugs: readonly string[]): Promise<TInstallOutcome> {
  const unique = [...new Set(slugs)];
  const sources = unique.map((slug) => findDefaultCourse(slug));
  if (sources.some((source) => !source)) throw AppError.field('courses', MSG.CATALOGUE_COURSE_UNKNOWN);
  const already = await listInstalledCourses(auth.companyId);
  const outcome: TInstallOutcome = { installed: [], skipped: [] };
  for (const source of sources as TCatalogueCourse[]) {
    const existing = already.get(source.slug);
    const courseId = existing ?? (await installOne(auth, source));
    if (existing || !courseId) {
      const current = existing ?? (await listInstalledCourses(auth.companyId)).get(source.slug) ?? '';
      outcome.skipped.push({ slug: source.slug, course_id: current, reason: MSG.COURSE_ALREADY_INSTALLED });
    } else {
      outcome.installed.push({ slug: source.slug, course_id: courseId });
    }
  }
  return outcome;
}

export function installMessage(outcome: TInstallOutcome): string {
  return outcome.installed.length > 0 ? MSG.COURSES_INSTALLED : MSG.COURSES_NONE_TO_INSTALL;
}
