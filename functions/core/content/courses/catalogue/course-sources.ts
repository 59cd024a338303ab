import type { TCatalogueCourseSource } from './catalogue-types';
import { dataProtectionUkGdprEssentials } from './courses/data-protection-uk-gdpr-essentials';
import { displayScreenEquipmentSafety } from './courses/display-screen-equipment-safety';
import { fireSafetyAwareness } from './courses/fire-safety-awareness';
import { healthAndSafetyInduction } from './courses/health-and-safety-induction';
import { informationSecurityAwareness } from './courses/information-security-awareness';
import { manualHandling } from './courses/manual-handling';

/** Every catalogue course with its handout text, in the order the install screen lists them. */
export const COURSE_SOURCES: readonly TCatalogueCourseSource[] = [
  healthAndSafetyInduction,
  fireSafetyAwareness,
  manualHandling,
  displayScreenEquipmentSafety,
  dataProtectionUkGdprEssentials,
  informationSecurityAwareness,
];
