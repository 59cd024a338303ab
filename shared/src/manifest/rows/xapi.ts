import * as z from 'zod/mini';
import { ZId } from '../../schemas/fields';
import {
  ZCmi5FetchAnswer,
  ZXapiAbout,
  ZXapiAgentProfileQuery,
  ZXapiFetchParams,
  ZXapiLaunch,
  ZXapiLaunchBody,
  ZXapiStateQuery,
  ZXapiStatementsQuery,
} from '../../schemas/xapi';
import { COMPANY_ROLES } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/** Any xAPI document or statement result: the LRS answers with its own headers (X-Experience-API-Version, ETag). */
const ZLrsAnswer = z.unknown();

/**
 * The built-in LRS (xAPI 1.0.3) and the launch of xAPI (Tin Can) and cmi5 packages (issue 16,
 * docs/elearning-standards.md). The launch is a signed-in call; the LRS rows are public at the gateway because their
 * credential is the launch session's Basic authorization, which the handlers check (a sign-in token is refused with
 * 403); statements and documents are scoped to the session's company, registration and learner.
 */
export const xapiRows = defineRows({
  'xapi.launch': {
    method: 'POST',
    path: '/v1/xapi-launch/{id}',
    handler: 'api/xapi/launch',
    access: COMPANY_ROLES,
    tag: 'xAPI',
    summary:
      'Launches item `item` (default the first) of the xAPI or cmi5 package {id} (an asset id of a published course the caller is enrolled on): a launch session with its own credentials (4 h), for cmi5 the LMS.LaunchData state and the launched statement, and the content URL with the launch parameters. 404 not enrolled, 409 not ready.',
    request: { params: z.object({ id: ZId }), body: ZXapiLaunchBody },
    response: ZXapiLaunch,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.about': {
    method: 'GET',
    path: '/v1/xapi/about',
    handler: 'api/xapi/about',
    access: 'public',
    tag: 'xAPI',
    summary: "The LRS's xAPI versions (no credentials needed).",
    response: ZXapiAbout,
    audit: NOT_AUDITED.READ,
  },
  'xapi.putStatement': {
    method: 'PUT',
    path: '/v1/xapi/statements',
    handler: 'api/xapi/put-statement',
    access: 'public',
    tag: 'xAPI',
    summary:
      'Stores one statement with id `statementId` (204); the same statement again is 204, a different one 409. Basic credentials of a launch session.',
    request: { query: ZXapiStatementsQuery },
    status: 204,
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.postStatements': {
    method: 'POST',
    path: '/v1/xapi/statements',
    handler: 'api/xapi/post-statements',
    access: 'public',
    tag: 'xAPI',
    summary:
      'Stores one statement or an array (ids assigned where missing); answers the ids in order. Basic credentials of a launch session.',
    request: { query: ZXapiStatementsQuery },
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.getStatements': {
    method: 'GET',
    path: '/v1/xapi/statements',
    handler: 'api/xapi/get-statements',
    access: 'public',
    tag: 'xAPI',
    summary:
      "One statement (statementId, voidedStatementId) or a StatementResult of the session's registration filtered by agent, verb, activity, registration, since, until, paged by limit with a `more` link; voided statements are left out. Basic credentials of a launch session.",
    request: { query: ZXapiStatementsQuery },
    response: ZLrsAnswer,
    audit: NOT_AUDITED.READ,
  },
  'xapi.putState': {
    method: 'PUT',
    path: '/v1/xapi/activities/state',
    handler: 'api/xapi/put-state',
    access: 'public',
    tag: 'xAPI',
    summary:
      'Stores a state document (any content type, at most 64 KB) by activityId, agent, registration and stateId (204). Basic credentials of a launch session.',
    request: { query: ZXapiStateQuery },
    status: 204,
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.postState': {
    method: 'POST',
    path: '/v1/xapi/activities/state',
    handler: 'api/xapi/post-state',
    access: 'public',
    tag: 'xAPI',
    summary: 'Merges a JSON object into a state document (204). Basic credentials of a launch session.',
    request: { query: ZXapiStateQuery },
    status: 204,
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.getState': {
    method: 'GET',
    path: '/v1/xapi/activities/state',
    handler: 'api/xapi/get-state',
    access: 'public',
    tag: 'xAPI',
    summary:
      'A state document as stored (with its ETag), or the ids of the documents when stateId is absent. Basic credentials of a launch session.',
    request: { query: ZXapiStateQuery },
    response: ZLrsAnswer,
    audit: NOT_AUDITED.READ,
  },
  'xapi.deleteState': {
    method: 'DELETE',
    path: '/v1/xapi/activities/state',
    handler: 'api/xapi/delete-state',
    access: 'public',
    tag: 'xAPI',
    summary:
      'Deletes one state document, or all of the activity, agent and registration when stateId is absent (204). Basic credentials of a launch session.',
    request: { query: ZXapiStateQuery },
    status: 204,
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.putAgentProfile': {
    method: 'PUT',
    path: '/v1/xapi/agents/profile',
    handler: 'api/xapi/put-agent-profile',
    access: 'public',
    tag: 'xAPI',
    summary:
      "Stores an agent profile document of the session's learner (any content type, at most 64 KB; 204). Basic credentials of a launch session.",
    request: { query: ZXapiAgentProfileQuery },
    status: 204,
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.getAgentProfile': {
    method: 'GET',
    path: '/v1/xapi/agents/profile',
    handler: 'api/xapi/get-agent-profile',
    access: 'public',
    tag: 'xAPI',
    summary:
      "An agent profile document of the session's learner, or the profile ids when profileId is absent. Basic credentials of a launch session.",
    request: { query: ZXapiAgentProfileQuery },
    response: ZLrsAnswer,
    audit: NOT_AUDITED.READ,
  },
  'xapi.deleteAgentProfile': {
    method: 'DELETE',
    path: '/v1/xapi/agents/profile',
    handler: 'api/xapi/delete-agent-profile',
    access: 'public',
    tag: 'xAPI',
    summary: "Deletes an agent profile document of the session's learner (204). Basic credentials of a launch session.",
    request: { query: ZXapiAgentProfileQuery },
    status: 204,
    response: ZLrsAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'xapi.cmi5Fetch': {
    method: 'POST',
    path: '/v1/xapi/cmi5/fetch/{id}',
    handler: 'api/xapi/cmi5-fetch',
    access: 'public',
    tag: 'xAPI',
    summary:
      'The cmi5 fetch URL of launch session {id}: answers {"auth-token"} once; afterwards, or for an unknown or expired session, status 200 with {"error-code", "error-text"} (cmi5 section 8.2).',
    request: { params: ZXapiFetchParams },
    response: ZCmi5FetchAnswer,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
});
