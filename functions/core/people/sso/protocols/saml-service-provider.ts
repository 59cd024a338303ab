import { randomBytes } from 'node:crypto';
import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import { samlFailure } from './saml-failure';
import { attributeOf, isNode, nodesOf, parseSamlXml, textOf, type TXmlNode } from './saml-xml';
import { plainAttributes, SsoProtocolError, type TSsoClaims } from './sso-claims';

export { certificateNotAfter, readSamlMetadata } from './saml-metadata';

/**
 * The product as a SAML 2.0 service provider: SP-initiated Web Browser SSO, AuthnRequest by HTTP-Redirect, Response
 * by HTTP-POST to the ACS. Signatures, audience, the assertion's time window and InResponseTo are node-saml's checks
 * (xml-crypto underneath); on the verified assertion this module adds what node-saml leaves out: the issuer, the
 * bearer confirmation's Recipient and InResponseTo, the response's Destination, and replay.
 */

/** One company's SAML connection: the IdP's entity id, sign-in URL and signing certificates (PEM, several while the IdP rolls its key). */
export interface TSamlConnection {
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificates: readonly string[];
}

/** This product as the IdP sees it: its entity id (the audience) and its assertion consumer service URL. */
export interface TSamlServiceProvider {
  entityId: string;
  acsUrl: string;
}

/** Clock difference accepted between the IdP and the API on NotBefore / NotOnOrAfter. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/**
 * node-saml's request-id cache, over the one id the caller kept for this sign-in (in its SsoRequest item): node-saml
 * asks for the response's InResponseTo, and only that id is known. Saving and removing are the caller's (the item
 * is written at the start and used once).
 */
function expectedRequestCache(requestId: string | undefined): CacheProvider {
  return {
    saveAsync: async (key, value) => ({ value, createdAt: Date.now() }),
    getAsync: async (key) => (requestId !== undefined && key === requestId ? new Date().toISOString() : null),
    removeAsync: async (key) => key,
  };
}

function serviceProviderOf(
  conn: TSamlConnection,
  sp: TSamlServiceProvider,
  options: { requestId?: string; generateId?: () => string },
): SAML {
  return new SAML({
    entryPoint: conn.idpSsoUrl,
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    idpCert: [...conn.idpCertificates],
    // No NameIDPolicy format: each IdP sends its configured NameID (Entra ID refuses formats it is not set up for).
    identifierFormat: null,
    // node-saml would ask for PasswordProtectedTransport, which Entra ID refuses for passwordless and MFA sign-ins.
    disableRequestedAuthnContext: true,
    // A signature over the response covers its assertion, so either is enough; node-saml still requires one of the
    // two to verify (an unsigned response must carry a signed assertion).
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    // Every response must answer this browser's request: IdP-initiated sign-in (no InResponseTo) is refused.
    validateInResponseTo: ValidateInResponseTo.always,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    cacheProvider: expectedRequestCache(options.requestId),
    ...(options.generateId ? { generateUniqueId: options.generateId } : {}),
  });
}

/** The IdP's sign-in URL carrying a new AuthnRequest (HTTP-Redirect binding) and the request's id to keep. */
export async function beginSaml(
  conn: TSamlConnection,
  sp: TSamlServiceProvider,
  relayState: string,
): Promise<{ url: string; requestId: string }> {
  // An xs:ID must not start with a digit.
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const saml = serviceProviderOf(conn, sp, { generateId: () => requestId });
  const url = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId };
}

/** The service provider's metadata XML for the IdP (entity id, ACS by HTTP-POST, assertions wanted signed). */
export function serviceProviderMetadata(sp: TSamlServiceProvider): string {
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: null,
    wantAssertionsSigned: true,
  });
}

const RESPONSE_ARRAYS = new Set(['Assertion', 'EncryptedAssertion', 'Signature', 'Issuer']);

