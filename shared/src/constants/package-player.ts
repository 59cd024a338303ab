/**
 * Opening an e-learning package in the course player and saving its SCORM data (issue 16, area `packagePlayer`).
 */

/** How long a launch session (the token in the commit URL) and the content access cookies work. */
export const PACKAGE_SESSION_TTL_SECONDS = 4 * 60 * 60;

/** The most a SCORM commit's body may hold (the scorm-again JSON commit, serialised). */
export const PACKAGE_COMMIT_MAX_BYTES = 64 * 1024;

/** The SCORM runtime versions the player serves (scorm-again's Scorm12API and Scorm2004API). */
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type TScormVersion = (typeof SCORM_VERSIONS)[number];

/** Where a package's unpacked files are served on the app's own origin: `/content/{companyId}/{assetId}/{path}`. */
export const PACKAGE_CONTENT_PATH = '/content/';

/** The texts of the package player's answers. */
export const PACKAGE_PLAYER_TEXT = {
  NOT_READY: 'This e-learning package is not ready to play yet. Try again in a minute.',
  FAILED: 'This e-learning package could not be prepared. Ask your administrator to upload it again.',
  NOT_A_PACKAGE: 'This material is not an e-learning package.',
  ITEM_NOT_FOUND: 'The package has no item with this id.',
  SESSION_INVALID: 'This launch session is not valid or has expired. Open the package again.',
  CMI_INVALID: 'The cmi field must be an object.',
  CMI_TOO_LARGE: `The SCORM data may not be greater than ${PACKAGE_COMMIT_MAX_BYTES / 1024} KB.`,
  CONTENT_FORBIDDEN: 'Open the package from the course player to view its content.',
} as const;
