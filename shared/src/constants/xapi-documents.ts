/**
 * The LRS's document resources (activities/state, agents/profile, activities/profile) and its Agents and Activities
 * resources (issue 35): the concurrency answers of xAPI 1.0.3 section 6.3 / xAPI 2.0 section 4.1.4, and the limits of
 * the activity definitions store.
 */

export const XAPI_DOCUMENT_MSG = {
  /** 409: PUT without If-Match or If-None-Match on a document that exists (1.0.3 profiles; 2.0 every document). */
  EXISTS_WITHOUT_PRECONDITION:
    'The document already exists: send If-Match with its ETag to replace it (or If-None-Match: * to create one only if none exists).',
  /** 400: a 1.0.3 client writes a profile document without a precondition (the ADL suite's XAPI-00273). */
  PRECONDITION_REQUIRED:
    'A profile document is written with If-Match (its ETag) or If-None-Match: * so concurrent writers do not overwrite each other.',
  /** 412: If-Match names a document that does not exist. */
  NOT_FOUND_FOR_IF_MATCH: 'The document does not exist (If-Match).',
  /** 403: a launch session writes only the activity profiles of the activity it launched (and its sub-activities). */
  ACTIVITY_NOT_OWN: "A launch session writes only the activity profiles of its own package's activities.",
  /** 409: other writers kept changing the document between this request's read and its write. */
  CHANGED_WHILE_WRITING: 'The document kept changing while this request wrote it: read it again and retry.',
} as const;

/** The messages of the query parameters, after the parameter's name (`activityId: is required and must be an IRI.`). */
export const XAPI_PARAM_MSG = {
  REQUIRED: 'is required.',
  IRI: 'is required and must be an IRI.',
  UUID: 'must be a UUID.',
  TIMESTAMP: 'must be an ISO 8601 timestamp.',
  JSON: 'must be JSON.',
  IDENTIFIED_GROUP: 'must be an Agent or a Group with an identifier (mbox, mbox_sha1sum, openid or account).',
} as const;

export const XAPI_DOCUMENT_LIMITS = {
  /** A stored activity definition (merged language maps grow it); a merge past this keeps the stored one. */
  definitionBytes: 256 * 1024,
  /** Attempts of a read-check-write when another writer changed the item in between (a conditional write failed). */
  writeAttempts: 4,
  /** Pages (1 MB each) read for one id list of documents. */
  listPages: 20,
} as const;
