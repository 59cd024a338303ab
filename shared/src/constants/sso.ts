/**
 * Single sign-on (issue 30): per-company OpenID Connect and SAML 2.0 connections, the company's email domains, and
 * the messages a user or an administrator sees. The protocol checks live in functions/core/people/sso/protocols.
 */

export const SSO_PROTOCOL = { OIDC: 'oidc', SAML: 'saml' } as const;
export const SSO_PROTOCOLS = [SSO_PROTOCOL.OIDC, SSO_PROTOCOL.SAML] as const;
export type TSsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const SSO_PROTOCOL_LABELS: Record<TSsoProtocol, string> = {
  oidc: 'OpenID Connect',
  saml: 'SAML 2.0',
};

/** What the identity provider's claims (OIDC) or attributes (SAML) are read as; `groups` etc. are optional. */
export const SSO_MAPPING_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'department',
  'manager_email',
  'groups',
] as const;
export type TSsoMappingField = (typeof SSO_MAPPING_FIELDS)[number];
export const SSO_REQUIRED_MAPPING_FIELDS = [
  'email',
  'first_name',
  'last_name',
] as const satisfies readonly TSsoMappingField[];

export const SSO_MAPPING_LABELS: Record<TSsoMappingField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  department: 'Department',
  manager_email: "Manager's email",
  groups: 'Groups',
};

/** The claim names a standard OIDC provider sends (Entra ID, Google Workspace and Okta all do). */
export const SSO_DEFAULT_OIDC_MAPPING: Record<TSsoMappingField, string> = {
  email: 'email',
  first_name: 'given_name',
  last_name: 'family_name',
  department: 'department',
  manager_email: '',
  groups: 'groups',
};

/** Common SAML attribute names (Okta and most IdPs as configured by the how-to; Entra ID's claim URIs are in docs). */
export const SSO_DEFAULT_SAML_MAPPING: Record<TSsoMappingField, string> = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  department: 'department',
  manager_email: '',
  groups: 'groups',
};

export const SSO_DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

export const SSO_LIMITS = {
  /** Connections a company may hold (one per IdP in practice; a second lets a migration be tested). */
  CONNECTIONS_MAX: 5,
  DOMAINS_MAX: 20,
  GROUP_MAP_MAX: 200,
  NAME_MAX: 100,
  URL_MAX: 2048,
  METADATA_MAX_BYTES: 256 * 1024,
  CLIENT_ID_MAX: 512,
  CLIENT_SECRET_MAX: 2048,
  /** How long a sign-in may take at the IdP (the state, nonce and PKCE verifier live this long). */
  REQUEST_SECONDS: 600,
  /** The signing certificate's expiry notices to administrators, in days before. */
  CERTIFICATE_NOTICE_DAYS: [30, 7],
} as const;

/** The DNS TXT record that proves a company owns a domain: `skillway-verification=<token>` on the domain itself. */
export const SSO_DOMAIN_TXT_PREFIX = 'skillway-verification=';

/** The cookie that binds an SSO sign-in to the browser that began it (login CSRF, session fixation). */
export const SSO_BROWSER_COOKIE = 'skillway_sso';

/**
 * The cookie that names, to the logout call only (`Path=/v1/logout`), the refresh session a single sign-on opened in
 * this browser (the sha256 of its refresh token, the RefreshSession's key: no credential), so logout can offer that
 * connection's IdP logout. The refresh cookie itself goes to the refresh call only.
 */
export const SSO_SESSION_COOKIE = 'skillway_sso_session';

/** Where the API's callback sends the browser after a sign-in: the SPA restores the session with the refresh call. */
export const SSO_COMPLETE_PATH = '/sso/complete';
/** Query parameter of SSO_COMPLETE_PATH (and /login) carrying a refusal code the page explains (SSO_ERROR_MESSAGES). */
export const SSO_ERROR_PARAM = 'sso_error';

export const SSO_ERROR = {
  FAILED: 'failed',
  EXPIRED: 'expired',
  NOT_PROVISIONED: 'not_provisioned',
  BAND_FULL: 'band_full',
  ARCHIVED: 'archived',
  OTHER_COMPANY: 'other_company',
  SUSPENDED: 'suspended',
} as const;
export type TSsoError = (typeof SSO_ERROR)[keyof typeof SSO_ERROR];

export const SSO_ERROR_MESSAGES: Record<TSsoError, string> = {
  failed: 'Single sign-on did not complete. Please try again, or ask your administrator.',
  expired: 'That sign-in took too long or was started in another browser. Please try again.',
  not_provisioned: 'Your account has not been set up yet. Please ask your administrator to add you.',
  band_full:
    'Your company has reached its user limit, so your account could not be created. Your administrator has been told.',
  archived: 'Your account is not active. Please ask your administrator.',
  other_company: 'Your account belongs to another organisation on this platform. Please ask your administrator.',
  suspended: 'Your company’s account is suspended. Please ask your administrator.',
};

export const SSO_MESSAGES = {
  CONTINUE_WITH_SSO: 'Continue with SSO',
  PASSWORD_REFUSED: 'Your company signs in with single sign-on. Use "Continue with SSO".',
  ENFORCE_NEEDS_TEST: 'Run a successful test sign-in with this connection before enforcing single sign-on.',
  DOMAIN_TAKEN: 'This domain is already verified by another organisation.',
  DOMAIN_NOT_VERIFIED: 'The TXT record was not found on this domain yet. DNS changes can take up to an hour.',
  DOMAIN_VERIFIED: 'Domain verified.',
  CONNECTION_SAVED: 'Connection saved.',
  CONNECTION_DELETED: 'Connection deleted.',
  CONNECTION_IN_USE:
    'This connection is used for enforced sign-in. Turn enforcement off or choose another connection first.',
  SETTINGS_SAVED: 'Single sign-on settings saved.',
  BREAK_GLASS: 'Administrators can always sign in with their password, so you cannot be locked out.',
  TEST_PENDING: 'Waiting for the test sign-in to finish in the other window…',
  /** The login page after signing out of a session that single sign-on opened, with the IdP's logout on offer. */
  SIGNED_OUT_OF_PRODUCT:
    "You are signed out of Skillway. You may still be signed in at your organisation's sign-in service.",
} as const;

/** The login page's link to the IdP's own logout, after a sign-out (the connection's name when known). */
export function idpSignOutLabel(name: string | undefined): string {
  return `Sign out of ${name && name.trim() !== '' ? name.trim() : 'your organisation'} too`;
}

/** State of a connection's last test sign-in. */
export const SSO_TEST_STATUS = { PENDING: 'pending', PASSED: 'passed', FAILED: 'failed' } as const;
export const SSO_TEST_STATUSES = [SSO_TEST_STATUS.PENDING, SSO_TEST_STATUS.PASSED, SSO_TEST_STATUS.FAILED] as const;
export type TSsoTestStatus = (typeof SSO_TEST_STATUSES)[number];
