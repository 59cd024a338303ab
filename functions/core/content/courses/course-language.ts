import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';

/**
 * The language a course is written in (issue 34): its stored `language`, or English (UK) for a course stored without
 * one (written before courses had a language) or with one the product no longer speaks.
 */
export function courseLanguage(course: Pick<TCourseItem, 'language'>): TLanguage {
  return isLanguage(course.language) ? course.language : DEFAULT_LANGUAGE;
}
