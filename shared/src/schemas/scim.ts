import * as z from 'zod/mini';
import { SCIM_LIMITS } from '../constants/scim';
import { requiredString } from './fields';

/**
 * SCIM provisioning's administrator rows (Admin › Account › Provisioning) and the query of the SCIM resource rows.
 * The SCIM resources' own bodies are the RFCs' (RFC 7643), read and checked by the handlers so every refusal is a
 * SCIM error (functions/core/people/scim).
 */

/** A SCIM bearer token as the Provisioning screen lists it; the token itself is never stored, only its hash. */
export const ZScimToken = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** Updated at most once a minute per token (SCIM_LIMITS.lastUsedIntervalSeconds); null until first used. */
  last_used_at: z.nullable(z.string()),
  /** The name of the administrator who created it (as it was then). */
  created_by: z.nullable(z.string()),
});
export type TScimToken = z.infer<typeof ZScimToken>;

/** GET /v1/scim-tokens: the company's live tokens (newest first) and the base URL to give the identity provider. */
export const ZScimTokenList = z.object({
  data: z.array(ZScimToken),
  /** `<origin>/v1/scim/v2`. */
  base_url: z.string(),
});
export type TScimTokenList = z.infer<typeof ZScimTokenList>;

export const ZScimTokenCreateBody = z.object({
  name: requiredString('name', SCIM_LIMITS.tokenNameMax),
});
export type TScimTokenCreateBody = z.infer<typeof ZScimTokenCreateBody>;

/** POST /v1/scim-tokens: the record plus `token` (`scim_...`), shown this once and never again. */
export const ZScimTokenCreated = z.object({
  data: z.object({ ...ZScimToken.shape, token: z.string() }),
  base_url: z.string(),
  message: z.string(),
});
export type TScimTokenCreated = z.infer<typeof ZScimTokenCreated>;

/**
 * A SCIM list's query (RFC 7644 section 3.4.2): every part is text here and read by the handler, so a bad filter or
 * index is a SCIM 400 (invalidFilter, invalidValue) rather than the API's own 422.
 */
export const ZScimListQuery = z.object({
  filter: z.optional(z.string()),
  startIndex: z.optional(z.string()),
  count: z.optional(z.string()),
  attributes: z.optional(z.string()),
  excludedAttributes: z.optional(z.string()),
  sortBy: z.optional(z.string()),
  sortOrder: z.optional(z.string()),
});
export type TScimListQuery = z.infer<typeof ZScimListQuery>;

/** A single resource's query: attribute selection only. */
export const ZScimResourceQuery = z.object({
  attributes: z.optional(z.string()),
  excludedAttributes: z.optional(z.string()),
});

/** A resource id in the path; any text, so an unknown or malformed one is a SCIM 404 from the handler. */
export const ZScimIdParams = z.object({ id: z.string() });
