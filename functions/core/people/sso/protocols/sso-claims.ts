/**
 * What a verified single sign-on answer yields, whichever the protocol, and the one error its checks raise.
 * The SSO flow maps `attributes` through the connection's attribute mapping; the company never comes from here.
 */

/** A verified identity: the IdP (`issuer`), its stable id for the person (`subject`) and the claims or attributes. */
export interface TSsoClaims {
  issuer: string;
  subject: string;
  attributes: Record<string, string | string[]>;
}

/** Why an IdP's answer was refused: the flow logs it and the connection's test shows it to the administrator. */
export type TSsoFailure =
  | 'state'
  | 'nonce'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'not_yet_valid'
  | 'replay'
  | 'recipient'
  | 'in_response_to'
  | 'unsigned'
  | 'idp_error'
  | 'discovery'
  | 'malformed';

/**
 * A refused sign-in. The message says what was wrong in words an administrator can act on, and is safe to show and
 * to log: it never holds a token, a code, a client secret or an assertion, only names, URLs and expected values.
 * The library's error is deliberately not kept as `cause`: openid-client's carry the callback's parameters (the
 * code), the ID token's claims and the token endpoint's body, which a logger would print.
 */
export class SsoProtocolError extends Error {
  constructor(
    readonly reason: TSsoFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SsoProtocolError';
  }
}

/** Longest value kept from one claim or attribute: a display name or a group id, never a document. */
const VALUE_MAX = 1024;
/** Most values kept from one multi-valued claim (a user in thousands of groups still signs in). */
const VALUES_MAX = 1000;

function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, VALUE_MAX);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Claims or attributes as plain text: strings kept, numbers and booleans (`email_verified`) as text, lists as lists
 * of text; nested objects (an OIDC `address`) and empty values are left out, as no mapping field reads them.
 */
export function plainAttributes(
  source: Record<string, unknown>,
  skip: ReadonlySet<string> = new Set(),
): Record<string, string | string[]> {
  const attributes: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(source)) {
    if (skip.has(name)) continue;
    if (Array.isArray(value)) {
      const texts = value
        .map(valueText)
        .filter((text): text is string => text !== undefined)
        .slice(0, VALUES_MAX);
      if (texts.length > 0) attributes[name] = texts;
      continue;
    }
    const text = valueText(value);
    if (text !== undefined && text !== '') attributes[name] = text;
  }
  return attributes;
}
