import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDP_USERS } from './demo-idp-users';
import { createSamlKeys } from './idp-keys';
import { startLocalIdentityProviders, type TLocalIdentityProviders } from './local-identity-providers';
import { SAML_BINDING, SAML_NS } from './saml-request';
import { CookieJar, LocalIdpSignInError, signInAtLocalIdp } from './sign-in-driver';

/** No product runs here: the flow stops at the POST to its ACS, which the test validates as the SP would. */
const APP_URL = 'http://localhost:3998';
const ACS_URL = `${APP_URL}/v1/sso/saml/acs`;
const SP_ENTITY_ID = `${APP_URL}/v1/sso/saml/metadata/conn-1`;

let idps: TLocalIdentityProviders;
let metadata: { entityId: string; redirectSso: string; postSso: string; certificate: string };

function elements(document: ReturnType<DOMParser['parseFromString']>, ns: string, name: string) {
  return Array.from(document.getElementsByTagNameNS(ns, name));
}

/** The SP as the product configures it from the IdP's metadata: signed responses and assertions, InResponseTo checked. */
function serviceProvider(overrides: Partial<ConstructorParameters<typeof SAML>[0]> = {}) {
  return new SAML({
    entryPoint: metadata.redirectSso,
    issuer: SP_ENTITY_ID,
    callbackUrl: ACS_URL,
    audience: SP_ENTITY_ID,
    idpCert: metadata.certificate,
    idpIssuer: metadata.entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    ...overrides,
  });
}

beforeAll(async () => {
  idps = await startLocalIdentityProviders({ appUrl: APP_URL });
  const response = await fetch(idps.urls.saml.metadataUrl);
  expect(response.headers.get('content-type')).toContain('application/samlmetadata+xml');
  const document = new DOMParser().parseFromString(await response.text(), 'text/xml');
  const sso = elements(document, SAML_NS.METADATA, 'SingleSignOnService');
  metadata = {
    entityId: document.documentElement!.getAttribute('entityID') ?? '',
    redirectSso: sso.find((e) => e.getAttribute('Binding') === SAML_BINDING.REDIRECT)?.getAttribute('Location') ?? '',
    postSso: sso.find((e) => e.getAttribute('Binding') === SAML_BINDING.POST)?.getAttribute('Location') ?? '',
    certificate: elements(document, SAML_NS.DSIG, 'X509Certificate')[0]?.textContent ?? '',
  };
});
afterAll(() => idps?.close());

