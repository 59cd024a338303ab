/**
 * The SAML IdP's side of an SP-initiated sign-in's first leg: the AuthnRequest a service provider sends with the
 * HTTP-Redirect binding (`SAMLRequest` = base64 of the raw-DEFLATEd XML) or the HTTP-POST binding (base64 of the
 * XML). A signature on the request (SigAlg/Signature), when the SP sends one, is not checked: this IdP trusts any SP
 * whose ACS is on the product's origin, and every answer it gives is signed for that ACS and that SP only.
 */
import { inflateRawSync } from 'node:zlib';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

export const SAML_NS = {
  PROTOCOL: 'urn:oasis:names:tc:SAML:2.0:protocol',
  ASSERTION: 'urn:oasis:names:tc:SAML:2.0:assertion',
  METADATA: 'urn:oasis:names:tc:SAML:2.0:metadata',
  DSIG: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export const SAML_BINDING = {
  REDIRECT: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  POST: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;

export interface TAuthnRequest {
  id: string;
  /** The SP's entity id: the assertion's Audience. */
  issuer: string;
  /** Where the response is posted (Recipient and Destination); the product's ACS. */
  acsUrl: string;
  /** Asks the IdP to show its form even when the person signed in there before. */
  forceAuthn: boolean;
}

/** A request this IdP will not answer, with the reason shown on its error page. */
export class SamlRequestError extends Error {
  override name = 'SamlRequestError';
}

const MAX_REQUEST_BYTES = 64 * 1024;

export function decodeSamlRequest(encoded: string, binding: 'redirect' | 'post'): string {
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length === 0) throw new SamlRequestError('SAMLRequest is empty or not base64.');
  if (binding === 'post') return raw.toString('utf8');
  try {
    return inflateRawSync(raw, { maxOutputLength: MAX_REQUEST_BYTES }).toString('utf8');
  } catch {
    throw new SamlRequestError('SAMLRequest is not DEFLATE-compressed (HTTP-Redirect binding).');
  }
}

/**
 * Reads an AuthnRequest. `allowedAcsOrigins`: the product's origin(s): an ACS elsewhere is refused, so the IdP never
 * posts a signed assertion to a site that merely asked for one. `defaultAcsUrl` answers a request that names none.
 */
export function parseAuthnRequest(
  xml: string,
  options: { ssoUrl: string; allowedAcsOrigins: readonly string[]; defaultAcsUrl: string },
): TAuthnRequest {
  if (/<!DOCTYPE/i.test(xml)) throw new SamlRequestError('SAMLRequest must not carry a DOCTYPE.');
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new SamlRequestError(`SAMLRequest is not well-formed XML: ${message}`);
      },
    }).parseFromString(xml, 'text/xml');
  } catch (error) {
    // onError's throw reaches here wrapped in xmldom's ParseError: keep its message.
    if (error instanceof SamlRequestError) throw error;
    throw new SamlRequestError(`SAMLRequest is not well-formed XML: ${(error as Error).message}`);
  }
  const root = document.documentElement;
  if (!root || root.localName !== 'AuthnRequest' || root.namespaceURI !== SAML_NS.PROTOCOL) {
    throw new SamlRequestError('SAMLRequest is not a SAML 2.0 AuthnRequest.');
  }
  const id = root.getAttribute('ID') ?? '';
  if (!/^[A-Za-z_][\w.-]*$/.test(id)) throw new SamlRequestError('AuthnRequest has no valid ID.');
  if (root.getAttribute('Version') !== '2.0') throw new SamlRequestError('AuthnRequest Version must be 2.0.');
  const destination = root.getAttribute('Destination');
  if (destination && destination !== options.ssoUrl) {
    throw new SamlRequestError(`AuthnRequest Destination ${destination} is not this IdP's SSO URL ${options.ssoUrl}.`);
  }
  const binding = root.getAttribute('ProtocolBinding');
  if (binding && binding !== SAML_BINDING.POST) {
    throw new SamlRequestError(`AuthnRequest asks for the ${binding} binding; this IdP answers with HTTP-POST only.`);
  }
  const issuerElement = Array.from(root.childNodes).find(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (node as Element).localName === 'Issuer' &&
      (node as Element).namespaceURI === SAML_NS.ASSERTION,
  );
  const issuer = issuerElement?.textContent?.trim() ?? '';
  if (!issuer) throw new SamlRequestError('AuthnRequest has no Issuer (the service provider entity id).');
  const acsUrl = root.getAttribute('AssertionConsumerServiceURL') || options.defaultAcsUrl;
  let acsOrigin: string;
  try {
    acsOrigin = new URL(acsUrl).origin;
  } catch {
    throw new SamlRequestError(`AssertionConsumerServiceURL ${acsUrl} is not a URL.`);
  }
  if (!options.allowedAcsOrigins.includes(acsOrigin)) {
    throw new SamlRequestError(`AssertionConsumerServiceURL ${acsUrl} is not on the product's origin.`);
  }
  return { id, issuer, acsUrl, forceAuthn: root.getAttribute('ForceAuthn') === 'true' };
}
