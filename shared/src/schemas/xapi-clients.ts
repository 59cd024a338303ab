import * as z from 'zod/mini';
import { XAPI_CLIENT_LIMITS, XAPI_CLIENT_MSG, XAPI_SCOPES, XAPI_VERSIONS } from '../constants/xapi';
import { requiredString } from './fields';

/**
 * Company LRS clients (issue 35, Admin › Integrations › xAPI): a key and a secret for Basic authentication at
 * /v1/xapi/, with xAPI scopes, an optional expiry and the version answered to requests that name none. Only the
 * secret's hash is kept; the secret is answered once, on creation.
 */

export const ZXapiScope = z.enum(XAPI_SCOPES);
export const ZXapiVersion = z.enum(XAPI_VERSIONS);

export const ZXapiClient = z.object({
  id: z.string(),
  name: z.string(),
  /** The Basic user name (`lrs_…`); not a secret. */
  key: z.string(),
  scopes: z.array(ZXapiScope),
  default_version: ZXapiVersion,
  /** ISO; null = never expires. */
  expires_at: z.nullable(z.string()),
  /** Updated at most once a minute per client; null until first used. */
  last_used_at: z.nullable(z.string()),
  created_at: z.string(),
  /** The name of the administrator who created it (as it was then). */
  created_by: z.nullable(z.string()),
});
export type TXapiClient = z.infer<typeof ZXapiClient>;

/** GET /v1/xapi-clients: the company's live clients (newest first) and the endpoint to give the tools. */
export const ZXapiClientList = z.object({
  data: z.array(ZXapiClient),
  /** `<origin>/v1/xapi/` (with the trailing slash authoring tools expect). */
  endpoint: z.string(),
});
export type TXapiClientList = z.infer<typeof ZXapiClientList>;

export const ZXapiClientCreateBody = z.object({
  name: requiredString('name', XAPI_CLIENT_LIMITS.nameMax),
  scopes: z.array(ZXapiScope).check(z.minLength(1, XAPI_CLIENT_MSG.SCOPES_REQUIRED), z.maxLength(XAPI_SCOPES.length)),
  /** ISO date-time in the future, or absent/null for no expiry. */
  expires_at: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  default_version: z.optional(ZXapiVersion),
});
export type TXapiClientCreateBody = z.infer<typeof ZXapiClientCreateBody>;

/** POST /v1/xapi-clients: the record plus `secret`, shown this once and never again. */
export const ZXapiClientCreated = z.object({
  data: z.object({ ...ZXapiClient.shape, secret: z.string() }),
  endpoint: z.string(),
  message: z.string(),
});
export type TXapiClientCreated = z.infer<typeof ZXapiClientCreated>;
