import { X509Certificate } from 'node:crypto';
import { attributeOf, isNode, nodesOf, parseSamlXml, textOf, type TXmlNode } from './saml-xml';
import { SsoProtocolError } from './sso-claims';

/**
 * An identity provider's SAML 2.0 metadata (Entra ID's "Federation Metadata XML", Okta's and Google Workspace's IdP
 * metadata) read for what a connection needs: the IdP's entity id, its HTTP-Redirect sign-in URL and its signing
 * certificates (each with its expiry, for the administrators' notices).
 */

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const ARRAYS = new Set([
  'EntityDescriptor',
  'IDPSSODescriptor',
  'KeyDescriptor',
  'KeyInfo',
  'X509Data',
  'X509Certificate',
  'SingleSignOnService',
]);

/** A certificate as PEM, from PEM or from metadata's bare base64 (whitespace and line breaks ignored). */
function pemOf(text: string): string {
  if (text.includes('-----BEGIN CERTIFICATE-----')) return text.trim();
  const body = text.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

/** A certificate's expiry as an ISO date (read with node:crypto's X509Certificate); refused when not a certificate. */
export function certificateNotAfter(pem: string): string {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pemOf(pem));
  } catch {
    throw new SsoProtocolError('malformed', 'The signing certificate could not be read as an X.509 certificate.');
  }
  return new Date(certificate.validTo).toISOString();
}

/** Every EntityDescriptor in the document: the root itself, or those in an EntitiesDescriptor (nested or not). */
function entityDescriptors(node: TXmlNode): TXmlNode[] {
  const found = nodesOf(node.EntityDescriptor);
  for (const group of nodesOf(node.EntitiesDescriptor)) found.push(...entityDescriptors(group));
  return found;
}

/** The signing certificates: KeyDescriptors with use="signing" or with no use (which means both). */
function signingCertificates(idp: TXmlNode): string[] {
  const texts = nodesOf(idp.KeyDescriptor)
    .filter((key) => ['', 'signing'].includes(attributeOf(key, 'use')))
    .flatMap((key) => nodesOf(key.KeyInfo))
    .flatMap((info) => nodesOf(info.X509Data))
    .flatMap((data) => nodesOf(data.X509Certificate))
    .map(textOf)
    .filter((text) => text !== '');
  return [...new Set(texts.map((text) => text.replace(/\s+/g, '')))].map(pemOf);
}

export function readSamlMetadata(xml: string): {
  entityId: string;
  ssoUrl: string;
  certificates: { pem: string; notAfter: string }[];
} {
  const document = parseSamlXml(xml, 'The metadata', ARRAYS);
  const descriptors = entityDescriptors(document);
  if (descriptors.length === 0) {
    throw new SsoProtocolError('malformed', 'The metadata has no EntityDescriptor: it is not SAML 2.0 metadata.');
  }
  const entity = descriptors.find((descriptor) => nodesOf(descriptor.IDPSSODescriptor).length > 0);
  if (!entity) {
    throw new SsoProtocolError(
      'malformed',
      "The metadata has no IDPSSODescriptor: it is not an identity provider's metadata (is it the service provider's?).",
    );
  }
  const entityId = attributeOf(entity, 'entityID');
  if (!entityId) throw new SsoProtocolError('malformed', "The metadata's EntityDescriptor has no entityID.");
  const idp = nodesOf(entity.IDPSSODescriptor)[0] as TXmlNode;
  const ssoUrl = nodesOf(idp.SingleSignOnService)
    .filter(isNode)
    .find((service) => attributeOf(service, 'Binding') === REDIRECT_BINDING);
  const location = attributeOf(ssoUrl, 'Location');
  if (!location) {
    throw new SsoProtocolError(
      'malformed',
      'The metadata has no SingleSignOnService with the HTTP-Redirect binding (its sign-in URL).',
    );
  }
  if (!URL.canParse(location))
    throw new SsoProtocolError('malformed', `The metadata's sign-in URL "${location.slice(0, 200)}" is not a URL.`);
  const pems = signingCertificates(idp);
  if (pems.length === 0) {
    throw new SsoProtocolError(
      'malformed',
      'The metadata has no signing certificate (KeyDescriptor with an X509Certificate).',
    );
  }
  return { entityId, ssoUrl: location, certificates: pems.map((pem) => ({ pem, notAfter: certificateNotAfter(pem) })) };
}
