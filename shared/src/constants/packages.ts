import { MB } from './limits';

/** E-learning package standards (material kind `package`). */
export const PACKAGE_STANDARDS = ['scorm12', 'scorm2004', 'xapi', 'cmi5'] as const;
export type TPackageStandard = (typeof PACKAGE_STANDARDS)[number];

export const PACKAGE_STANDARD_TEXT: Record<TPackageStandard, string> = {
  scorm12: 'SCORM 1.2',
  scorm2004: 'SCORM 2004',
  xapi: 'xAPI (Tin Can)',
  cmi5: 'cmi5',
};

/** A package is `processing` from upload until the unpack worker marks it `ready` or `failed` (with the reason). */
export const PACKAGE_STATES = ['processing', 'ready', 'failed'] as const;
export type TPackageState = (typeof PACKAGE_STATES)[number];

export const PACKAGE_STATE_TEXT: Record<TPackageState, string> = {
  processing: 'Processing…',
  ready: 'Ready',
  failed: 'Failed',
};

/** What the unpack worker accepts (the zip's size is also the `course-package` upload limit). */
export const PACKAGE_LIMITS = {
  zipMaxBytes: 500 * MB,
  unpackedMaxBytes: 1024 * MB,
  entriesMax: 5_000,
  pathMax: 255,
  /** Largest inflated / compressed size of one entry (text compresses ~10:1; zeros ~1000:1). */
  ratioMax: 100,
} as const;

/** cmi5 moveOn values (cmi5 spec, section 13.1.4). */
export const CMI5_MOVE_ON = [
  'Passed',
  'Completed',
  'CompletedAndPassed',
  'CompletedOrPassed',
  'NotApplicable',
] as const;
export type TCmi5MoveOn = (typeof CMI5_MOVE_ON)[number];

/** cmi5 launchMethod of an assignable unit. */
export const CMI5_LAUNCH_METHODS = ['AnyWindow', 'OwnWindow'] as const;
export type TCmi5LaunchMethod = (typeof CMI5_LAUNCH_METHODS)[number];

/** Unpacked package files live at `content/{companyId}/{assetId}/{path}` in the uploads bucket. */
export const PACKAGE_CONTENT_PREFIX = 'content/';
