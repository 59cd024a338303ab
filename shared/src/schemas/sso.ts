import * as z from 'zod/mini';
import { SSO_LIMITS, SSO_MAPPING_FIELDS, SSO_PROTOCOLS, SSO_TEST_STATUSES } from '../constants/sso';
import { ZEmail, ZId } from './fields';

const { NAME_MAX, URL_MAX, CLIENT_ID_MAX, CLIENT_SECRET_MAX, METADATA_MAX_BYTES, GROUP_MAP_MAX } = SSO_LIMITS;

function text(field: string, max: number) {
  return z
    .string({ error: `The ${field} field is required.` })
    .check(
      z.trim(),
      z.minLength(1, `The ${field} field is required.`),
      z.maxLength(max, `The ${field} may not be greater than ${max} characters.`),
    );
}

function httpsUrl(field: string) {
  return text(field, URL_MAX).check(
    z.refine((value) => {
      try {
        const url = new URL(value);
        // http only for an IdP on this machine (the local product's own providers).
        return (
          url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
        );
      } catch {
        return false;
      }
    }, `The ${field} must be an https URL.`),
  );
}

/** Claim (OIDC) or attribute (SAML) names per product field; empty = not mapped (only the optional fields). */
export const ZSsoMapping = z.object(
  Object.fromEntries(
    SSO_MAPPING_FIELDS.map((field) => [field, z.string().check(z.trim(), z.maxLength(255))]),
  ) as Record<(typeof SSO_MAPPING_FIELDS)[number], z.ZodMiniString>,
);
export type TSsoMapping = z.infer<typeof ZSsoMapping>;

export const ZSsoGroupMapRow = z.object({
  idp_group: text('IdP group', 255),
  group_id: ZId,
});

export const ZSsoOidcBody = z.object({
  issuer: httpsUrl('issuer URL'),
  client_id: text('client id', CLIENT_ID_MAX),
  /** Required when the connection is created; left out on an update, the stored secret is kept. */
  client_secret: z.optional(text('client secret', CLIENT_SECRET_MAX)),
  scopes: z.array(
    z.string().check(z.trim(), z.regex(/^[\w.:/-]+$/, 'A scope may hold letters, digits and . : / - _ only.')),
  ),
});

export const ZSsoSamlBody = z.object({
  /**
   * The IdP's metadata XML, pasted or uploaded; or its URL (read when the connection is saved, and again by the daily
   * check while a signing certificate is within 30 days of its expiry, so a rolled-over certificate is picked up).
   * One is required on a new connection; an edit without either keeps the metadata already read.
   */
  metadata_xml: z.optional(
    z.string().check(z.maxLength(METADATA_MAX_BYTES, 'The metadata may not be greater than 256 KB.')),
  ),
  metadata_url: z.optional(httpsUrl('metadata URL')),
});

export const ZSsoConnectionBody = z.object({
  name: text('name', NAME_MAX),
  protocol: z.enum(SSO_PROTOCOLS, { error: 'The protocol must be oidc or saml.' }),
  enabled: z.optional(z.boolean()),
  /** Just-in-time provisioning: a first sign-in of an unknown user on a verified domain creates the learner. */
  jit: z.boolean(),
  mapping: ZSsoMapping,
  group_map: z.array(ZSsoGroupMapRow).check(z.maxLength(GROUP_MAP_MAX, `At most ${GROUP_MAP_MAX} group mappings.`)),
  oidc: z.optional(ZSsoOidcBody),
  saml: z.optional(ZSsoSamlBody),
});
export type TSsoConnectionBody = z.infer<typeof ZSsoConnectionBody>;

export const ZSsoCertificate = z.object({
  subject: z.string(),
  /** ISO instant. */
  not_after: z.string(),
});

/** The values an administrator copies into the IdP for this connection. */
export const ZSsoServiceProvider = z.object({
  /** OIDC: the redirect URI to register, and the sign-out's return address (the login page). */
  redirect_url: z.string(),
  post_logout_redirect_url: z.string(),
  /** SAML: the Assertion Consumer Service URL, the SP entity id and its metadata to download. */
  acs_url: z.string(),
  entity_id: z.string(),
  metadata_url: z.string(),
});

export const ZSsoTestResult = z.object({
  id: z.string(),
  status: z.enum(SSO_TEST_STATUSES),
  at: z.string(),
  /** The claims or attributes received (passed), as the IdP sent them. */
  claims: z.nullable(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  /** What the product would record for the user (passed): email, names, department, groups. */
  mapped: z.nullable(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  /** The exact reason (failed). */
  error: z.nullable(z.string()),
});
export type TSsoTestResult = z.infer<typeof ZSsoTestResult>;

export const ZSsoConnection = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  enabled: z.boolean(),
  jit: z.boolean(),
  mapping: ZSsoMapping,
  group_map: z.array(z.object({ idp_group: z.string(), group_id: z.string(), group_name: z.string() })),
  oidc: z.nullable(
    z.object({
      issuer: z.string(),
      client_id: z.string(),
      scopes: z.array(z.string()),
      client_secret_set: z.boolean(),
    }),
  ),
  saml: z.nullable(
    z.object({
      idp_entity_id: z.string(),
      idp_sso_url: z.string(),
      metadata_url: z.nullable(z.string()),
      certificates: z.array(ZSsoCertificate),
    }),
  ),
  sp: ZSsoServiceProvider,
  last_test: z.nullable(ZSsoTestResult),
  /** When a test sign-in last passed: enforcement needs one. */
  tested_ok_at: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSsoConnection = z.infer<typeof ZSsoConnection>;

export const ZSsoDomain = z.object({
  domain: z.string(),
  verified: z.boolean(),
  verified_at: z.nullable(z.string()),
  /** The TXT record to publish: on the domain itself, this value. */
  txt_value: z.string(),
});
export type TSsoDomain = z.infer<typeof ZSsoDomain>;

export const ZSsoSettings = z.object({
  connections: z.array(ZSsoConnection),
  domains: z.array(ZSsoDomain),
  /** Password sign-in refused for the company's users (administrators keep theirs). */
  enforced: z.boolean(),
  /** The connection the login page sends the company's verified domains to. */
  connection_id: z.nullable(z.string()),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

export const ZSsoSettingsBody = z.object({
  enforced: z.boolean(),
  connection_id: z.nullable(ZId),
});

export const ZSsoDomainBody = z.object({
  domain: text('domain', 253).check(
    z.toLowerCase(),
    z.regex(
      /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/,
      'The domain must be a domain name, such as example.com.',
    ),
  ),
});

export const ZSsoDiscoverBody = z.object({ email: ZEmail });
export const ZSsoDiscoverAnswer = z.union([
  z.object({ sso: z.literal(false) }),
  z.object({
    sso: z.literal(true),
    connection_name: z.string(),
    /** Relative URL the browser navigates to (the API's start route with the connection and a login hint). */
    start_url: z.string(),
    /** Password sign-in is refused for this company's users (administrators excepted). */
    enforced: z.boolean(),
  }),
]);
export type TSsoDiscoverAnswer = z.infer<typeof ZSsoDiscoverAnswer>;

export const ZSsoStartQuery = z.object({
  connection: z.optional(ZId),
  /** A test sign-in's id (sso.testConnection): runs the connection without signing anyone in. */
  test: z.optional(ZId),
  login_hint: z.optional(z.string().check(z.maxLength(254))),
});

export const ZSsoTestStart = z.object({ test_id: z.string(), test_url: z.string() });