/** What is read from the raw response before node-saml: its Destination and Issuer, and whether anything is signed. */
function responseFacts(encoded: unknown): { destination: string; issuer: string; signed: boolean } {
  if (typeof encoded !== 'string' || encoded.trim() === '') {
    throw new SsoProtocolError('malformed', 'The identity provider posted no SAMLResponse.');
  }
  const xml = Buffer.from(encoded, 'base64').toString('utf8');
  // SAML messages must not contain a DTD (SAML core 1.3.1 / bindings 3.5.5.3): refused before any parser expands one.
  if (/<!DOCTYPE/i.test(xml))
    throw new SsoProtocolError('malformed', 'The SAML response contains a DOCTYPE, which SAML forbids.');
  const document = parseSamlXml(xml, 'The SAML response', RESPONSE_ARRAYS);
  const response = document.Response;
  if (!isNode(response)) throw new SsoProtocolError('malformed', 'The SAMLResponse is not a SAML 2.0 Response.');
  const assertions = nodesOf(response.Assertion);
  const signed =
    nodesOf(response.Signature).length > 0 || assertions.some((assertion) => nodesOf(assertion.Signature).length > 0);
  return { destination: attributeOf(response, 'Destination'), issuer: textOf(nodesOf(response.Issuer)[0]), signed };
}

/** xml2js's shape of the verified assertion (node-saml's `getAssertion()`): attributes under `$`, children as lists. */
type TXml2Js = { $?: Record<string, string>; _?: string } & { [child: string]: unknown };

function childrenOf(node: TXml2Js | undefined, name: string): TXml2Js[] {
  const value = node?.[name];
  return Array.isArray(value) ? (value as TXml2Js[]) : [];
}

function instantOf(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new SsoProtocolError('malformed', `The SAML assertion's ${name} is not a date.`);
  return at;
}

interface TVerifiedAssertion {
  assertionId: string;
  notOnOrAfterMs: number;
}

/**
 * Checks on the signed assertion node-saml verified: a bearer SubjectConfirmation for this ACS (Recipient), answering
 * this request (InResponseTo), inside its time window. Returns the assertion's id and the last instant it is valid.
 */
function checkAssertion(
  assertion: TXml2Js,
  sp: TSamlServiceProvider,
  requestId: string,
  nowMs: number,
): TVerifiedAssertion {
  const assertionId = assertion.$?.ID;
  if (!assertionId) throw new SsoProtocolError('malformed', 'The SAML assertion has no ID.');
  const confirmations = childrenOf(childrenOf(assertion, 'Subject')[0], 'SubjectConfirmation')
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .map((confirmation) => childrenOf(confirmation, 'SubjectConfirmationData')[0]?.$ ?? {});
  if (confirmations.length === 0) {
    throw new SsoProtocolError('malformed', 'The SAML assertion has no bearer SubjectConfirmation.');
  }
  const forThisAcs = confirmations.filter((data) => data.Recipient === sp.acsUrl);
  if (forThisAcs.length === 0) {
    const received = confirmations.map((data) => data.Recipient ?? '(none)').join(', ');
    throw new SsoProtocolError(
      'recipient',
      `The SAML assertion was sent to another address (Recipient ${received.slice(0, 300)}). Set the application's ACS (reply) URL to ${sp.acsUrl}.`,
    );
  }
  const answering = forThisAcs.filter((data) => data.InResponseTo === requestId);
  if (answering.length === 0) {
    throw new SsoProtocolError(
      'in_response_to',
      'The SAML assertion answers another sign-in request than the one this browser started. Start the sign-in again.',
    );
  }
  const data = answering[0] as Record<string, string>;
  const notOnOrAfter = instantOf(data.NotOnOrAfter, 'NotOnOrAfter');
  if (notOnOrAfter === undefined)
    throw new SsoProtocolError('malformed', "The SAML assertion's SubjectConfirmationData has no NotOnOrAfter.");
  if (nowMs - CLOCK_SKEW_MS >= notOnOrAfter) {
    throw new SsoProtocolError(
      'expired',
      "The SAML assertion has expired (NotOnOrAfter). Sign in again; if it persists, check the identity provider's clock.",
    );
  }
  const notBefore = instantOf(data.NotBefore, 'NotBefore');
  if (notBefore !== undefined && nowMs + CLOCK_SKEW_MS < notBefore) {
    throw new SsoProtocolError(
      'not_yet_valid',
      "The SAML assertion is not valid yet (NotBefore). Check that the identity provider's clock is right.",
    );
  }
  const conditionsEnd = instantOf(childrenOf(assertion, 'Conditions')[0]?.$?.NotOnOrAfter, 'NotOnOrAfter');
  return { assertionId, notOnOrAfterMs: Math.min(notOnOrAfter, conditionsEnd ?? notOnOrAfter) };
}

