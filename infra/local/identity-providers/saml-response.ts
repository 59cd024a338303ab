/**
 * The SAML IdP's answer: a Response carrying one Assertion about the person who signed in, for the SP that asked
 * (Audience = its entity id), posted to its ACS (Destination and Recipient), answering its request (InResponseTo),
 * valid 5 minutes (NotOnOrAfter), NameID = the email (emailAddress format), with the attributes email, firstName,
 * lastName, department and groups (one AttributeValue per group). The assertion is signed, then the response
 * (xml-crypto, RSA-SHA256, exclusive c14n, the certificate in KeyInfo), so an SP that wants either finds it.
 */
import { randomBytes } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { TDemoIdpUser } from './demo-idp-users';
import { escapeHtml } from './idp-pages';
import { SAML_NS } from './saml-request';

/** How long the assertion may be used after it is issued. */
const SAML_ASSERTION_SECONDS = 5 * 60;

const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const ATTRNAME_BASIC = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const SIGNATURE = {
  RSA_SHA256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  SHA256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  EXC_C14N: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  ENVELOPED: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

/** XML text and attribute values (escapeHtml turns the five special characters into numeric references). */
const x = escapeHtml;

const newSamlId = () => `_${randomBytes(20).toString('hex')}`;

export interface TSamlResponseInput {
  idpEntityId: string;
  /** The SP's entity id (the AuthnRequest's Issuer). */
  audience: string;
  acsUrl: string;
  /** The AuthnRequest's ID; omitted for an IdP-initiated response. */
  inResponseTo?: string;
  user: TDemoIdpUser;
  privateKeyPem: string;
  certificatePem: string;
  now?: Date;
  /** Also sign the Response element (default true). */
  signResponse?: boolean;
}

function attribute(name: string, values: readonly string[]): string {
  const items = values
    .map((value) => `<saml:AttributeValue xsi:type="xs:string">${x(value)}</saml:AttributeValue>`)
    .join('');
  return `<saml:Attribute Name="${x(name)}" NameFormat="${ATTRNAME_BASIC}">${items}</saml:Attribute>`;
}

function sign(
  xml: string,
  options: { elementName: 'Assertion' | 'Response'; privateKeyPem: string; certificatePem: string },
) {
  const signer = new SignedXml({
    privateKey: options.privateKeyPem,
    publicCert: options.certificatePem,
    signatureAlgorithm: SIGNATURE.RSA_SHA256,
    canonicalizationAlgorithm: SIGNATURE.EXC_C14N,
  });
  const element =
    options.elementName === 'Response' ? "/*[local-name(.)='Response']" : "//*[local-name(.)='Assertion']";
  signer.addReference({
    xpath: element,
    digestAlgorithm: SIGNATURE.SHA256,
    transforms: [SIGNATURE.ENVELOPED, SIGNATURE.EXC_C14N],
  });
  // The schema puts ds:Signature right after the element's Issuer.
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `${element}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** The signed Response XML (not yet base64: the HTTP-POST binding's SAMLResponse is its base64). */
export function buildSamlResponse(input: TSamlResponseInput): string {
  const now = input.now ?? new Date();
  const issued = now.toISOString();
  const notBefore = new Date(now.getTime() - 30_000).toISOString();
  const notOnOrAfter = new Date(now.getTime() + SAML_ASSERTION_SECONDS * 1000).toISOString();
  const responseId = newSamlId();
  const assertionId = newSamlId();
  const inResponseTo = input.inResponseTo ? ` InResponseTo="${x(input.inResponseTo)}"` : '';
  const { user } = input;

  const assertion =
    `<saml:Assertion xmlns:saml="${SAML_NS.ASSERTION}" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${assertionId}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${x(input.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${NAMEID_EMAIL}">${x(user.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${x(input.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
    `<saml:AudienceRestriction><saml:Audience>${x(input.audience)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${newSamlId()}" SessionNotOnOrAfter="${new Date(now.getTime() + 8 * 3600_000).toISOString()}">` +
    `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
    `</saml:AuthnStatement>` +
    `<saml:AttributeStatement>` +
    attribute('email', [user.email]) +
    attribute('firstName', [user.given_name]) +
    attribute('lastName', [user.family_name]) +
    attribute('department', [user.department]) +
    attribute('groups', user.groups) +
    `</saml:AttributeStatement>` +
    `</saml:Assertion>`;

  const response =
    `<samlp:Response xmlns:samlp="${SAML_NS.PROTOCOL}" xmlns:saml="${SAML_NS.ASSERTION}" ID="${responseId}" Version="2.0" IssueInstant="${issued}" Destination="${x(input.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${x(input.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;

  const keys = { privateKeyPem: input.privateKeyPem, certificatePem: input.certificatePem };
  const assertionSigned = sign(response, { elementName: 'Assertion', ...keys });
  return input.signResponse === false ? assertionSigned : sign(assertionSigned, { elementName: 'Response', ...keys });
}
