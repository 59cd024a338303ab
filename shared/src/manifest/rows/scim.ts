import * as z from 'zod/mini';
import { ZMessage } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZScimIdParams,
  ZScimListQuery,
  ZScimResourceQuery,
  ZScimTokenCreateBody,
  ZScimTokenCreated,
  ZScimTokenList,
} from '../../schemas/scim';
import { ADMINS } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/** A SCIM answer: `application/scim+json` built by the handler (a resource, a ListResponse or a SCIM Error). */
const ZScimAnswer = z.unknown();

const SCIM_AUTH =
  'A SCIM bearer token (`Authorization: Bearer scim_...`) of the company (401 without one, or revoked); a sign-in token is refused (403).';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644, issue 30; docs/architecture.md "SCIM"). The administrator manages the
 * company's bearer tokens; the SCIM rows are public at the gateway because their credential is such a token, which
 * the handlers check (functions/core/people/scim/scim-request.ts) and which no other route accepts. Everything is
 * scoped to the token's company; another company's ids are 404. Bodies and errors are SCIM's own.
 */
export const scimRows = defineRows({
  'scim.listTokens': {
    method: 'GET',
    path: '/v1/scim-tokens',
    handler: 'api/scim/list-tokens',
    access: ADMINS,
    tag: 'SCIM',
    summary:
      "The company's SCIM bearer tokens (never the tokens themselves: name, created, last used, created by) and the SCIM base URL to give the identity provider.",
    response: ZScimTokenList,
    audit: NOT_AUDITED.READ,
  },
  'scim.createToken': {
    method: 'POST',
    path: '/v1/scim-tokens',
    handler: 'api/scim/create-token',
    access: ADMINS,
    tag: 'SCIM',
    status: 201,
    summary:
      'Creates a SCIM bearer token; the answer carries `token` this once (only its hash is kept). At most 10 live tokens per company.',
    request: { body: ZScimTokenCreateBody },
    response: ZScimTokenCreated,
    audit: { items: ['ScimToken'] },
  },
  'scim.revokeToken': {
    method: 'DELETE',
    path: '/v1/scim-tokens/{id}',
    handler: 'api/scim/revoke-token',
    access: ADMINS,
    tag: 'SCIM',
    summary: 'Revokes a SCIM bearer token: its next request is 401.',
    request: { params: z.object({ id: ZId }) },
    response: ZMessage,
    audit: { items: ['ScimToken'] },
  },

  'scim.serviceProviderConfig': {
    method: 'GET',
    path: '/v1/scim/v2/ServiceProviderConfig',
    handler: 'api/scim/service-provider-config',
    access: 'public',
    tag: 'SCIM',
    summary: `The service's features (RFC 7643 section 5): PATCH and filter supported, bulk, sort, ETags and password change not. ${SCIM_AUTH}`,
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.resourceTypes': {
    method: 'GET',
    path: '/v1/scim/v2/ResourceTypes',
    handler: 'api/scim/resource-types',
    access: 'public',
    tag: 'SCIM',
    summary: `The User (with the enterprise extension) and Group resource types as a ListResponse. ${SCIM_AUTH}`,
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.resourceType': {
    method: 'GET',
    path: '/v1/scim/v2/ResourceTypes/{id}',
    handler: 'api/scim/resource-type',
    access: 'public',
    tag: 'SCIM',
    summary: `One resource type (User or Group). ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.schemas': {
    method: 'GET',
    path: '/v1/scim/v2/Schemas',
    handler: 'api/scim/schemas',
    access: 'public',
    tag: 'SCIM',
    summary: `The User, enterprise User and Group schemas the service supports, as a ListResponse. ${SCIM_AUTH}`,
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.schema': {
    method: 'GET',
    path: '/v1/scim/v2/Schemas/{id}',
    handler: 'api/scim/schema',
    access: 'public',
    tag: 'SCIM',
    summary: `One schema by its URN. ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },

  'scim.listUsers': {
    method: 'GET',
    path: '/v1/scim/v2/Users',
    handler: 'api/scim/list-users',
    access: 'public',
    tag: 'SCIM',
    summary: `The company's users (archived ones with active false) as a ListResponse: filter on any attribute of the User schema (eq, ne, co, sw, ew, gt, lt, ge, le, pr, and, or, not; userName, emails and names compared without case; userName eq and externalId eq answered from a lookup), startIndex (1-based), count (at most 200), attributes / excludedAttributes. ${SCIM_AUTH}`,
    request: { query: ZScimListQuery },
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.createUser': {
    method: 'POST',
    path: '/v1/scim/v2/Users',
    handler: 'api/scim/create-user',
    access: 'public',
    tag: 'SCIM',
    status: 201,
    summary: `Creates a learner (userName is the email; no welcome email; signs in through SSO), within the company's band: 409 uniqueness when the email or externalId is taken, 403 over the band. ${SCIM_AUTH}`,
    response: ZScimAnswer,
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },
  'scim.getUser': {
    method: 'GET',
    path: '/v1/scim/v2/Users/{id}',
    handler: 'api/scim/get-user',
    access: 'public',
    tag: 'SCIM',
    summary: `One user (404 when not the company's). ${SCIM_AUTH}`,
    request: { params: ZScimIdParams, query: ZScimResourceQuery },
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.replaceUser': {
    method: 'PUT',
    path: '/v1/scim/v2/Users/{id}',
    handler: 'api/scim/replace-user',
    access: 'public',
    tag: 'SCIM',
    summary: `Replaces a user's names, email, externalId, title, department and manager; active false archives them and ends their sessions at once, active true restores them. ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },
  'scim.patchUser': {
    method: 'PATCH',
    path: '/v1/scim/v2/Users/{id}',
    handler: 'api/scim/patch-user',
    access: 'public',
    tag: 'SCIM',
    summary: `A PatchOp (add, replace, remove; with or without path; case-insensitive operation names and "True"/"False" as Entra ID sends them) on a user. ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },
  'scim.deleteUser': {
    method: 'DELETE',
    path: '/v1/scim/v2/Users/{id}',
    handler: 'api/scim/delete-user',
    access: 'public',
    tag: 'SCIM',
    status: 204,
    summary: `Archives the user (training records are evidence and are kept) and ends their sessions at once (204). ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },

  'scim.listGroups': {
    method: 'GET',
    path: '/v1/scim/v2/Groups',
    handler: 'api/scim/list-groups',
    access: 'public',
    tag: 'SCIM',
    summary: `The company's groups as a ListResponse: filter (displayName, externalId, members.value), startIndex, count; excludedAttributes=members leaves the members out. ${SCIM_AUTH}`,
    request: { query: ZScimListQuery },
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.createGroup': {
    method: 'POST',
    path: '/v1/scim/v2/Groups',
    handler: 'api/scim/create-group',
    access: 'public',
    tag: 'SCIM',
    status: 201,
    summary: `Creates a group with its members (409 uniqueness when the displayName or externalId is taken). ${SCIM_AUTH}`,
    response: ZScimAnswer,
    // Membership moves every joiner's and leaver's enrolments, as the Groups screen's 29 s rows.
    timeoutSeconds: 29,
    audit: { items: ['Group', 'GroupMember', 'Enrolment'] },
  },
  'scim.getGroup': {
    method: 'GET',
    path: '/v1/scim/v2/Groups/{id}',
    handler: 'api/scim/get-group',
    access: 'public',
    tag: 'SCIM',
    summary: `One group with its members. ${SCIM_AUTH}`,
    request: { params: ZScimIdParams, query: ZScimResourceQuery },
    response: ZScimAnswer,
    audit: NOT_AUDITED.READ,
  },
  'scim.replaceGroup': {
    method: 'PUT',
    path: '/v1/scim/v2/Groups/{id}',
    handler: 'api/scim/replace-group',
    access: 'public',
    tag: 'SCIM',
    summary: `Replaces a group's displayName, externalId and members; members joining or leaving get or lose the group's enrolments as when an administrator assigns them. ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    // Membership moves every joiner's and leaver's enrolments, as the Groups screen's 29 s rows.
    timeoutSeconds: 29,
    audit: { items: ['Group', 'GroupMember', 'Enrolment'] },
  },
  'scim.patchGroup': {
    method: 'PATCH',
    path: '/v1/scim/v2/Groups/{id}',
    handler: 'api/scim/patch-group',
    access: 'public',
    tag: 'SCIM',
    summary: `A PatchOp on a group: members add, remove (all or by filter) and replace, displayName, externalId. ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    // Membership moves every joiner's and leaver's enrolments, as the Groups screen's 29 s rows.
    timeoutSeconds: 29,
    audit: { items: ['Group', 'GroupMember', 'Enrolment'] },
  },
  'scim.deleteGroup': {
    method: 'DELETE',
    path: '/v1/scim/v2/Groups/{id}',
    handler: 'api/scim/delete-group',
    access: 'public',
    tag: 'SCIM',
    status: 204,
    summary: `Deletes the group as an administrator does (members keep their training records) (204). ${SCIM_AUTH}`,
    request: { params: ZScimIdParams },
    response: ZScimAnswer,
    // Membership moves every joiner's and leaver's enrolments, as the Groups screen's 29 s rows.
    timeoutSeconds: 29,
    audit: { items: ['Group', 'GroupMember', 'GroupTarget', 'Enrolment'] },
  },
});
