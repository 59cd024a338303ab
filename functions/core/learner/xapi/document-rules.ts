import { createHash } from 'node:crypto';
import { XAPI_MSG, type TXapiVersion } from '@skillway/shared';
import { XAPI_DOCUMENT_MSG, XAPI_PARAM_MSG } from '@skillway/shared/constants/xapi-documents';
import { AppError } from '../../platform/http/app-error';
import { fail, isTimestamp } from './statement-validation';

/**
 * The document resources' rules that need no read (xAPI 1.0.3 sections 6.3 and 7.3, xAPI 2.0 section 4.1.4 and
 * 4.1.6): ETags, the If-Match / If-None-Match preconditions per resource and version, the POST merge, `since`.
 */

export type TDocumentResource = 'state' | 'agentProfile' | 'activityProfile';
export type TDocumentMethod = 'PUT' | 'POST' | 'DELETE';

/** The ETag of a document: its SHA-1, quoted (the 1.0.3 suite checks 40 hex digits between quotes). */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('hex')}"`;
}

/** The entity tags of an If-Match / If-None-Match list, unquoted; weak ones (W/) are kept marked so they never match. */
function tagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
    .map((tag) => (tag.startsWith('W/') ? tag : tag.replace(/^"(.*)"$/, '$1')));
}

/** Whether a header's list names the stored ETag (strong comparison; a client may leave the quotes off). */
function names(header: string, etag: string): boolean {
  const stored = etag.replace(/^"(.*)"$/, '$1');
  return tagsOf(header).some((tag) => tag === '*' || tag === stored);
}

export interface TPrecondition {
  method: TDocumentMethod;
  resource: TDocumentResource;
  version: TXapiVersion;
  ifMatch: string | undefined;
  ifNoneMatch: string | undefined;
  /** The stored document's ETag; undefined when there is none. */
  existing: string | undefined;
  /**
   * A launch session may create a profile document without a precondition, as 1.0.x content did before the LRS
   * checked them; a client is held to the 1.0.3 suite's XAPI-00273.
   */
  headerlessCreate: boolean;
}

/** Whether PUT without a precondition is refused on an existing document: profiles always, state from 2.0 on. */
function guardsOverwrite(resource: TDocumentResource, version: TXapiVersion): boolean {
  return resource !== 'state' || version.startsWith('2.');
}

/**
 * Checks a write's preconditions against the stored document before anything is changed: 412 when If-Match or
 * If-None-Match does not hold (RFC 7232: If-Match on no document fails, `*` included), 409 for a PUT without either
 * header on a document that exists where the version guards it, 400 for a 1.0.3 client's headerless PUT of a new
 * profile document.
 */
export function checkPreconditions(input: TPrecondition): void {
  const { ifMatch, ifNoneMatch, existing } = input;
  if (ifMatch !== undefined) {
    if (existing === undefined) throw new AppError('PRECONDITION_FAILED', XAPI_DOCUMENT_MSG.NOT_FOUND_FOR_IF_MATCH);
    if (!names(ifMatch, existing)) throw new AppError('PRECONDITION_FAILED', XAPI_MSG.ETAG_MISMATCH);
  }
  if (ifNoneMatch !== undefined && existing !== undefined && names(ifNoneMatch, existing))
    throw new AppError('PRECONDITION_FAILED', XAPI_MSG.ETAG_EXISTS);
  if (input.method !== 'PUT' || ifMatch !== undefined || ifNoneMatch !== undefined) return;
  if (existing !== undefined) {
    if (guardsOverwrite(input.resource, input.version))
      throw new AppError('CONFLICT', XAPI_DOCUMENT_MSG.EXISTS_WITHOUT_PRECONDITION);
    return;
  }
  if (input.resource !== 'state' && input.version.startsWith('1.') && !input.headerlessCreate)
    throw new AppError('BAD_REQUEST', XAPI_DOCUMENT_MSG.PRECONDITION_REQUIRED, {
      'if-match': [XAPI_DOCUMENT_MSG.PRECONDITION_REQUIRED],
    });
}

/** A document as sent or stored: its content type and its bytes. */
export interface TDocumentBody {
  contentType: string;
  bytes: Buffer;
}

export function isJsonType(contentType: string): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType.trim());
}

function parseObject(bytes: Buffer): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST (xAPI 1.0.3 section 7.3 "JSON Procedure with Requirements"): with no stored document the body is stored as
 * sent, which must itself be a JSON object; otherwise both must be JSON objects (application/json) and the stored
 * one takes the body's top-level properties. Anything else is 400 and nothing changes.
 */
export function mergeDocuments(stored: TDocumentBody | undefined, incoming: TDocumentBody): TDocumentBody {
  const sent = isJsonType(incoming.contentType) ? parseObject(incoming.bytes) : undefined;
  if (!sent) fail('body', XAPI_MSG.DOCUMENT_NOT_JSON);
  if (!stored) return incoming;
  const current = isJsonType(stored.contentType) ? parseObject(stored.bytes) : undefined;
  if (!current) fail('body', XAPI_MSG.DOCUMENT_NOT_JSON);
  return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify({ ...current, ...sent }), 'utf8') };
}

/** `since` of an id list: the documents stored after it (exclusive); 400 when it is not a timestamp. */
export function sinceFilter(since: string | undefined): (updated: string) => boolean {
  if (since === undefined) return () => true;
  if (!isTimestamp(since)) fail('since', XAPI_PARAM_MSG.TIMESTAMP);
  const after = Date.parse(since);
  return (updated) => Date.parse(updated) > after;
}

/** The Last-Modified header of a document (or of an id list: its newest document), as an HTTP date. */
export function lastModified(updated: readonly string[]): Record<string, string> {
  const newest = Math.max(...updated.map((value) => Date.parse(value)).filter((value) => Number.isFinite(value)));
  return Number.isFinite(newest) ? { 'last-modified': new Date(newest).toUTCString() } : {};
}
