/**
 * The built-in LRS at /v1/xapi/ (xAPI 1.0.3) and the cmi5 launch (issue 16). Wire words (statement, verb,
 * registration, activityId) are the standards' own; docs/elearning-standards.md describes the LRS.
 */

/**
 * The version the LRS names when a request names none it can read and the caller has no default of its own (a launch
 * session, `about`), and the one the launch hands cmi5 and Tin Can content.
 */
export const XAPI_VERSION = '1.0.3';
/**
 * What a request's X-Experience-API-Version may name, by the version the LRS then speaks (TXapiVersion, at the end of
 * this file): 1.0 and 1.0.0 to 1.0.3 are wire compatible (xAPI 1.0.3 Communication 3.3), 2.0 and 2.0.x are IEEE xAPI
 * 2.0. Anything else, or no header, is 400 on every resource but `about`.
 */
export const XAPI_ACCEPTED_VERSIONS = {
  '1.0.3': /^1\.0(\.[0-3])?$/,
  '2.0.0': /^2\.0(\.\d+)?$/,
} as const satisfies Record<TXapiVersion, RegExp>;

export const XAPI_HEADER = {
  VERSION: 'x-experience-api-version',
  CONSISTENT_THROUGH: 'x-experience-api-consistent-through',
} as const;

/** The LRS's resources live under this path (the Tin Can `endpoint`, the client's LRS URL). */
export const XAPI_LRS_BASE_PATH = '/v1/xapi/';

const STATE_DOCUMENT = ['activityId', 'agent', 'registration', 'stateId'] as const;
const ACTIVITY_PROFILE_DOCUMENT = ['activityId', 'profileId'] as const;
const AGENT_PROFILE_DOCUMENT = ['agent', 'profileId'] as const;

/**
 * The query parameters each LRS resource takes, by path under XAPI_LRS_BASE_PATH and method (HEAD takes GET's), as
 * xAPI 1.0.3 Communication 2 names them, case-exact: any other is 400 naming it (Communication 3.2, XAPI-00324/00325).
 * `more` is the LRS's own continuation token in a StatementResult's `more` link. POST statements takes none (only the
 * alternate request syntax's `method`, lrs-request.ts). The route plumbing serves a GET row of a path here under HEAD
 * and OPTIONS too (shared/src/manifest/route-methods.ts).
 */
export const XAPI_RESOURCE_PARAMS = {
  statements: {
    GET: [
      'statementId',
      'voidedStatementId',
      'agent',
      'verb',
      'activity',
      'registration',
      'related_activities',
      'related_agents',
      'since',
      'until',
      'limit',
      'format',
      'attachments',
      'ascending',
      'more',
    ],
    PUT: ['statementId'],
    POST: [],
  },
  'activities/state': {
    GET: [...STATE_DOCUMENT, 'since'],
    PUT: STATE_DOCUMENT,
    POST: STATE_DOCUMENT,
    DELETE: STATE_DOCUMENT,
  },
  'activities/profile': {
    GET: [...ACTIVITY_PROFILE_DOCUMENT, 'since'],
    PUT: ACTIVITY_PROFILE_DOCUMENT,
    POST: ACTIVITY_PROFILE_DOCUMENT,
    DELETE: ACTIVITY_PROFILE_DOCUMENT,
  },
  'agents/profile': {
    GET: [...AGENT_PROFILE_DOCUMENT, 'since'],
    PUT: AGENT_PROFILE_DOCUMENT,
    POST: AGENT_PROFILE_DOCUMENT,
    DELETE: AGENT_PROFILE_DOCUMENT,
  },
  activities: { GET: ['activityId'] },
  agents: { GET: ['agent'] },
  about: { GET: [] },
} as const satisfies Record<string, Partial<Record<TXapiResourceMethod, readonly string[]>>>;
export type TXapiResource = keyof typeof XAPI_RESOURCE_PARAMS;
/** The methods an LRS resource may take (HEAD is GET without the body, OPTIONS the CORS preflight). */
export type TXapiResourceMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * xAPI 1.0.3 Communication 1.3, the alternate request syntax (for browsers that can send neither headers nor PUT):
 * `POST <resource>?method=<PUT|GET|POST|DELETE>`, a form-urlencoded body holding the headers below, the body as
 * `content` and the query parameters. xAPI 2.0 dropped it: a 2.0 request using it is 400.
 */