/**
 * Verifies the IdP's POST to the ACS and returns the person it names. Refused (SsoProtocolError) unless: the response
 * or its assertion is signed by one of the connection's certificates, the assertion's issuer is the IdP, its audience
 * is this SP's entity id, the response's Destination (when given) and the bearer confirmation's Recipient are the
 * ACS, it answers `expected.requestId` (IdP-initiated responses have no InResponseTo and are refused), it is inside
 * its NotBefore/NotOnOrAfter window (2 minutes' skew), and `isReplay` has not seen its id. `isReplay` is called last,
 * on a fully verified assertion, so the caller can record the id there. The returned `notOnOrAfter` includes the
 * accepted skew: the replay record must live at least that long.
 */
export async function finishSaml(
  conn: TSamlConnection,
  sp: TSamlServiceProvider,
  form: { SAMLResponse: string },
  expected: { requestId: string },
  isReplay: (assertionId: string, notOnOrAfter: Date) => Promise<boolean>,
): Promise<TSsoClaims & { assertionId: string; notOnOrAfter: Date }> {
  if (conn.idpCertificates.length === 0) {
    throw new SsoProtocolError(
      'signature',
      "The connection has no IdP signing certificate to check the SAML response with. Upload the IdP's metadata.",
    );
  }
  const facts = responseFacts(form.SAMLResponse);
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProviderOf(conn, sp, { requestId: expected.requestId }).validatePostResponseAsync({
      SAMLResponse: form.SAMLResponse,
    }));
  } catch (error) {
    throw samlFailure(error, { signed: facts.signed, audience: sp.entityId });
  }
  if (!profile) throw new SsoProtocolError('malformed', 'The SAML response holds no sign-in.');
  if (facts.destination && facts.destination !== sp.acsUrl) {
    throw new SsoProtocolError(
      'recipient',
      `The SAML response was sent to another address (Destination ${facts.destination.slice(0, 300)}). Set the application's ACS (reply) URL to ${sp.acsUrl}.`,
    );
  }
  const issuers = [profile.issuer, facts.issuer].filter((issuer) => issuer);
  if (issuers.length === 0 || issuers.some((issuer) => issuer !== conn.idpEntityId)) {
    throw new SsoProtocolError(
      'issuer',
      `The SAML assertion was issued by ${String(profile.issuer || '(no issuer)').slice(0, 300)}, not by the connection's IdP ${conn.idpEntityId}.`,
    );
  }
  if (!profile.nameID)
    throw new SsoProtocolError('malformed', "The SAML assertion has no NameID (the user's id at the IdP).");
  const assertion = (profile.getAssertion?.() as { Assertion?: TXml2Js } | undefined)?.Assertion;
  if (!assertion) throw new SsoProtocolError('malformed', 'The SAML response holds no assertion.');
  const verified = checkAssertion(assertion, sp, expected.requestId, Date.now());
  const notOnOrAfter = new Date(verified.notOnOrAfterMs + CLOCK_SKEW_MS);
  if (await isReplay(verified.assertionId, notOnOrAfter)) {
    throw new SsoProtocolError(
      'replay',
      'This SAML assertion was already used to sign in (a replayed response). Start the sign-in again.',
    );
  }
  const attributes = isNode(profile.attributes) ? plainAttributes(profile.attributes as TXmlNode) : {};
  return {
    issuer: profile.issuer,
    subject: profile.nameID,
    attributes,
    assertionId: verified.assertionId,
    notOnOrAfter,
  };
}
