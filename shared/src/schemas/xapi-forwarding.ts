import * as z from 'zod/mini';
import { XAPI_FORWARDING_LIMITS as LIMITS, XAPI_FORWARDING_MSG as MSG } from '../constants/xapi';
import { requiredString, wellFormedText, ZId } from './fields';

/**
 * Forwarding (issue 35, Admin › Integrations › xAPI): external LRSs a company's statements are copied to, with
 * Basic credentials (the secret is write-only: answered as `secret_set`), a filter and an on/off switch; and the
 * statements whose delivery failed after every retry (the dead-letter list), retried or discarded by the
 * administrator. docs/elearning-standards.md "Forwarding".
 */

/** An absolute http(s) URL with no credentials, query or fragment: statements go to `<endpoint>/statements`. */
function isEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('?') &&
    !value.includes('#')
  );
}

const ZEndpoint = requiredString('endpoint', LIMITS.endpointMax).check(z.refine(isEndpoint, MSG.ENDPOINT_INVALID));

/** An IRI as xAPI uses them (a scheme, then no white space): a verb id, or the start of activity ids. */
const IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/;
const ZIri = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, MSG.IRI_INVALID),
    z.maxLength(LIMITS.iriMax, MSG.IRI_INVALID),
    z.regex(IRI, MSG.IRI_INVALID),
    wellFormedText(MSG.IRI_INVALID),
  );
const ZIriList = z.array(ZIri).check(z.maxLength(LIMITS.filterEntriesMax, MSG.FILTER_TOO_LONG));

/**
 * Which statements go: every statement when both lists are empty; otherwise one whose verb id is in `verbs` (when
 * given) and whose object is an activity whose id starts with one of `activity_prefixes` (when given). A voiding
 * statement always goes, so what was forwarded is voided at the target too.
 */
const ZXapiForwardFilter = z.object({
  verbs: ZIriList,
  activity_prefixes: ZIriList,
});
export type TXapiForwardFilter = z.infer<typeof ZXapiForwardFilter>;

/** Where a target's delivery stands. */
const ZXapiForwardStatus = z.object({
  /** ISO; the last time statements were accepted by the external LRS, or null. */
  last_delivered_at: z.nullable(z.string()),
  /** The last failure's text (the LRS's status and answer, or why it could not be reached); null after a success. */
  last_error: z.nullable(z.string()),
  /** Failed attempts in a row on the oldest pending statements (0 when delivering normally). */
  failures: z.number(),
  /** ISO; when the next attempt is due after a failure, or null. */
  retry_at: z.nullable(z.string()),
  /** Statements waiting to be delivered (at most XAPI_FORWARDING_LIMITS.countCap; `pending_more` past it). */
  pending: z.number(),
  pending_more: z.boolean(),
  dead_letters: z.number(),
  dead_letters_more: z.boolean(),
});

const ZXapiForwardTarget = z.object({
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  /** The Basic user name at the external LRS (not a secret). */
  key: z.string(),
  /** The secret is never answered: only that one is stored. */
  secret_set: z.boolean(),
  filter: ZXapiForwardFilter,
  enabled: z.boolean(),
  created_at: z.string(),
  created_by: z.nullable(z.string()),
  status: ZXapiForwardStatus,
});
export type TXapiForwardTarget = z.infer<typeof ZXapiForwardTarget>;

export const ZXapiForwardTargetList = z.object({ data: z.array(ZXapiForwardTarget) });

const targetFields = {
  name: requiredString('name', LIMITS.nameMax),
  endpoint: ZEndpoint,
  key: requiredString('key', LIMITS.keyMax).check(
    // RFC 7617: a Basic user-id cannot hold a colon.
    z.refine((value) => !value.includes(':'), MSG.KEY_COLON),
  ),
  filter: z.optional(ZXapiForwardFilter),
  enabled: z.optional(z.boolean()),
};

const ZSecret = requiredString('secret', LIMITS.secretMax);

/** POST /v1/xapi-forwarding. Absent filter: every statement; absent enabled: on. */
export const ZXapiForwardTargetCreateBody = z.object({ ...targetFields, secret: ZSecret });
export type TXapiForwardTargetCreateBody = z.infer<typeof ZXapiForwardTargetCreateBody>;

/**
 * PUT /v1/xapi-forwarding/{id}: the whole target; `secret` absent keeps the stored one, except when the endpoint's
 * origin changes (the stored secret never goes to a new address without its owner typing it again).
 */
export const ZXapiForwardTargetUpdateBody = z.object({ ...targetFields, secret: z.optional(ZSecret) });
export type TXapiForwardTargetUpdateBody = z.infer<typeof ZXapiForwardTargetUpdateBody>;

export const ZXapiForwardTargetAnswer = z.object({ data: ZXapiForwardTarget, message: z.string() });

/** A stored id (a ULID: the statement's place in the company's LRS), the dead letter's id and the paging cursor. */
const ZStoredId = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, MSG.CURSOR_INVALID));

const ZXapiForwardDeadLetter = z.object({
  /** The statement's stored id in the company's LRS. */
  id: z.string(),
  statement_id: z.string(),
  verb: z.string(),
  /** The object activity's id; null for an agent, group, StatementRef or SubStatement object. */
  object: z.nullable(z.string()),
  /** ISO; when the company's LRS stored it. */
  stored: z.string(),
  attempts: z.number(),
  error: z.string(),
  /** ISO; when it went to the dead-letter list. */
  failed_at: z.string(),
});
export type TXapiForwardDeadLetter = z.infer<typeof ZXapiForwardDeadLetter>;

export const ZXapiForwardTargetParams = z.object({ id: ZId });

/** GET /v1/xapi-forwarding/{id}/dead-letters: oldest first (stored order), `cursor` from meta.next_cursor. */
export const ZXapiForwardDeadLettersQuery = z.object({
  cursor: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, MSG.CURSOR_INVALID))),
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/, 'The limit must be a number.'))),
});

export const ZXapiForwardDeadLetterList = z.object({
  data: z.array(ZXapiForwardDeadLetter),
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});

/** Retry or discard: the dead letters named by `ids`, or (absent) the target's oldest, up to deadLetterActionMax. */
export const ZXapiForwardDeadLetterAction = z.object({
  ids: z.optional(
    z
      .array(ZStoredId)
      .check(
        z.minLength(1, 'The ids must not be empty.'),
        z.maxLength(LIMITS.deadLetterActionMax, `The ids may not have more than ${LIMITS.deadLetterActionMax} items.`),
      ),
  ),
});

export const ZXapiForwardDeadLetterActionAnswer = z.object({
  /** How many dead letters were taken; `more` when some are left (call again). */
  data: z.object({ count: z.number(), more: z.boolean() }),
  message: z.string(),
});
