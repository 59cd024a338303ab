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

/**
 * Where a package's unpacked files are served on the content origin (CONTENT_URL, never the app's):
 * `/content/{companyId}/{assetId}/{path}`.
 */
export const PACKAGE_CONTENT_PATH = '/content/';

/**
 * The LRS's paths (xAPI: statements, state, profiles, about). Its answers go as the LRS wrote them, never re-encoded by
 * the edge: a document's ETag is of its bytes (infra/lib/stacks/web-stack.ts keeps them out of the API's compression).
 */
export const LRS_PATH_PREFIX = '/v1/xapi/';

/**
 * The only API paths the content origin passes on (the content distribution's behaviours on AWS, the local content
 * origin's routes): the LRS packages call (xAPI, cmi5), the way in that sets the content cookies, and the SCORM
 * commits. No sign-in, refresh or user call answers there.
 */
export const PACKAGE_CONTENT_API_PATHS = [
  LRS_PATH_PREFIX,
  '/v1/package-player/enter/',
  '/v1/package-player/commit/',
] as const;

/**
 * The SCORM launch page on the content origin (web/launch, built to web/dist/launch): it holds scorm-again's API for
 * the package's frame and the launch session's commit URL, and talks to the course player by postMessage only.
 */
export const PACKAGE_LAUNCH_PAGE = '/launch/scorm.html';

/**
 * The messages between the course player (app origin) and the launch page (content origin). Each side checks the
 * other's origin and window before it reads one; none carries the user's session.
 */
export const PACKAGE_BRIDGE = {
  /** launch page → player: installed, waiting for its launch. */
  READY: 'skillway:scorm-ready',
  /** player → launch page: the launch (version, saved cmi, item, learner, content and commit paths). */
  START: 'skillway:scorm-start',
  /** launch page → player: a commit was saved (`finished` for the SCO's Terminate). */
  SAVED: 'skillway:scorm-saved',
  /** launch page → player: a commit was refused or failed. */
  FAILED: 'skillway:scorm-failed',
  /** launch page → player: a SCORM 2004 SCO asked, as it terminated, to go to another item. */
  NAVIGATE: 'skillway:scorm-navigate',
} as const;

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
  ENTER_TARGET_INVALID: 'The address to open must be a file of this package.',
} as const;
