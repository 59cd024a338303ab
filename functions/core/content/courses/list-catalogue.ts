import type { TCatalogueCourse as TCatalogueRow, TMaterialType } from '@skillway/shared';
import { catalogueImageKey, DEFAULT_COURSES } from './catalogue/index';
import { listInstalledCourses } from './installed-courses';
import { courseTypeName, presentImage } from './present-course';

/** The Install Courses screen: every catalogue course, marked installed (with the company's copy) or not. */
export async function listCatalogue(companyId: string, nowMs = Date.now()): Promise<TCatalogueRow[]> {
  const installed = await listInstalledCourses(companyId);
  return DEFAULT_COURSES.map((course) => ({
    slug: course.slug,
    name: course.name,
    // The catalogue's own HTML, already what the sanitiser keeps (catalogue.test.ts): no sanitiser in this bundle.
    description: course.description_html,
    course_type: course.course_type,
    course_type_name: courseTypeName(course.course_type),
    minutes: course.minutes,
    topics: [...course.topics],
    total_materials: course.materials.length,
    total_questions: course.quiz.questions.length,
    material_types: [...new Set(course.materials.map((material) => material.kind as TMaterialType))],
    language: course.language,
    thumbnail: presentImage(catalogueImageKey(course.slug), nowMs)!,
    installed: installed.has(course.slug),
    course_id: installed.get(course.slug) ?? null,
  }));
}