describe('the local SAML 2.0 IdP', () => {
  it('publishes metadata: its entity id (the metadata URL), the SSO service for both bindings, the signing certificate', () => {
    expect(metadata.entityId).toBe(idps.urls.saml.entityId);
    expect(metadata.entityId).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/saml\/metadata$/);
    expect(idps.urls.saml.metadataUrl).toBe(metadata.entityId);
    expect(metadata.redirectSso).toBe(idps.urls.saml.ssoUrl);
    expect(metadata.postSso).toBe(idps.urls.saml.ssoUrl);
    expect(idps.urls.saml.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '')).toBe(metadata.certificate);
  });

  it('answers an SP-initiated sign-in with a signed response node-saml accepts: NameID, attributes, RelayState', async () => {
    const sp = serviceProvider();
    const start = await sp.getAuthorizeUrlAsync('relay-42', undefined, {});
    const back = await signInAtLocalIdp(start, 'learner2@demo-ltd.test', 'Learner!Pass1');
    expect(back.method).toBe('POST');
    expect(back.url).toBe(ACS_URL);
    expect(back.form?.RelayState).toBe('relay-42');

    const { profile, loggedOut } = await sp.validatePostResponseAsync({ SAMLResponse: back.form!.SAMLResponse! });
    const learner = DEMO_IDP_USERS[1]!;
    expect(loggedOut).toBe(false);
    expect(profile).toMatchObject({
      issuer: metadata.entityId,
      nameID: learner.email,
      nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      email: learner.email,
      firstName: 'Chloe',
      lastName: 'Evans',
      department: 'Customer Service',
      groups: ['All Staff', 'Customer Service'],
    });

    // Replayed: the request id it answered is spent (the product keeps its own replay record too).
    await expect(sp.validatePostResponseAsync({ SAMLResponse: back.form!.SAMLResponse! })).rejects.toThrow(
      /InResponseTo is not valid/,
    );
  });

  it('its response names the SP, the ACS and the request, and lasts five minutes', async () => {
    const sp = serviceProvider();
    const start = await sp.getAuthorizeUrlAsync('', undefined, {});
    // node-saml sends the HTTP-Redirect binding's request raw-DEFLATEd and base64-encoded.
    const requestXml = inflateRawSync(
      Buffer.from(new URL(start).searchParams.get('SAMLRequest')!, 'base64'),
    ).toString();
    const requestId = /ID="([^"]+)"/.exec(requestXml)![1];
    const back = await signInAtLocalIdp(start, 'manager@demo-ltd.test', 'Manager!Pass1');
    expect(back.form).not.toHaveProperty('RelayState');
    const xml = Buffer.from(back.form!.SAMLResponse!, 'base64').toString('utf8');
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    const response = document.documentElement!;
    expect(response.getAttribute('Destination')).toBe(ACS_URL);
    expect(response.getAttribute('InResponseTo')).toBe(requestId);
    const confirmation = elements(document, SAML_NS.ASSERTION, 'SubjectConfirmationData')[0]!;
    expect(confirmation.getAttribute('Recipient')).toBe(ACS_URL);
    expect(confirmation.getAttribute('InResponseTo')).toBe(requestId);
    expect(elements(document, SAML_NS.ASSERTION, 'Audience')[0]?.textContent).toBe(SP_ENTITY_ID);
    const conditions = elements(document, SAML_NS.ASSERTION, 'Conditions')[0]!;
    const lifetime = Date.parse(conditions.getAttribute('NotOnOrAfter')!) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    // Both the assertion and the response carry a signature (after their Issuer, as the schema orders them).
    const signatures = elements(document, SAML_NS.DSIG, 'Signature');
    expect(signatures.map((s) => (s.parentNode as unknown as { localName: string }).localName).sort()).toEqual([
      'Assertion',
      'Response',
    ]);
  });

  it('its signature is real: a changed attribute, another certificate or another audience is refused', async () => {
    const sp = serviceProvider();
    const back = await signInAtLocalIdp(
      await sp.getAuthorizeUrlAsync('', undefined, {}),
      'learner1@demo-ltd.test',
      'Learner!Pass1',
    );
    const xml = Buffer.from(back.form!.SAMLResponse!, 'base64').toString('utf8');
    const forged = Buffer.from(xml.replace('learner1@demo-ltd.test', 'admin@demo-ltd.test')).toString('base64');
    await expect(sp.validatePostResponseAsync({ SAMLResponse: forged })).rejects.toThrow(/signature/i);

    const otherKeys = await createSamlKeys();
    const strangerSp = serviceProvider({
      idpCert: otherKeys.certificatePem,
      validateInResponseTo: ValidateInResponseTo.never,
    });
    await expect(strangerSp.validatePostResponseAsync({ SAMLResponse: back.form!.SAMLResponse! })).rejects.toThrow(
      /signature/i,
    );
    const otherAudience = serviceProvider({
      audience: `${APP_URL}/v1/sso/saml/metadata/conn-2`,
      validateInResponseTo: ValidateInResponseTo.never,
    });
    await expect(otherAudience.validatePostResponseAsync({ SAMLResponse: back.form!.SAMLResponse! })).rejects.toThrow(
      /audience/i,
    );
  });

  it('posts only to an ACS on the product’s origin, and refuses a wrong password on its form', async () => {
    const elsewhere = serviceProvider({ callbackUrl: 'http://attacker.test/acs' });
    await expect(
      signInAtLocalIdp(
        await elsewhere.getAuthorizeUrlAsync('', undefined, {}),
        'learner1@demo-ltd.test',
        'Learner!Pass1',
      ),
    ).rejects.toThrow(/AssertionConsumerServiceURL http:\/\/attacker\.test\/acs is not on the product's origin/);

    const sp = serviceProvider();
    await expect(
      signInAtLocalIdp(await sp.getAuthorizeUrlAsync('', undefined, {}), 'learner1@demo-ltd.test', 'nope'),
    ).rejects.toThrow(new LocalIdpSignInError('The IdP refused the sign-in: Email or password is incorrect.'));
  });

  it('keeps the person signed in (unless the SP forces a fresh login) until its sign-out page', async () => {
    const jar = new CookieJar();
    const sp = serviceProvider();
    await signInAtLocalIdp(await sp.getAuthorizeUrlAsync('', undefined, {}), 'admin@demo-ltd.test', 'Admin!Pass1', {
      jar,
    });
    const silent = await signInAtLocalIdp(await sp.getAuthorizeUrlAsync('', undefined, {}), 'x', 'not used', { jar });
    expect((await sp.validatePostResponseAsync({ SAMLResponse: silent.form!.SAMLResponse! })).profile?.nameID).toBe(
      'admin@demo-ltd.test',
    );
    const forced = serviceProvider({ forceAuthn: true });
    await expect(
      signInAtLocalIdp(await forced.getAuthorizeUrlAsync('', undefined, {}), 'admin@demo-ltd.test', 'wrong', { jar }),
    ).rejects.toThrow(LocalIdpSignInError);

    const logoutUrl = idps.urls.saml.ssoUrl.replace('/sso', '/logout');
    const logout = await fetch(logoutUrl, { headers: { cookie: jar.header(logoutUrl) } });
    jar.store(logoutUrl, logout.headers.getSetCookie());
    expect(await logout.text()).toContain('<h1>Signed out</h1>');
    await expect(
      signInAtLocalIdp(await sp.getAuthorizeUrlAsync('', undefined, {}), 'admin@demo-ltd.test', 'wrong', { jar }),
    ).rejects.toThrow(LocalIdpSignInError);
  });

  it('refuses what is not an AuthnRequest, with the reason on its page', async () => {
    const garbage = Buffer.from(deflateRawSync(Buffer.from('<hello/>'))).toString('base64');
    const response = await fetch(`${idps.urls.saml.ssoUrl}?SAMLRequest=${encodeURIComponent(garbage)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('SAMLRequest is not a SAML 2.0 AuthnRequest.');
  });
});
