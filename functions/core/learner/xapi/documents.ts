import { createHash } from 'node:crypto';
import { CMI5_LAUNCH_DATA_STATE_ID, XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';
import { keys } from '../../platform/db/keys';
import { AppError } from '../../platform/http/app-error';
import type { RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import { requireSessionAgent } from './agent';
import {
  deleteDocument,
  deleteDocuments,
  getDocument,
  listDocuments,
  putDocument,
  type TXapiDocumentItem,
} from './document-repository';
import { lrsDocument, lrsJson, lrsNoContent, rawBody, requestHeader, type TLrsContext } from './lrs-request';
import { fail, isIri, isTimestamp, isUuid } from './statement-validation';

/**
 * The document resources (xAPI 1.0.3 sections 7.4 activities/state and 7.6 agents/profile): documents of the
 * session's learner stored as sent (any content type, at most 64 KB) with an ETag; POST merges JSON objects;
 * If-Match / If-None-Match on writes; a registration other than the session's is 404. The cmi5 LMS.LaunchData
 * state is the LMS's: the AU reads it and may not change it.
 */

export interface TStateQuery {
  activityId?: string;
  agent?: string;
  registration?: string;
  stateId?: string;
  since?: string;
}

export interface TProfileQuery {
  agent?: string;
  profileId?: string;
  since?: string;
}

type TWriteMode = 'put' | 'post';

const shortHash = (value: string) => sha256Hex(value).slice(0, 32);

function stateScope(context: TLrsContext, query: TStateQuery) {
  if (!isIri(query.activityId)) fail('activityId', 'is required and must be an IRI.');
  requireSessionAgent(query.agent, context.actor, true);
  if (query.registration !== undefined) {
    if (!isUuid(query.registration)) fail('registration', 'must be a UUID.');
    if (query.registration !== context.session.registration) throw AppError.notFound();
  }
  const prefix = statePrefix(context.session.user_id, query.registration, query.activityId);
  return { prefix, activityId: query.activityId };
}

/** The state a cmi5 launch wrote for the AU: read-only for the content. */
function isLaunchData(context: TLrsContext, stateId: string | undefined): boolean {
  return context.session.standard === 'cmi5' && stateId === CMI5_LAUNCH_DATA_STATE_ID;
}

/** The key of one state document: the learner, the registration (`-` when none), the activity and the state id hashed. */
export function stateDocKey(
  userId: string,
  registration: string | undefined,
  activityId: string,
  stateId: string,
): string {
  return statePrefix(userId, registration, activityId) + shortHash(stateId);
}

function statePrefix(userId: string, registration: string | undefined, activityId: string): string {
  return keys.xapiStatesPrefix(userId, registration ?? '-', shortHash(activityId));
}

export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('hex')}"`;
}

function sinceFilter(since: string | undefined): (document: TXapiDocumentItem) => boolean {
  if (since === undefined) return () => true;
  if (!isTimestamp(since)) fail('since', 'must be an ISO 8601 timestamp.');
  const after = Date.parse(since);
  return (document) => Date.parse(document.updated) > after;
}

function isJsonType(contentType: string): boolean {
  return /^application\/json\b/i.test(contentType);
}

function parseObject(bytes: Buffer): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** If-Match / If-None-Match (RFC 7232, the xAPI concurrency rules kept minimal): 412 when they do not hold. */
function checkPreconditions(event: TApiEvent, existing: TXapiDocumentItem | undefined): void {
  const ifMatch = requestHeader(event, 'if-match');
  const ifNoneMatch = requestHeader(event, 'if-none-match');
  if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== existing?.etag)
    throw new AppError('PRECONDITION_FAILED', XAPI_MSG.ETAG_MISMATCH);
  if (ifMatch === '*' && !existing) throw new AppError('PRECONDITION_FAILED', XAPI_MSG.ETAG_MISMATCH);
  if (ifNoneMatch === '*' && existing) throw new AppError('PRECONDITION_FAILED', XAPI_MSG.ETAG_EXISTS);
}