export const XAPI_ALTERNATE = {
  METHOD_PARAM: 'method',
  CONTENT_PARAM: 'content',
  METHODS: ['GET', 'PUT', 'POST', 'DELETE'],
  /** Form fields read as headers (Communication 1.3.s3.b6), by their header name. */
  HEADERS: {
    authorization: 'Authorization',
    'x-experience-api-version': 'X-Experience-API-Version',
    'content-type': 'Content-Type',
    'content-length': 'Content-Length',
    'if-match': 'If-Match',
    'if-none-match': 'If-None-Match',
  },
  /** `content` without a Content-Type form field: statements, the syntax's main use. */
  DEFAULT_CONTENT_TYPE: 'application/json',
  FORM_CONTENT_TYPE: 'application/x-www-form-urlencoded',
} as const;

/**
 * CORS on the LRS's answers: authoring tools' content runs on other origins and calls the LRS with a client's Basic
 * credentials. No cookie is ever read there, so any origin may call (`*`, never with credentials); the rest of the
 * API stays same-origin (no CORS at all).
 */
export const XAPI_CORS = {
  ALLOW_ORIGIN: '*',
  ALLOW_METHODS: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'OPTIONS'],
  ALLOW_HEADERS: [
    'Authorization',
    'Content-Type',
    'X-Experience-API-Version',
    'If-Match',
    'If-None-Match',
    'Accept',
    'Accept-Language',
  ],
  EXPOSE_HEADERS: ['ETag', 'Last-Modified', 'X-Experience-API-Consistent-Through', 'X-Experience-API-Version'],
  /** How long a browser may keep a preflight's answer (Chromium keeps at most two hours). */
  MAX_AGE_SECONDS: 7200,
} as const;

/** The messages of the LRS's protocol edge: versions, parameters, the alternate request syntax. */
export const XAPI_PROTOCOL_MSG = {
  VERSION_REQUIRED: 'The X-Experience-API-Version header is required and must be 1.0.x or 2.0.x.',
  PARAM_UNKNOWN: (name: string) =>
    `The parameter "${name}" is not one this resource takes (parameter names are case-sensitive).`,
  METHOD_NOT_ALLOWED: 'This resource does not take this method.',
  ALTERNATE_NOT_IN_2_0: 'xAPI 2.0 has no alternate request syntax: send the method and headers as they are.',
  ALTERNATE_POST_ONLY: 'The alternate request syntax is a POST with the intended method in the "method" parameter.',
  ALTERNATE_METHOD: 'The "method" parameter must be GET, PUT, POST or DELETE.',
  ALTERNATE_QUERY: 'With the alternate request syntax every parameter but "method" goes in the form body.',
  ALTERNATE_FORM: 'The alternate request syntax needs an application/x-www-form-urlencoded body.',
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
  /**
   * A statements request body, JSON or multipart/mixed with its attachments. API Gateway hands Lambda a binary body
   * base64-encoded inside a synchronous invocation's 6 MB payload: 4 MiB is 5.59 MB as base64, leaving about 400 KB
   * for the headers and the rest of the event.
   */
  requestBytes: 4 * 1024 * 1024,
  /** Parts of a multipart/mixed statements request, the statements' part included. */
  multipartParts: 101,
  /** One part's header block. */
  multipartHeaderBytes: 8 * 1024,
  /**
   * A GET statements?attachments=true answer's multipart body: one request's statements and attachments always fit
   * (the stored statement adds id, stored, authority and version); base64 it stays under Lambda's 6 MB answer. A
   * page that would grow past it ends early, with a `more` link.
   */
  attachmentsAnswerBytes: 4 * 1024 * 1024 + 64 * 1024,
  /** GET statements: default and largest page. */
  defaultPageSize: 50,
  maxPageSize: 100,
  /** Paging tokens (`more`) are valid this long. */
  moreSeconds: 60 * 60,
} as const;

/**
 * Attachments (xAPI 1.0.3 Data 2.4.11, Communication 1.5.2) and signed statements (Data 2.6): a signature is an
 * attachment of this usage type and content type whose part is a JWS (RFC 7515) signed with one of these algorithms.
 */
