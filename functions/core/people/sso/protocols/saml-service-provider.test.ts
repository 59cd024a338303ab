import { inflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beginSaml,
  certificateNotAfter,
  finishSaml,
  readSamlMetadata,
  serviceProviderMetadata,
  type TSamlConnection,
  type TSamlServiceProvider,
} from './saml-service-provider';
import {
  samlErrorResponse,
  samlResponse,
  testSigningKey,
  type TResponseOptions,
  type TTestKey,
} from './saml-test-idp.test-helper';
import { SsoProtocolError, type TSsoFailure } from './sso-claims';

const SP: TSamlServiceProvider = {
  entityId: 'https://skillway.test/v1/sso/saml/metadata/conn-1',
  acsUrl: 'https://skillway.test/v1/sso/saml/acs',
};
const IDP_ENTITY_ID = 'https://sts.windows.net/6f1c2f5e-0000-4000-8000-000000000001/';
const IDP_SSO_URL = 'https://login.microsoftonline.com/6f1c2f5e-0000-4000-8000-000000000001/saml2';
const REQUEST_ID = '_request-of-this-browser';

let idpKey: TTestKey;
let otherKey: TTestKey;
let conn: TSamlConnection;

beforeAll(async () => {
  [idpKey, otherKey] = await Promise.all([testSigningKey('Test IdP'), testSigningKey('Somebody else')]);
  conn = { idpEntityId: IDP_ENTITY_ID, idpSsoUrl: IDP_SSO_URL, idpCertificates: [idpKey.cert] };
});

/** A response for this browser's request, signed on the assertion by the IdP, with `changes` forged in. */
const response = (changes: Partial<TResponseOptions> = {}) =>
  samlResponse({
    idpEntityId: IDP_ENTITY_ID,
    spEntityId: SP.entityId,
    acsUrl: SP.acsUrl,
    inResponseTo: REQUEST_ID,
    sign: 'assertion',
    key: idpKey,
    attributes: {
      email: 'learner1@demo-ltd.test',
      firstName: 'Lee',
      lastName: 'Arner',
      groups: ['Sales', 'Team leads', 'Everyone'],
    },
    ...changes,
  });

/** A replay register as the caller keeps one: an id seen once is a replay ever after. */
function replayRegister() {
  const seen = new Map<string, Date>();
  const isReplay = async (assertionId: string, notOnOrAfter: Date) => {
    if (seen.has(assertionId)) return true;
    seen.set(assertionId, notOnOrAfter);
    return false;
  };
  return { seen, isReplay };
}

const finish = (SAMLResponse: string, connection = conn, isReplay = replayRegister().isReplay) =>
  finishSaml(connection, SP, { SAMLResponse }, { requestId: REQUEST_ID }, isReplay);

async function expectRefused(promise: Promise<unknown>, reason: TSsoFailure, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SsoProtocolError);
  const refused = error as SsoProtocolError;
  expect({ reason: refused.reason, message: refused.message }).toEqual({
    reason,
    message: expect.stringMatching(message),
  });
  // Never the assertion or a key in what an administrator reads.
  expect(refused.message).not.toMatch(/<saml|BEGIN|PRIVATE/);
}

describe('beginSaml', () => {
  it('redirects to the IdP with a deflated AuthnRequest naming this SP, its ACS and a fresh request id', async () => {
    const started = await beginSaml(conn, SP, 'relay-123');
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(IDP_SSO_URL);
    expect(url.searchParams.get('RelayState')).toBe('relay-123');
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    expect(request).toContain(`ID="${started.requestId}"`);
    expect(request).toContain(`AssertionConsumerServiceURL="${SP.acsUrl}"`);
    expect(request).toContain(`Destination="${IDP_SSO_URL}"`);
    expect(request).toMatch(new RegExp(`<saml:Issuer[^>]*>${SP.entityId}</saml:Issuer>`));
    // Entra ID refuses a requested PasswordProtectedTransport for passwordless and MFA sign-ins.
    expect(request).not.toContain('RequestedAuthnContext');
    expect(started.requestId).toMatch(/^_[0-9a-f]{40}$/);
    expect((await beginSaml(conn, SP, 'relay-123')).requestId).not.toBe(started.requestId);
  });
});