/** Stores (PUT) or merges (POST, JSON objects only) one document. */
async function writeDocument(
  context: TLrsContext,
  event: TApiEvent,
  mode: TWriteMode,
  target: { docKey: string; docId: string; activityId?: string },
): Promise<RawResponse> {
  const bytes = rawBody(event, XAPI_LIMITS.documentBytes, XAPI_MSG.DOCUMENT_TOO_LARGE);
  const sentType = requestHeader(event, 'content-type') ?? 'application/octet-stream';
  const existing = await getDocument(context.companyId, target.docKey);
  checkPreconditions(event, existing);
  let body = bytes;
  let contentType = sentType;
  if (mode === 'post' && existing) {
    const stored = Buffer.from(existing.body, 'base64');
    const incoming = isJsonType(sentType) ? parseObject(bytes) : undefined;
    const current = isJsonType(existing.content_type) ? parseObject(stored) : undefined;
    if (!incoming || !current) fail('body', XAPI_MSG.DOCUMENT_NOT_JSON);
    body = Buffer.from(JSON.stringify({ ...current, ...incoming }), 'utf8');
    contentType = 'application/json';
    if (body.length > XAPI_LIMITS.documentBytes) fail('body', XAPI_MSG.DOCUMENT_TOO_LARGE);
  } else if (mode === 'post' && (!isJsonType(sentType) || !parseObject(bytes))) {
    fail('body', XAPI_MSG.DOCUMENT_NOT_JSON);
  }
  await putDocument({
    company_id: context.companyId,
    doc_key: target.docKey,
    doc_id: target.docId,
    ...(target.activityId ? { activity_id: target.activityId } : {}),
    content_type: contentType,
    body: body.toString('base64'),
    etag: etagOf(body),
    updated: new Date().toISOString(),
  });
  return lrsNoContent({ etag: etagOf(body) });
}

async function readDocument(context: TLrsContext, docKey: string): Promise<RawResponse> {
  const document = await getDocument(context.companyId, docKey);
  if (!document) throw AppError.notFound();
  return lrsDocument(document.content_type, document.body, {
    etag: document.etag,
    'last-modified': new Date(document.updated).toUTCString(),
  });
}

export async function writeState(
  context: TLrsContext,
  event: TApiEvent,
  query: TStateQuery,
  mode: TWriteMode,
): Promise<RawResponse> {
  const { prefix, activityId } = stateScope(context, query);
  if (!query.stateId) fail('stateId', 'is required.');
  if (isLaunchData(context, query.stateId)) throw new AppError('FORBIDDEN', XAPI_MSG.LAUNCH_DATA_READ_ONLY);
  return writeDocument(context, event, mode, {
    docKey: prefix + shortHash(query.stateId),
    docId: query.stateId,
    activityId,
  });
}

export async function readState(context: TLrsContext, query: TStateQuery): Promise<RawResponse> {
  const { prefix } = stateScope(context, query);
  if (query.stateId) return readDocument(context, prefix + shortHash(query.stateId));
  const documents = (await listDocuments(context.companyId, prefix)).filter(sinceFilter(query.since));
  return lrsJson(
    200,
    documents.map((document) => document.doc_id),
  );
}

export async function removeState(context: TLrsContext, query: TStateQuery): Promise<RawResponse> {
  const { prefix } = stateScope(context, query);
  if (query.stateId) {
    if (isLaunchData(context, query.stateId)) throw new AppError('FORBIDDEN', XAPI_MSG.LAUNCH_DATA_READ_ONLY);
    await deleteDocument(context.companyId, prefix + shortHash(query.stateId));
  } else {
    const documents = await listDocuments(context.companyId, prefix);
    await deleteDocuments(
      context.companyId,
      documents.filter((document) => !isLaunchData(context, document.doc_id)),
    );
  }
  return lrsNoContent();
}

function profileKey(context: TLrsContext, query: TProfileQuery): string | undefined {
  requireSessionAgent(query.agent, context.actor, true);
  return query.profileId ? keys.xapiAgentProfileSk(context.session.user_id, shortHash(query.profileId)) : undefined;
}

export async function writeAgentProfile(
  context: TLrsContext,
  event: TApiEvent,
  query: TProfileQuery,
): Promise<RawResponse> {
  const docKey = profileKey(context, query);
  if (!docKey || !query.profileId) fail('profileId', 'is required.');
  return writeDocument(context, event, 'put', { docKey, docId: query.profileId });
}

export async function readAgentProfile(context: TLrsContext, query: TProfileQuery): Promise<RawResponse> {
  const docKey = profileKey(context, query);
  if (docKey) return readDocument(context, docKey);
  const documents = await listDocuments(context.companyId, keys.xapiAgentProfilesPrefix(context.session.user_id));
  return lrsJson(
    200,
    documents.filter(sinceFilter(query.since)).map((document) => document.doc_id),
  );
}

export async function removeAgentProfile(context: TLrsContext, query: TProfileQuery): Promise<RawResponse> {
  const docKey = profileKey(context, query);
  if (!docKey) fail('profileId', 'is required.');
  await deleteDocument(context.companyId, docKey);
  return lrsNoContent();
}