export const XAPI_ATTACHMENTS = {
  HASH_HEADER: 'x-experience-api-hash',
  TRANSFER_ENCODING: 'binary',
  SIGNATURE_USAGE_TYPE: 'http://adlnet.gov/expapi/attachments/signature',
  SIGNATURE_CONTENT_TYPE: 'application/octet-stream',
  SIGNATURE_ALGORITHMS: { RS256: 'sha256', RS384: 'sha384', RS512: 'sha512' },
  /** RFC 7518 section 3.3: RSA keys of the RS algorithms are 2048 bits or larger. */
  SIGNATURE_MIN_KEY_BITS: 2048,
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
  // Attachments and signed statements (xAPI 1.0.3 Communication 1.5, Data 2.4.11 and 2.6).
  ATTACHMENTS_CONTENT_TYPE: 'Statements with attachments must be sent as application/json or multipart/mixed.',
  MULTIPART_BOUNDARY: 'A multipart/mixed request must name its boundary in the Content-Type header.',
  MULTIPART_MALFORMED: 'The body is not a multipart/mixed document with the boundary of its Content-Type (RFC 2046).',
  MULTIPART_TOO_MANY_PARTS: `A multipart/mixed request may hold at most ${XAPI_LIMITS.multipartParts - 1} attachment parts.`,
  MULTIPART_FIRST_PART: 'The first part of a multipart/mixed request must hold the statements, as application/json.',
  MULTIPART_HASH_MISSING: 'Each part after the first must have an X-Experience-API-Hash header.',
  MULTIPART_HASH_MISMATCH: "A part's X-Experience-API-Hash is not the SHA-2 of its content.",
  MULTIPART_ENCODING: 'Each part after the first must have Content-Transfer-Encoding: binary.',
  MULTIPART_EXTRA_PART: 'A part matches no attachment of the statements by its X-Experience-API-Hash.',
  ATTACHMENT_PART_MISSING: 'An attachment without fileUrl must be sent as a part of a multipart/mixed request.',
  ATTACHMENT_TYPE_MISMATCH: "The part's Content-Type differs from the attachment's contentType.",
  SIGNATURE_CONTENT_TYPE: 'A signature attachment must have the contentType application/octet-stream.',
  SIGNATURE_PART_MISSING: 'A signature attachment must be sent as a part of a multipart/mixed request.',
  SIGNATURE_MALFORMED: 'The signature is not a JWS compact serialization of the statement.',
  SIGNATURE_ALGORITHM: 'The signature must use the JWS algorithm RS256, RS384 or RS512.',
  SIGNATURE_PAYLOAD: "The signature's payload is not this statement.",
  SIGNATURE_INVALID: 'The signature does not verify with the certificate or key of its header.',
} as const;

/**
 * Company LRS clients (issue 35, Admin › Integrations › xAPI): Basic credentials for authoring tools, xAPI content
 * outside the product and analytics, at the same /v1/xapi/ endpoint as launch sessions. Scopes are the xAPI spec's
 * own words (xAPI 1.0.3 section 6.4.2, "OAuth Authorization Scope").
 */
export const XAPI_SCOPES = [
  'statements/write',
  'statements/read/mine',
  'statements/read',
  'state',
  'define',
  'profile',
  'all/read',
  'all',
] as const;
export type TXapiScope = (typeof XAPI_SCOPES)[number];

/** The versions the LRS speaks; a client's default answers requests that name none (the two ADL batteries differ). */
export const XAPI_VERSIONS = ['1.0.3', '2.0.0'] as const;
export type TXapiVersion = (typeof XAPI_VERSIONS)[number];

/** A client key's prefix: it never holds a dot, so it never reads as a launch session's `<companyId>.<sessionId>`. */
export const XAPI_CLIENT_KEY_PREFIX = 'lrs_';

export const XAPI_CLIENT_LIMITS = {
  nameMax: 80,
  /** Live (not revoked) clients per company. */
  clientsPerCompany: 25,
  /** `last_used_at` is written at most this often per client. */
  lastUsedIntervalSeconds: 60,
} as const;