describe('finishSaml', () => {
  it('accepts a response whose assertion the IdP signed, with its attributes (groups multi-valued)', async () => {
    const register = replayRegister();
    const result = await finish(response({ assertionId: '_assertion-1' }), conn, register.isReplay);
    expect(result).toEqual({
      issuer: IDP_ENTITY_ID,
      subject: 'learner1@demo-ltd.test',
      attributes: {
        email: 'learner1@demo-ltd.test',
        firstName: 'Lee',
        lastName: 'Arner',
        groups: ['Sales', 'Team leads', 'Everyone'],
      },
      assertionId: '_assertion-1',
      notOnOrAfter: expect.any(Date),
    });
    // Kept until the assertion's NotOnOrAfter (5 minutes) plus the accepted clock skew.
    const untilMs = result.notOnOrAfter.getTime() - Date.now();
    expect(untilMs).toBeGreaterThan(6 * 60_000);
    expect(untilMs).toBeLessThan(8 * 60_000);
    expect(register.seen.get('_assertion-1')).toEqual(result.notOnOrAfter);
  });

  it('accepts a signed response around an unsigned assertion, and both signed', async () => {
    await expect(finish(response({ sign: 'response' }))).resolves.toMatchObject({ subject: 'learner1@demo-ltd.test' });
    await expect(finish(response({ sign: 'both' }))).resolves.toMatchObject({ subject: 'learner1@demo-ltd.test' });
  });

  it("accepts a response signed with the IdP's next certificate while both are configured (key rollover)", async () => {
    const rolling = { ...conn, idpCertificates: [otherKey.cert, idpKey.cert] };
    await expect(finish(response(), rolling)).resolves.toMatchObject({ subject: 'learner1@demo-ltd.test' });
  });

  it('refuses a response in which nothing is signed', async () => {
    await expectRefused(
      finish(response({ sign: 'none' })),
      'unsigned',
      /Neither the SAML response nor its assertion is signed/,
    );
  });

  it("refuses a response signed with another certificate than the connection's", async () => {
    await expectRefused(
      finish(response({ key: otherKey })),
      'signature',
      /signature does not verify with the connection's IdP certificates/,
    );
    await expectRefused(
      finish(response({ key: otherKey, sign: 'response' })),
      'signature',
      /signature does not verify/,
    );
  });

  it('refuses an assertion altered after signing', async () => {
    const signed = Buffer.from(response(), 'base64').toString('utf8');
    const altered = signed.replace('learner1@demo-ltd.test</saml:NameID>', 'ceo@demo-ltd.test</saml:NameID>');
    expect(altered).not.toBe(signed);
    await expectRefused(finish(Buffer.from(altered).toString('base64')), 'signature', /signature does not verify/);
  });

  it('refuses an assertion for another service provider (audience)', async () => {
    await expectRefused(
      finish(response({ audience: 'https://other-app.example.com' })),
      'audience',
      /for another service provider: its audience is not https:\/\/skillway\.test\/v1\/sso\/saml\/metadata\/conn-1/,
    );
  });

  it('refuses an assertion for another address (Recipient) or a response sent elsewhere (Destination)', async () => {
    await expectRefused(
      finish(response({ recipient: 'https://other-app.example.com/acs' })),
      'recipient',
      /sent to another address \(Recipient https:\/\/other-app\.example\.com\/acs\)\. Set the application's ACS \(reply\) URL to https:\/\/skillway\.test\/v1\/sso\/saml\/acs/,
    );
    await expectRefused(
      finish(response({ destination: 'https://other-app.example.com/acs' })),
      'recipient',
      /Destination https:\/\/other-app/,
    );
  });

  it('refuses an expired assertion (NotOnOrAfter past, beyond the clock skew) and one not valid yet', async () => {
    await expectRefused(
      finish(response({ notOnOrAfterMinutes: -5, notBeforeMinutes: -10 })),
      'expired',
      /has expired \(NotOnOrAfter\)/,
    );
    await expectRefused(
      finish(response({ notBeforeMinutes: 10, notOnOrAfterMinutes: 15 })),
      'not_yet_valid',
      /not valid yet \(NotBefore\)/,
    );
  });

  it('accepts an assertion just past NotOnOrAfter within the clock skew', async () => {
    await expect(finish(response({ notOnOrAfterMinutes: -1 }))).resolves.toMatchObject({
      subject: 'learner1@demo-ltd.test',
    });
  });

  it('refuses a response to another request (InResponseTo), on the response or on the signed assertion', async () => {
    await expectRefused(
      finish(response({ inResponseTo: '_request-of-another-browser' })),
      'in_response_to',
      /answers another sign-in request/,
    );
    await expectRefused(
      finish(response({ subjectInResponseTo: '_request-of-another-browser' })),
      'in_response_to',
      /answers another sign-in request/,
    );
  });

  it('refuses an IdP-initiated response (no InResponseTo)', async () => {
    await expectRefused(
      finish(response({ inResponseTo: null })),
      'in_response_to',
      /did not request \(IdP-initiated sign-in is not accepted\)/,
    );
  });

  it('refuses an assertion it has already accepted (replay)', async () => {
    const register = replayRegister();
    const posted = response();
    await expect(finish(posted, conn, register.isReplay)).resolves.toMatchObject({ subject: 'learner1@demo-ltd.test' });
    await expectRefused(finish(posted, conn, register.isReplay), 'replay', /already used to sign in/);
  });

  it("refuses an assertion signed with the IdP's key but naming another issuer", async () => {
    await expectRefused(
      finish(response({ assertionIssuer: 'https://evil.example.com' })),
      'issuer',
      /issued by https:\/\/evil\.example\.com, not by the connection's IdP/,
    );
  });

  it("reports the IdP's own refusal", async () => {
    await expectRefused(
      finish(
        samlErrorResponse({
          idpEntityId: IDP_ENTITY_ID,
          acsUrl: SP.acsUrl,
          inResponseTo: REQUEST_ID,
          message: 'User is not assigned to a role for the application.',
        }),
      ),
      'idp_error',
      /did not sign the user in: .*User is not assigned to a role/,
    );
  });

  it('refuses what is not a SAML response', async () => {
    await expectRefused(finish(''), 'malformed', /posted no SAMLResponse/);
    await expectRefused(finish(Buffer.from('<html>hello').toString('base64')), 'malformed', /not well-formed XML/);
    await expectRefused(finish(Buffer.from('<Envelope/>').toString('base64')), 'malformed', /not a SAML 2.0 Response/);
    const withDoctype = Buffer.from(response(), 'base64')
      .toString('utf8')
      .replace('<samlp:Response', '<!DOCTYPE r [<!ENTITY a "aaaa">]><samlp:Response');
    await expectRefused(finish(Buffer.from(withDoctype).toString('base64')), 'malformed', /contains a DOCTYPE/);
  });
});

