import { CMI5_LAUNCH_DATA_STATE_ID, XAPI_CLIENT_MSG, XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import { XAPI_DOCUMENT_LIMITS, XAPI_DOCUMENT_MSG, XAPI_PARAM_MSG } from '@skillway/shared/constants/xapi-documents';
import { findUser } from '../../people/users/user-repository';
import { config } from '../../platform/config';
import { sha256Hex } from '../../platform/crypto/tokens';
import { keys } from '../../platform/db/keys';
import { AppError } from '../../platform/http/app-error';
import type { RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import { isSessionActor } from './agent';
import { agentIfi, keyHash } from '../../platform/lrs/agent-ifi';
import {
  deleteDocumentAt,
  deleteDocumentsAt,
  getDocumentAt,
  listDocumentsAt,
  putDocumentAt,
  type TDocumentLocation,
  type TDocumentStore,
  type TStoredDocument,
} from './document-repository';
import {
  checkPreconditions,
  etagOf,
  lastModified,
  mergeDocuments,
  sinceFilter,
  type TDocumentBody,
  type TDocumentMethod,
  type TDocumentResource,
} from './document-rules';
import { allows, type TLrsContext, type TLrsNeed } from './lrs-context';
import { rawBody } from './lrs-body';
import { lrsDocument, lrsJson, lrsNoContent, requestHeader } from './lrs-response';
import { isOwnActivity } from './own-activities';
import { parseAgentParam } from './person';
import { fail, isIri, isUuid, type TJson } from './statement-validation';

export { etagOf } from './document-rules';

/**
 * The document resources (xAPI 1.0.3 sections 7.3–7.6, 2.0 section 4.1.6): activities/state, agents/profile and
 * activities/profile, company-wide and keyed by the agent's identifier (agent-ifi.ts). Documents are stored as sent
 * (any content type, at most 64 KB) with a SHA-1 ETag and their time; POST merges JSON objects; If-Match /
 * If-None-Match and the PUT-without-precondition rules per resource and version (document-rules.ts).
 *
 * A company learner's documents (their account on the app, as a launch hands it out) stay where launch sessions have
 * always kept them, `XDOCS#<uid>#…` / `XDOCP#<uid>#…` in the company partition: the learner's, a package's and an
 * enrolment's deletion find them there, whichever credential wrote them, and nothing had to move. Every other agent's
 * documents and the activity profiles live in the LRS's partition (document-repository.ts).
 *
 * A launch session stays confined: its learner as agent (403 otherwise), its registration (404 otherwise), the cmi5
 * LMS.LaunchData state read-only, activity profiles written only for its own activities. A client reads and writes
 * any agent's documents by its scopes: state (read: all/read), profile (read: all/read); 403 without.
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

export interface TActivityProfileQuery {
  activityId?: string;
  profileId?: string;
  since?: string;
}

type TWriteMode = 'put' | 'post';

/** Whose documents: a company learner's (the company partition, by user id) or any other agent's (by identifier). */
type TAgentHome = { store: 'learner'; userId: string } | { store: 'lrs'; ifi: string; hash: string };

/** One document a request names. */
interface TTarget {
  resource: TDocumentResource;
  location: TDocumentLocation;
  docId: string;
  activityId?: string;
  agent?: string;
  registration?: string;
}

/** The learner store's key hashes (hex, as launch sessions have always written them). */
const shortHash = (value: string) => sha256Hex(value).slice(0, 32);

/** The key of a learner's state document: the user, the registration (`-` when none), the activity and the state id. */
export function stateDocKey(
  userId: string,
  registration: string | undefined,
  activityId: string,
  stateId: string,
): string {
  return keys.xapiStateSk(userId, registration ?? '-', shortHash(activityId), shortHash(stateId));
}

function requireScope(context: TLrsContext, need: TLrsNeed): void {
  if (!allows(context, need)) throw new AppError('FORBIDDEN', XAPI_CLIENT_MSG.SCOPE_MISSING);
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');
/** A user id as the product makes them; anything else is no learner of the company (and never a key part). */
const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The company learner an agent names: an account on the app's origin whose name is the id of a user of the company
 * (the actor a launch hands out, actorJson in agent.ts). Undefined for any other agent.
 */
async function companyLearnerOf(companyId: string, agent: TJson): Promise<string | undefined> {
  const account = agent.account as TJson | undefined;
  if (!account || typeof account.homePage !== 'string' || typeof account.name !== 'string') return undefined;
  if (withoutSlash(account.homePage) !== withoutSlash(config.appUrl) || !USER_ID.test(account.name)) return undefined;
  return (await findUser(companyId, account.name)) ? account.name : undefined;
}

/** The `agent` parameter's documents: 400 when absent or invalid; a launch session's learner only (403). */
async function agentHome(context: TLrsContext, raw: string | undefined): Promise<TAgentHome> {
  // xAPI 2.0's document resources take an identified Group too (kept in the LRS's store under its identifier).
  const agent = parseAgentParam(raw, 'agent', { identifiedGroup: context.version === '2.0.0' });
  if (context.kind === 'session') {
    if (!isSessionActor(agent, context.actor)) throw new AppError('FORBIDDEN', XAPI_MSG.ACTOR_MISMATCH);
    return { store: 'learner', userId: context.session.user_id };
  }
  const userId = agent.objectType === 'Group' ? undefined : await companyLearnerOf(context.companyId, agent);
  if (userId) return { store: 'learner', userId };
  const ifi = agentIfi(agent) as string;
  return { store: 'lrs', ifi, hash: keyHash(ifi) };
}

/** The registration (lower case), `-` for none; a launch session's own only (another one is 404, as for statements). */
function registrationOf(context: TLrsContext, raw: string | undefined): string {
  if (raw === undefined) return '-';
  if (!isUuid(raw)) fail('registration', XAPI_PARAM_MSG.UUID);
  const registration = raw.toLowerCase();
  if (context.kind === 'session' && registration !== context.session.registration.toLowerCase())
    throw AppError.notFound();
  return registration;
}

/** The state a cmi5 launch wrote for the AU: read-only for the content. */
function isLaunchData(context: TLrsContext, stateId: string | undefined): boolean {
  return context.kind === 'session' && context.session.standard === 'cmi5' && stateId === CMI5_LAUNCH_DATA_STATE_ID;
}

function bodyOf(document: TStoredDocument): TDocumentBody {
  return { contentType: document.content_type, bytes: Buffer.from(document.body, 'base64') };
}

function preconditionsOf(context: TLrsContext, event: TApiEvent | undefined) {
  return {
    version: context.version,
    ifMatch: event ? requestHeader(event, 'if-match') : undefined,
    ifNoneMatch: event ? requestHeader(event, 'if-none-match') : undefined,
    headerlessCreate: context.kind === 'session',
  };
}

/**
 * PUT stores the body as sent, POST merges it (document-rules.ts): the preconditions are checked against the stored
 * document, and the write holds only if that document is still the one read; when another writer got in between, the
 * whole check runs again on what is there now. A refused request changes nothing.
 */
async function writeDocument(
  context: TLrsContext,
  event: TApiEvent,
  target: TTarget,
  method: Exclude<TDocumentMethod, 'DELETE'>,
): Promise<RawResponse> {
  const sent: TDocumentBody = {
    contentType: requestHeader(event, 'content-type') ?? 'application/octet-stream',
    bytes: rawBody(event, XAPI_LIMITS.documentBytes, XAPI_MSG.DOCUMENT_TOO_LARGE),
  };
  for (let attempt = 1; attempt <= XAPI_DOCUMENT_LIMITS.writeAttempts; attempt += 1) {
    const existing = await getDocumentAt(context.companyId, target.location);
    checkPreconditions({
      ...preconditionsOf(context, event),
      method,
      resource: target.resource,
      existing: existing?.etag,
    });
    const next = method === 'POST' ? mergeDocuments(existing && bodyOf(existing), sent) : sent;
    if (next.bytes.length > XAPI_LIMITS.documentBytes) fail('body', XAPI_MSG.DOCUMENT_TOO_LARGE);
    const etag = etagOf(next.bytes);
    const written = await putDocumentAt(
      context.companyId,
      target.location,
      {
        doc_id: target.docId,
        ...(target.activityId !== undefined ? { activity_id: target.activityId } : {}),
        ...(target.agent !== undefined ? { agent: target.agent } : {}),
        ...(target.registration !== undefined ? { registration: target.registration } : {}),
        content_type: next.contentType,
        body: next.bytes.toString('base64'),
        etag,
        updated: new Date().toISOString(),
      },
      existing ? { etag: existing.etag } : { absent: true },
    );
    if (written) return lrsNoContent({ etag });
  }
  throw new AppError('CONFLICT', XAPI_DOCUMENT_MSG.CHANGED_WHILE_WRITING);
}

async function readDocument(context: TLrsContext, location: TDocumentLocation): Promise<RawResponse> {
  const document = await getDocumentAt(context.companyId, location);
  if (!document) throw AppError.notFound();
  return lrsDocument(document.content_type, document.body, {
    etag: document.etag,
    ...lastModified([document.updated]),
  });
}

/** Deletes one document (204 also when there is none) if If-Match / If-None-Match hold (412 otherwise). */
async function removeDocument(
  context: TLrsContext,
  event: TApiEvent | undefined,
  target: TTarget,
): Promise<RawResponse> {
  for (let attempt = 1; attempt <= XAPI_DOCUMENT_LIMITS.writeAttempts; attempt += 1) {
    const existing = await getDocumentAt(context.companyId, target.location);
    checkPreconditions({
      ...preconditionsOf(context, event),
      method: 'DELETE',
      resource: target.resource,
      existing: existing?.etag,
    });
    if (!existing || (await deleteDocumentAt(context.companyId, target.location, existing.etag))) return lrsNoContent();
  }
  throw new AppError('CONFLICT', XAPI_DOCUMENT_MSG.CHANGED_WHILE_WRITING);
}

/** The ids of the documents under a prefix, stored after `since` when given, with the newest one's Last-Modified. */
async function listIds(
  context: TLrsContext,
  store: TDocumentStore,
  prefix: string,
  since: string | undefined,
): Promise<RawResponse> {
  const after = sinceFilter(since);
  const documents = (await listDocumentsAt(context.companyId, store, prefix)).filter((document) =>
    after(document.updated),
  );
  return lrsJson(
    200,
    documents.map((document) => document.doc_id),
    lastModified(documents.map((document) => document.updated)),
  );
}

// activities/state

interface TStateScope {
  home: TAgentHome;
  activityId: string;
  registration: string;
}

async function stateScope(context: TLrsContext, query: TStateQuery): Promise<TStateScope> {
  if (!isIri(query.activityId)) fail('activityId', XAPI_PARAM_MSG.IRI);
  const home = await agentHome(context, query.agent);
  return { home, activityId: query.activityId, registration: registrationOf(context, query.registration) };
}

function statesPrefix({ home, activityId, registration }: TStateScope): { store: TDocumentStore; prefix: string } {
  if (home.store === 'learner')
    return { store: 'learner', prefix: keys.xapiStatesPrefix(home.userId, registration, shortHash(activityId)) };
  return { store: 'lrs', prefix: keys.xapiLrsStatesPrefix(keyHash(activityId), home.hash, registration) };
}

function stateTarget(scope: TStateScope, stateId: string): TTarget {
  const { home, activityId, registration } = scope;
  if (home.store === 'learner')
    return {
      resource: 'state',
      location: { store: 'learner', key: stateDocKey(home.userId, registration, activityId, stateId) },
      docId: stateId,
      activityId,
    };
  return {
    resource: 'state',
    location: {
      store: 'lrs',
      key: keys.xapiLrsStateSk(keyHash(activityId), home.hash, registration, keyHash(stateId)),
    },
    docId: stateId,
    activityId,
    agent: home.ifi,
    ...(registration !== '-' ? { registration } : {}),
  };
}

export async function writeState(
  context: TLrsContext,
  event: TApiEvent,
  query: TStateQuery,
  mode: TWriteMode,
): Promise<RawResponse> {
  requireScope(context, 'state');
  const scope = await stateScope(context, query);
  if (!query.stateId) fail('stateId', XAPI_PARAM_MSG.REQUIRED);
  if (isLaunchData(context, query.stateId)) throw new AppError('FORBIDDEN', XAPI_MSG.LAUNCH_DATA_READ_ONLY);
  return writeDocument(context, event, stateTarget(scope, query.stateId), mode === 'put' ? 'PUT' : 'POST');
}

export async function readState(context: TLrsContext, query: TStateQuery): Promise<RawResponse> {
  requireScope(context, 'state/read');
  const scope = await stateScope(context, query);
  if (query.stateId) return readDocument(context, stateTarget(scope, query.stateId).location);
  const { store, prefix } = statesPrefix(scope);
  return listIds(context, store, prefix, query.since);
}

/**
 * Deletes one state document (If-Match / If-None-Match checked, `event` carrying them), or every one of the activity,
 * agent and registration when stateId is absent (a launch session's LMS.LaunchData stays).
 */
export async function removeState(context: TLrsContext, query: TStateQuery, event?: TApiEvent): Promise<RawResponse> {
  requireScope(context, 'state');
  const scope = await stateScope(context, query);
  if (query.stateId) {
    if (isLaunchData(context, query.stateId)) throw new AppError('FORBIDDEN', XAPI_MSG.LAUNCH_DATA_READ_ONLY);
    return removeDocument(context, event, stateTarget(scope, query.stateId));
  }
  const { store, prefix } = statesPrefix(scope);
  const documents = await listDocumentsAt(context.companyId, store, prefix);
  await deleteDocumentsAt(
    context.companyId,
    store,
    documents.filter((document) => !isLaunchData(context, document.doc_id)),
  );
  return lrsNoContent();
}

// agents/profile

function agentProfileTarget(home: TAgentHome, profileId: string): TTarget {
  if (home.store === 'learner')
    return {
      resource: 'agentProfile',
      location: { store: 'learner', key: keys.xapiAgentProfileSk(home.userId, shortHash(profileId)) },
      docId: profileId,
    };
  return {
    resource: 'agentProfile',
    location: { store: 'lrs', key: keys.xapiLrsAgentProfileSk(home.hash, keyHash(profileId)) },
    docId: profileId,
    agent: home.ifi,
  };
}

export async function writeAgentProfile(
  context: TLrsContext,
  event: TApiEvent,
  query: TProfileQuery,
  mode: TWriteMode = 'put',
): Promise<RawResponse> {
  requireScope(context, 'profile');
  const home = await agentHome(context, query.agent);
  if (!query.profileId) fail('profileId', XAPI_PARAM_MSG.REQUIRED);
  return writeDocument(context, event, agentProfileTarget(home, query.profileId), mode === 'put' ? 'PUT' : 'POST');
}

export async function readAgentProfile(context: TLrsContext, query: TProfileQuery): Promise<RawResponse> {
  requireScope(context, 'profile/read');
  const home = await agentHome(context, query.agent);
  if (query.profileId) return readDocument(context, agentProfileTarget(home, query.profileId).location);
  if (home.store === 'learner')
    return listIds(context, 'learner', keys.xapiAgentProfilesPrefix(home.userId), query.since);
  return listIds(context, 'lrs', keys.xapiLrsAgentProfilesPrefix(home.hash), query.since);
}

export async function removeAgentProfile(
  context: TLrsContext,
  query: TProfileQuery,
  event?: TApiEvent,
): Promise<RawResponse> {
  requireScope(context, 'profile');
  const home = await agentHome(context, query.agent);
  if (!query.profileId) fail('profileId', XAPI_PARAM_MSG.REQUIRED);
  return removeDocument(context, event, agentProfileTarget(home, query.profileId));
}

// activities/profile

function activityProfileTarget(activityId: string, profileId: string): TTarget {
  return {
    resource: 'activityProfile',
    location: { store: 'lrs', key: keys.xapiActivityProfileSk(keyHash(activityId), keyHash(profileId)) },
    docId: profileId,
    activityId,
  };
}

/** activityId and profileId (when `profileRequired`) are valid; a launch session writes its own activities' only. */
function activityProfileScope(
  context: TLrsContext,
  query: TActivityProfileQuery,
  write: boolean,
): { activityId: string; profileId: string | undefined } {
  if (!isIri(query.activityId)) fail('activityId', XAPI_PARAM_MSG.IRI);
  if (write && !query.profileId) fail('profileId', XAPI_PARAM_MSG.REQUIRED);
  if (write && context.kind === 'session' && !isOwnActivity(context.session, query.activityId))
    throw new AppError('FORBIDDEN', XAPI_DOCUMENT_MSG.ACTIVITY_NOT_OWN);
  return { activityId: query.activityId, profileId: query.profileId || undefined };
}

export async function writeActivityProfile(
  context: TLrsContext,
  event: TApiEvent,
  query: TActivityProfileQuery,
  mode: TWriteMode,
): Promise<RawResponse> {
  requireScope(context, 'profile');
  const { activityId, profileId } = activityProfileScope(context, query, true);
  return writeDocument(
    context,
    event,
    activityProfileTarget(activityId, profileId as string),
    mode === 'put' ? 'PUT' : 'POST',
  );
}

export async function readActivityProfile(context: TLrsContext, query: TActivityProfileQuery): Promise<RawResponse> {
  requireScope(context, 'profile/read');
  const { activityId, profileId } = activityProfileScope(context, query, false);
  if (profileId) return readDocument(context, activityProfileTarget(activityId, profileId).location);
  return listIds(context, 'lrs', keys.xapiActivityProfilesPrefix(keyHash(activityId)), query.since);
}

export async function removeActivityProfile(
  context: TLrsContext,
  query: TActivityProfileQuery,
  event?: TApiEvent,
): Promise<RawResponse> {
  requireScope(context, 'profile');
  const { activityId, profileId } = activityProfileScope(context, query, true);
  return removeDocument(context, event, activityProfileTarget(activityId, profileId as string));
}
