/** Test e-learning packages, one per standard, made in memory (see README.md). */
export { zipOf } from './zip';
export { scorm12Package, SCORM12_IDS } from './scorm12';
export { scorm2004Package, SCORM2004_SCOS } from './scorm2004';
export { tinCanPackage, TINCAN_DEFAULTS } from './tincan';
export { cmi5Package, cmi5Units, CMI5_DEFAULTS } from './cmi5';

/** What the packages' shared screen says, for browser tests to find and assert. */
export const PACKAGE_SCREEN = {
  next: 'Next page',
  finish: 'Finish',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  resumed: (page: number) => `Resumed at page ${page}`,
  saved: (page: number) => `Progress saved at page ${page}`,
  finished: 'Finished',
  passed: (score: number) => `Passed with ${score}%`,
  failed: (score: number) => `Failed with ${score}%`,
  completed: 'Completed',
} as const;
export { thiefPackage } from './thief';
