import { randomBytes } from 'node:crypto';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 IdP for the service provider's tests: self-signed signing certificates (selfsigned) and responses
 * written as an IdP writes them, signed with xml-crypto (enveloped, exclusive c14n, RSA-SHA256). A test says what to
 * forge: the audience, recipient, times, InResponseTo, what is signed and with which key.
 */

export interface TTestKey {
  privateKey: string;
  cert: string;
}

export async function testSigningKey(commonName = 'Test IdP', notAfter?: Date): Promise<TTestKey> {
  const generated = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
    ...(notAfter ? { notAfterDate: notAfter } : {}),
  });
  return { privateKey: generated.private, cert: generated.cert };
}

export interface TResponseOptions {
  idpEntityId: string;
  spEntityId: string;
  acsUrl: string;
  /** The AuthnRequest's id; null leaves InResponseTo out everywhere (IdP-initiated). */
  inResponseTo: string | null;
  /** The SubjectConfirmationData's InResponseTo when it should differ from the response's. */
  subjectInResponseTo?: string;
  nameId?: string;
  attributes?: Record<string, string | string[]>;
  /** Minutes from now: the assertion's NotOnOrAfter (Conditions and SubjectConfirmationData) and NotBefore. */
  notOnOrAfterMinutes?: number;
  notBeforeMinutes?: number;
  audience?: string;
  recipient?: string;
  destination?: string;
  assertionIssuer?: string;
  assertionId?: string;
  /** What to sign ('none' for nothing) and with which key. */
  sign: 'assertion' | 'response' | 'both' | 'none';
  key: TTestKey;
}

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const newId = () => `_${randomBytes(16).toString('hex')}`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function sign(xml: string, element: 'Assertion' | 'Response', key: TTestKey): string {
  const signer = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  // The schema puts the signature right after the element's Issuer.
  signer.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** A SAMLResponse as the IdP posts it (base64 of the XML). */
export function samlResponse(options: TResponseOptions): string {
  const inResponseTo = options.inResponseTo === null ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  const subjectInResponseTo =
    options.inResponseTo === null
      ? ''
      : ` InResponseTo="${escapeXml(options.subjectInResponseTo ?? options.inResponseTo)}"`;
  const notOnOrAfter = at(options.notOnOrAfterMinutes ?? 5);
  const notBefore = at(options.notBeforeMinutes ?? -1);
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => {
      const values = (Array.isArray(value) ? value : [value])
        .map((text) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(text)}</saml:AttributeValue>`)
        .join('');
      return `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values}</saml:Attribute>`;
    })
    .join('');
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${options.assertionId ?? newId()}" Version="2.0" IssueInstant="${at(0)}">` +
    `<saml:Issuer>${escapeXml(options.assertionIssuer ?? options.idpEntityId)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.nameId ?? 'learner1@demo-ltd.test')}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${subjectInResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? options.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="${newId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`;
  const signedAssertion =
    options.sign === 'assertion' || options.sign === 'both' ? sign(assertion, 'Assertion', options.key) : assertion;
  let response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${at(0)}" Destination="${escapeXml(options.destination ?? options.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(options.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    signedAssertion +
    `</samlp:Response>`;
  if (options.sign === 'response' || options.sign === 'both') response = sign(response, 'Response', options.key);
  return Buffer.from(response, 'utf8').toString('base64');
}

/** A SAMLResponse whose status is an IdP's refusal (as IdPs send them: unsigned, no assertion). */
export function samlErrorResponse(options: {
  idpEntityId: string;
  acsUrl: string;
  inResponseTo: string;
  message: string;
}): string {
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${at(0)}" Destination="${escapeXml(options.acsUrl)}" InResponseTo="${escapeXml(options.inResponseTo)}">` +
    `<saml:Issuer>${escapeXml(options.idpEntityId)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Requester"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:RequestDenied"/></samlp:StatusCode><samlp:StatusMessage>${escapeXml(options.message)}</samlp:StatusMessage></samlp:Status>` +
    `</samlp:Response>`;
  return Buffer.from(xml, 'utf8').toString('base64');
}
