/**
 * The built-in LRS at /v1/xapi/ (xAPI 1.0.3) and the cmi5 launch (issue 16). Wire words (statement, verb,
 * registration, activityId) are the standards' own; docs/elearning-standards.md describes the LRS.
 */

/** The xAPI version the LRS speaks: sent on every response, and required (1.0.x) on every request but `about`. */
export const XAPI_VERSION = '1.0.3';
/** Versions a request's X-Experience-API-Version may name (1.0.0 to 1.0.3 are wire compatible). */
export const XAPI_ACCEPTED_VERSION = /^1\.0(\.[0-3])?$/;

export const XAPI_HEADER = {
  VERSION: 'x-experience-api-version',
  CONSISTENT_THROUGH: 'x-experience-api-consistent-through',
} as const;

/** Verbs the LRS and the cmi5 rules look at (cmi5 spec section 9.3, ADL vocabulary). */
export const XAPI_VERB = {
  LAUNCHED: 'http://adlnet.gov/expapi/verbs/launched',
  INITIALIZED: 'http://adlnet.gov/expapi/verbs/initialized',
  COMPLETED: 'http://adlnet.gov/expapi/verbs/completed',
  PASSED: 'http://adlnet.gov/expapi/verbs/passed',
  FAILED: 'http://adlnet.gov/expapi/verbs/failed',
  ABANDONED: 'https://w3id.org/xapi/adl/verbs/abandoned',
  WAIVED: 'https://w3id.org/xapi/adl/verbs/waived',
  TERMINATED: 'http://adlnet.gov/expapi/verbs/terminated',
  SATISFIED: 'https://w3id.org/xapi/adl/verbs/satisfied',
  /** xAPI 1.0.3 section 2.4.8: the statement voids the one its StatementRef object names. */
  VOIDED: 'http://adlnet.gov/expapi/verbs/voided',
} as const;

/** The verbs cmi5 defines; a statement with one of them and the cmi5 category is "cmi5 defined". */
export const CMI5_DEFINED_VERBS: readonly string[] = [
  XAPI_VERB.LAUNCHED,
  XAPI_VERB.INITIALIZED,
  XAPI_VERB.COMPLETED,
  XAPI_VERB.PASSED,
  XAPI_VERB.FAILED,
  XAPI_VERB.ABANDONED,
  XAPI_VERB.WAIVED,
  XAPI_VERB.TERMINATED,
  XAPI_VERB.SATISFIED,
];

/** IRIs cmi5 defines for context and results (cmi5 spec sections 9.5.5, 9.6). */
export const CMI5_IRI = {
  CATEGORY: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  MOVE_ON_CATEGORY: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
  SESSION_ID: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  MASTERY_SCORE: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  LAUNCH_MODE: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  LAUNCH_URL: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  MOVE_ON: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  LAUNCH_PARAMETERS: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
  REASON: 'https://w3id.org/xapi/cmi5/result/extensions/reason',
  PROGRESS: 'https://w3id.org/xapi/cmi5/result/extensions/progress',
  COURSE_TYPE: 'https://w3id.org/xapi/cmi5/activitytype/course',
} as const;

/** The state document the LMS writes before a cmi5 launch and the AU reads (cmi5 spec section 10). */
export const CMI5_LAUNCH_DATA_STATE_ID = 'LMS.LaunchData';
/** Launch modes (section 10.2.2); the player always launches in Normal. */
export const CMI5_LAUNCH_MODES = ['Normal', 'Browse', 'Review'] as const;
export type TCmi5LaunchMode = (typeof CMI5_LAUNCH_MODES)[number];

/** cmi5 fetch URL error codes (section 8.2.3.2), answered with status 200. */
export const CMI5_FETCH_ERROR = {
  ALREADY_USED: '1',
  SECURITY: '2',
  APPLICATION: '3',
} as const;

export const XAPI_LIMITS = {
  /** A launch session (its credentials, its fetch URL, its statements) lasts this long. */
  sessionSeconds: 4 * 60 * 60,
  /** A state or agent profile document, stored as sent. */
  documentBytes: 64 * 1024,
  /** One statement, as JSON. */
  statementBytes: 64 * 1024,
  /** A POST of several statements. */
  statementsPerPost: 50,
  /** A statements request body. */
  requestBytes: 1024 * 1024,
  /** GET statements: default and largest page. */
  defaultPageSize: 50,
  maxPageSize: 100,
  /** Paging tokens (`more`) are valid this long. */
  moreSeconds: 60 * 60,
} as const;

