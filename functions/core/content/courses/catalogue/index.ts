import type { TCatalogueCourse } from './catalogue-types';
import { COURSE_SOURCES } from './course-sources';

export type { TCatalogueCourse, TCatalogueMaterial, TCatalogueQuestion } from './catalogue-types';
export { CATALOGUE_ASSETS_DIR, catalogueAssetPath, catalogueThumbnailFile } from './catalogue-asset-path';
export { catalogueImageKey, readCatalogueImage } from './catalogue-thumbnails';

/** Freezes the catalogue all the way down: installs copy from it, and nothing may change it in a warm runtime. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The default courses that ship with Skillway; an administrator installs a copy of one into their company. */
export const DEFAULT_COURSES: readonly TCatalogueCourse[] = deepFreeze(COURSE_SOURCES.map((source) => source.course));

/** The catalogue course with this slug, if there is one. */
export function findDefaultCourse(slug: string): TCatalogueCourse | undefined {
  return DEFAULT_COURSES.find((course) => course.slug === slug);
}
