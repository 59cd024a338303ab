/**
 * SCIM 2.0 provisioning (RFC 7643 resources, RFC 7644 protocol; issue 30). The wire words (userName, externalId,
 * startIndex, ListResponse) are the RFCs' own; docs/architecture.md "SCIM" describes the service.
 */

/** The SCIM service's path under the API; the base URL an identity provider is given is `<origin>` + this. */
export const SCIM_BASE_PATH = '/v1/scim/v2';

/** RFC 7644 section 3.1: requests and responses are `application/scim+json` (plain JSON is accepted too). */
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** A SCIM bearer token starts with this, so neither a person nor a log reader mistakes it for a sign-in token. */
export const SCIM_TOKEN_PREFIX = 'scim_';

/** Schema and message URNs (RFC 7643 section 8.7, RFC 7644 section 3). */
export const SCIM_SCHEMA = {
  USER: 'urn:ietf:params:scim:schemas:core:2.0:User',
  ENTERPRISE_USER: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  GROUP: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  SERVICE_PROVIDER_CONFIG: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  RESOURCE_TYPE: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  SCHEMA: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
  LIST_RESPONSE: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  PATCH_OP: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  ERROR: 'urn:ietf:params:scim:api:messages:2.0:Error',
} as const;

export const SCIM_LIMITS = {
  /** ServiceProviderConfig filter.maxResults: a list's `count` is capped here. */
  maxResults: 200,
  /** A list without `count` answers this many. */
  defaultCount: 100,
  /** Largest request body (ServiceProviderConfig does not name it since bulk is off; a bigger one is 413). */
  requestBytes: 1_048_576,
  /** Members a Group PUT, POST or PATCH may name at once (a larger directory group is added in several PATCHes). */
  groupMembersPerRequest: 1000,
  /** Live (unrevoked) tokens a company may hold: one per identity provider, with room to rotate. */
  tokensPerCompany: 10,
  tokenNameMax: 100,
  /** last_used_at is written at most this often per token (every SCIM request reads the token). */
  lastUsedIntervalSeconds: 60,
} as const;

export const SCIM_MSG = {
  TOKEN_REQUIRED: 'A SCIM bearer token is required.',
  TOKEN_INVALID: 'The SCIM bearer token is invalid or has been revoked.',
  SIGN_IN_TOKEN_REFUSED:
    'A sign-in token cannot be used for SCIM: use a SCIM token from Admin › Account › Provisioning.',
  COMPANY_SUSPENDED: "The company's account is suspended: provisioning changes are refused until it is active again.",
  TOKEN_CREATED: 'SCIM token created. Copy it now: it is shown only once.',
  TOKEN_REVOKED: 'SCIM token revoked.',
  TOO_MANY_TOKENS: `A company may hold at most ${SCIM_LIMITS.tokensPerCompany} SCIM tokens: revoke one first.`,
  BODY_TOO_LARGE: `The request body may not be larger than ${SCIM_LIMITS.requestBytes} bytes.`,
  BAND_FULL:
    'The company has reached the maximum number of users of its band: upgrade the band or archive users first.',
  INTERNAL: 'The request could not be completed.',
} as const;