/** Messages of the LRS and the launch (the LRS answers `{message, errors?}` like the rest of the API). */
export const XAPI_MSG = {
  VERSION_REQUIRED: 'The X-Experience-API-Version header is required and must be 1.0.x.',
  CREDENTIALS_REQUIRED: 'The LRS takes the Basic credentials of a launch session.',
  BEARER_REFUSED: 'The LRS takes the Basic credentials of a launch session, not a sign-in token.',
  SESSION_EXPIRED: 'The launch session has expired: launch the content again.',
  SESSION_TERMINATED: 'The cmi5 session has ended: statements after terminated or abandoned are refused.',
  NOT_READY: 'The package is still being processed or failed to unpack; it cannot be launched.',
  NOT_XAPI: 'This material is not an xAPI or cmi5 package.',
  ITEM_NOT_FOUND: 'The package has no item with this id.',
  STATEMENT_CONFLICT: 'A different statement with this id already exists.',
  STATEMENT_ID_REQUIRED: 'The statementId parameter is required.',
  STATEMENT_ID_MISMATCH: 'The statementId parameter and the statement id differ.',
  STATEMENT_TOO_LARGE: 'The statement is too large.',
  TOO_MANY_STATEMENTS: `At most ${XAPI_LIMITS.statementsPerPost} statements may be posted at once.`,
  VOID_TARGET_MISSING: 'A voiding statement must name a statement of this registration by a StatementRef object.',
  VOID_VOIDING: 'A voiding statement cannot be voided.',
  VOID_FOREIGN: 'A voiding statement may only void a statement of its own registration.',
  VOID_REFUSED_CMI5: 'A cmi5 session may not void statements.',
  ACTOR_MISMATCH: 'The statement actor is not the learner of this launch session.',
  REGISTRATION_MISMATCH: 'The registration is not the one of this launch session.',
  DOCUMENT_TOO_LARGE: 'The document is larger than 64 KB.',
  BODY_TOO_LARGE: 'The request body is too large.',
  DOCUMENT_NOT_JSON: 'POST merges JSON objects: both the stored document and the body must be JSON objects.',
  ETAG_MISMATCH: 'The document has changed (If-Match does not match).',
  ETAG_EXISTS: 'The document already exists (If-None-Match: *).',
  LAUNCH_DATA_READ_ONLY: 'The LMS.LaunchData document is written by the LMS and read-only for the AU.',
  MORE_EXPIRED: 'This page link has expired or is not valid: query again.',
  FETCH_USED: 'The authorization token has already been returned.',
  FETCH_INVALID: 'The fetch URL is not valid or its session has expired.',
  CMI5_FIRST_INITIALIZED: 'The first statement of a cmi5 session must be initialized.',
  CMI5_DUPLICATE_VERB: 'This cmi5 defined verb was already used in this session.',
  CMI5_COMPLETED_ONCE: 'completed may be sent once per registration.',
  CMI5_PASSED_ONCE: 'passed may be sent once per registration.',
  CMI5_FAILED_AFTER_PASSED: 'failed may not follow passed in a registration.',
  CMI5_PASS_FAIL_ONCE: 'Only one of passed and failed may be sent in a session.',
  CMI5_SUCCESS_REQUIRED: 'passed needs result.success true, failed result.success false.',
  CMI5_COMPLETION_REQUIRED: 'completed needs result.completion true.',
  CMI5_BELOW_MASTERY: 'The score of a passed statement is below the mastery score.',
  CMI5_ABOVE_MASTERY: 'The score of a failed statement is at or above the mastery score.',
  CMI5_LMS_ONLY: 'launched, abandoned, waived and satisfied are written by the LMS only.',
  CMI5_NOT_NORMAL: 'Only initialized and terminated may be sent in Browse or Review mode.',
  CMI5_SESSION_ID: 'cmi5 statements must carry the session id of the launch in context.extensions.',
  CMI5_SCORE_NOT_ALLOWED: 'Only passed and failed statements may carry a score.',
} as const;