describe('serviceProviderMetadata', () => {
  it('describes this SP: entity id, ACS by HTTP-POST, signed assertions wanted', () => {
    const xml = serviceProviderMetadata(SP);
    expect(xml).toContain(`entityID="${SP.entityId}"`);
    expect(xml).toMatch(/<AssertionConsumerService [^>]*Binding="urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-POST"/);
    expect(xml).toContain(`Location="${SP.acsUrl}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });
});

const bodyOf = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

/** Entra ID's federation metadata: signed, WS-Federation role descriptors first, the SAML IdP descriptor last. */
const entraMetadata = (cert: string) => `<?xml version="1.0" encoding="utf-8"?>
<EntityDescriptor ID="_f3a0c8b2-1a2b-4c3d-9e8f-000000000001" entityID="${IDP_ENTITY_ID}" xmlns="urn:oasis:names:tc:SAML:2.0:metadata">
  <Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/></SignedInfo>
    <SignatureValue>AAAA</SignatureValue><KeyInfo><X509Data><X509Certificate>MIIBnotTheSigningCertOfTheIdp</X509Certificate></X509Data></KeyInfo></Signature>
  <RoleDescriptor xsi:type="fed:SecurityTokenServiceType" protocolSupportEnumeration="http://docs.oasis-open.org/wsfed/federation/200706" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:fed="http://docs.oasis-open.org/wsfed/federation/200706">
    <KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${bodyOf(cert)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
  </RoleDescriptor>
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="signing">
      <KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#">
        <X509Data>
          <X509Certificate>
${bodyOf(cert)
  .match(/.{1,76}/g)
  ?.join('\n')}
          </X509Certificate>
        </X509Data>
      </KeyInfo>
    </KeyDescriptor>
    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${IDP_SSO_URL}"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${IDP_SSO_URL}"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${IDP_SSO_URL}"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;

/** Okta's IdP metadata: md: prefix, KeyDescriptor without `use`, two certificates while it rolls its key. */
const oktaMetadata = (certs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="http://www.okta.com/exk1a2b3c4d5e6f7g8h9">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
${certs.map((cert) => `    <md:KeyDescriptor><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${bodyOf(cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`).join('\n')}
    <md:KeyDescriptor use="encryption"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>MIIBencryptionOnly</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://demo-ltd.okta.com/app/demo-ltd_skillway_1/exk1a2b3c4d5e6f7g8h9/sso/saml"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://demo-ltd.okta.com/app/demo-ltd_skillway_1/exk1a2b3c4d5e6f7g8h9/sso/saml?a=1&amp;b=2"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

describe('readSamlMetadata', () => {
  it("reads Entra ID's federation metadata: entity id, redirect sign-in URL, the SAML signing certificate and its expiry", () => {
    const metadata = readSamlMetadata(entraMetadata(idpKey.cert));
    expect(metadata).toEqual({
      entityId: IDP_ENTITY_ID,
      ssoUrl: IDP_SSO_URL,
      certificates: [
        { pem: expect.stringContaining('-----BEGIN CERTIFICATE-----'), notAfter: certificateNotAfter(idpKey.cert) },
      ],
    });
    expect(bodyOf(metadata.certificates[0]?.pem ?? '')).toBe(bodyOf(idpKey.cert));
  });

  it("reads Okta's metadata with both certificates of a key rollover, skipping the encryption key", () => {
    const metadata = readSamlMetadata(oktaMetadata([idpKey.cert, otherKey.cert]));
    expect(metadata.entityId).toBe('http://www.okta.com/exk1a2b3c4d5e6f7g8h9');
    expect(metadata.ssoUrl).toBe(
      'https://demo-ltd.okta.com/app/demo-ltd_skillway_1/exk1a2b3c4d5e6f7g8h9/sso/saml?a=1&b=2',
    );
    expect(metadata.certificates.map((certificate) => bodyOf(certificate.pem))).toEqual([
      bodyOf(idpKey.cert),
      bodyOf(otherKey.cert),
    ]);
  });

  it('reads an EntityDescriptor inside an EntitiesDescriptor, and the read certificates verify responses', async () => {
    const wrapped = `<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">${entraMetadata(idpKey.cert).replace(/^<\?xml[^>]*>/, '')}</EntitiesDescriptor>`;
    const metadata = readSamlMetadata(wrapped);
    const fromMetadata = {
      idpEntityId: metadata.entityId,
      idpSsoUrl: metadata.ssoUrl,
      idpCertificates: metadata.certificates.map((c) => c.pem),
    };
    await expect(finish(response(), fromMetadata)).resolves.toMatchObject({ issuer: IDP_ENTITY_ID });
  });

  it('names what is missing or wrong', () => {
    const refused = (xml: string, reason: RegExp) => {
      let error: unknown;
      try {
        readSamlMetadata(xml);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SsoProtocolError);
      expect((error as SsoProtocolError).reason).toBe('malformed');
      expect((error as SsoProtocolError).message).toMatch(reason);
    };
    refused('<EntityDescriptor entityID="x"><IDPSSODescriptor>', /not well-formed XML \(line 1/);
    refused('<html><body>Sign in</body></html>', /no EntityDescriptor/);
    refused(serviceProviderMetadata(SP), /no IDPSSODescriptor.*service provider's/);
    refused(entraMetadata(idpKey.cert).replace(`entityID="${IDP_ENTITY_ID}"`, ''), /EntityDescriptor has no entityID/);
    refused(
      entraMetadata(idpKey.cert).replace(/<SingleSignOnService Binding="[^"]+HTTP-Redirect"[^>]*\/>/, ''),
      /no SingleSignOnService with the HTTP-Redirect binding/,
    );
    refused(oktaMetadata([]), /no signing certificate/);
    refused(
      oktaMetadata(['-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----']),
      /could not be read as an X\.509 certificate/,
    );
  });
});

describe('certificateNotAfter', () => {
  it("reads the certificate's expiry as an ISO date, from PEM or a bare base64 body", async () => {
    const notAfter = new Date('2031-03-04T05:06:07Z');
    const key = await testSigningKey('Expiring IdP', notAfter);
    expect(certificateNotAfter(key.cert)).toBe('2031-03-04T05:06:07.000Z');
    expect(certificateNotAfter(bodyOf(key.cert))).toBe('2031-03-04T05:06:07.000Z');
    expect(() => certificateNotAfter('nonsense')).toThrow(SsoProtocolError);
  });
});