export const XAPI_CLIENT_MSG = {
  CREATED: 'LRS client created. Copy the secret now: it is shown only once.',
  REVOKED: 'LRS client revoked.',
  TOO_MANY: `A company may hold at most ${XAPI_CLIENT_LIMITS.clientsPerCompany} LRS clients: revoke one first.`,
  SCOPES_REQUIRED: 'Choose at least one scope.',
  EXPIRY_PAST: 'The expiry must be in the future.',
  CREDENTIALS_INVALID: 'The LRS client credentials are invalid, revoked or expired.',
  SCOPE_MISSING: "The LRS client's scopes do not allow this request.",
  COMPANY_SUSPENDED: "The company's account is suspended: the LRS refuses its clients until it is active again.",
} as const;

/**
 * Forwarding (issue 35, docs/elearning-standards.md "Forwarding"): a company's statements copied to external LRSs its
 * administrators add, asynchronously, in stored order, with retries and a dead-letter list.
 */
export const XAPI_FORWARDING_LIMITS = {
  nameMax: 80,
  endpointMax: 2048,
  keyMax: 255,
  secretMax: 1024,
  /** External LRSs one company forwards to. */
  targetsPerCompany: 5,
  /** Verb IRIs, and activity IRI prefixes, of one target's filter. */
  filterEntriesMax: 50,
  iriMax: 2048,
  /** Statements in one POST to the external LRS. */
  batchStatements: 50,
  /** Statement JSON in one POST (a single larger statement goes alone). */
  batchBytes: 512 * 1024,
  /**
   * A multipart/mixed POST's whole body, its attachments' content included: whatever one statements request brought
   * in (XAPI_LIMITS.requestBytes) fits with the properties the LRS added; a statement whose own content is larger is
   * dead-lettered.
   */
  multipartBytes: XAPI_LIMITS.requestBytes + 64 * 1024,
  /** Attachment parts in one multipart/mixed POST: as many as one statements request may hold. */
  multipartAttachments: XAPI_LIMITS.multipartParts - 1,
  /** One POST's time to answer. */
  requestSeconds: 10,
  /** A delivery run of one target stops after this long (the rest waits for the next run). */
  runSeconds: 40,
  /** The pending and dead-letter counts the screen shows stop here ("1,000+"). */
  countCap: 1000,
  deadLettersPageDefault: 25,
  deadLettersPageMax: 100,
  /** Dead letters one retry or discard call takes (more: call again). */
  deadLetterActionMax: 100,
  /** The error text kept with a failure (the external LRS's answer, cut). */
  errorMax: 300,
} as const;

/**
 * The wait after each failed attempt to deliver a target's oldest pending statements (1, 4, 10, 20 and 30 minutes):
 * six attempts over about 65 minutes, then those statements go to the dead-letter list and the next ones are tried.
 */
export const XAPI_FORWARDING_RETRY_DELAYS_SECONDS = [60, 240, 600, 1200, 1800] as const;
export const XAPI_FORWARDING_MAX_ATTEMPTS = XAPI_FORWARDING_RETRY_DELAYS_SECONDS.length + 1;

export const XAPI_FORWARDING_MSG = {
  CREATED: 'Forwarding target added.',
  UPDATED: 'Forwarding target saved.',
  DELETED: 'Forwarding target deleted.',
  TOO_MANY: `A company may forward to at most ${XAPI_FORWARDING_LIMITS.targetsPerCompany} external LRSs: delete one first.`,
  ENDPOINT_INVALID: 'The endpoint must be an http:// or https:// address without a query or credentials.',
  ENDPOINT_HTTPS: 'The endpoint must be an https:// address.',
  ENDPOINT_PRIVATE: 'The endpoint must be a public address.',
  SECRET_REQUIRED: 'The secret field is required.',
  SECRET_FOR_NEW_ENDPOINT: 'Enter the secret again when you change the endpoint.',
  IRI_INVALID: 'Each entry must be an IRI, such as http://adlnet.gov/expapi/verbs/completed.',
  FILTER_TOO_LONG: `A filter list may hold at most ${XAPI_FORWARDING_LIMITS.filterEntriesMax} entries.`,
  KEY_COLON: 'The key may not contain a colon.',
  RETRIED: 'The statements are queued to be delivered again.',
  DISCARDED: 'The statements were discarded.',
  CURSOR_INVALID: 'The cursor is invalid.',
} as const;
