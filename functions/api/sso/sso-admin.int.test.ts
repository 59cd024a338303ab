/**
 * The administrator's single sign-on API against the running stack: connections (OIDC discovered from a real
 * issuer, SAML metadata read; validation errors naming fields; the client secret never returned), email domains
 * (verified through the local DNS page; one company per domain), enforcement (needs a passed test; the enforced
 * connection cannot be deleted), the login page's discover call, and who may call what (another company's ids 404,
 * learners and managers 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, ROLE_NAME, SSO_MESSAGES } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { call, login } from '../../../test/factories/http';
import { demoCredentials, localToolsHeaders, stackUrl } from '../../../test/factories/stack-context';
import { startTestIssuer, type TTestIssuer } from '../../core/people/sso/protocols/oidc-test-issuer.test-helper';
import { testSigningKey } from '../../core/people/sso/protocols/saml-test-idp.test-helper';
import {
  createConnection,
  oidcBody,
  oidcSignIn,
  publishTxt,
  samlBody,
  samlMetadata,
  ssoCompany,
  uniqueDomain,
  type TSsoCompany,
} from './sso-fixtures.test-helper';

let issuer: TTestIssuer;
let company: TSsoCompany;

beforeAll(async () => {
  issuer = await startTestIssuer();
  company = await ssoCompany();
});
afterAll(() => issuer.close());

describe('connections', () => {
  it('creates an OIDC connection from a discovered issuer, sealing the secret and answering the values to copy', async () => {
    const created = await call('POST', '/v1/sso/connections', { token: company.token, body: oidcBody(issuer) });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SSO_MESSAGES.CONNECTION_SAVED);
    const connection = created.body.data;
    expect(connection).toMatchObject({
      name: 'Test OIDC',
      protocol: 'oidc',
      enabled: true,
      jit: true,
      oidc: {
        issuer: issuer.issuer,
        client_id: issuer.clientId,
        client_secret_set: true,
        scopes: ['openid', 'email', 'profile'],
      },
      saml: null,
      last_test: null,
      tested_ok_at: null,
    });
    expect(connection.sp.redirect_url).toMatch(/\/v1\/sso\/oidc\/callback$/);
    expect(connection.sp.post_logout_redirect_url).toMatch(/\/login$/);
    expect(connection.sp.acs_url).toMatch(/\/v1\/sso\/saml\/acs$/);
    expect(connection.sp.entity_id).toMatch(new RegExp(`/v1/sso/saml/metadata/${connection.id}$`));
    // The secret never comes back, in any answer.
    const settings = await call('GET', '/v1/sso', { token: company.token });
    expect(JSON.stringify(settings.body)).not.toContain(issuer.clientSecret);
    expect(JSON.stringify(created.body)).not.toContain(issuer.clientSecret);
    expect(settings.body.data.connections.map((item: { id: string }) => item.id)).toContain(connection.id);
  });

  it('refuses an unreachable issuer, missing fields and foreign groups with 422s naming each field', async () => {
    const unreachable = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: oidcBody(issuer, {
        oidc: { issuer: 'http://127.0.0.1:2/nothing', client_id: 'x', client_secret: 'y', scopes: [] },
      }),
    });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.errors['oidc.issuer'][0]).toMatch(/Could not reach .*openid-configuration/);

    const notHttps = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: oidcBody(issuer, {
        oidc: { issuer: 'http://idp.example.test', client_id: 'x', client_secret: 'y', scopes: [] },
      }),
    });
    expect(notHttps.status).toBe(422);
    expect(notHttps.body.errors['oidc.issuer']).toEqual(['The issuer URL must be an https URL.']);

    const noSecret = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: oidcBody(issuer, { oidc: { issuer: issuer.issuer, client_id: 'x', scopes: [] } }),
    });
    expect(noSecret.body.errors).toEqual({ 'oidc.client_secret': ['The client secret field is required.'] });

    const mapping = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: oidcBody(issuer, {
        mapping: { email: '', first_name: 'given_name', last_name: '', department: '', manager_email: '', groups: '' },
        group_map: [{ idp_group: 'Staff', group_id: 'not-a-group-of-ours' }],
      }),
    });
    expect(mapping.status).toBe(422);
    expect(mapping.body.errors).toEqual({
      'mapping.email': ['The Email claim name is required.'],
      'mapping.last_name': ['The Last name claim name is required.'],
      'mapping.groups': ['Name the groups claim to map groups.'],
      'group_map.0.group_id': ['The selected group is invalid.'],
    });

    const noName = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: { ...oidcBody(issuer), name: '' },
    });
    expect(noName.body.errors.name).toEqual(['The name field is required.']);
  });

  it('creates a SAML connection from pasted metadata with its certificate expiry, and refuses metadata without one', async () => {
    const notAfter = new Date(Date.now() + 400 * 86_400_000);
    const key = await testSigningKey('Acme IdP', notAfter);
    const created = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: samlBody(samlMetadata(key.cert, 'https://idp.acme.test/saml')),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.saml).toMatchObject({
      idp_entity_id: 'https://idp.acme.test/saml',
      idp_sso_url: 'https://idp.acme.test/saml/sso',
      metadata_url: null,
      certificates: [{ subject: expect.stringContaining('CN=Acme IdP'), not_after: expect.any(String) }],
    });
    const expiry = Date.parse(created.body.data.saml.certificates[0].not_after);
    expect(Math.abs(expiry - notAfter.getTime())).toBeLessThan(2000);
    expect(created.body.data.oidc).toBeNull();

    const metadata = await fetch(new URL(created.body.data.sp.metadata_url));
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain(`entityID="${created.body.data.sp.entity_id}"`);

    const unsigned = samlMetadata(key.cert).replace(/<KeyDescriptor[\s\S]*<\/KeyDescriptor>/, '');
    const refused = await call('POST', '/v1/sso/connections', { token: company.token, body: samlBody(unsigned) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['saml.metadata_xml'][0]).toMatch(/no signing certificate/);
    const nothing = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: samlBody('', { saml: {} }),
    });
    expect(nothing.body.errors['saml.metadata_xml'][0]).toMatch(/Paste the identity provider's metadata XML/);
    const unreadableUrl = await call('POST', '/v1/sso/connections', {
      token: company.token,
      body: samlBody('', { saml: { metadata_url: 'http://127.0.0.1:2/metadata' } }),
    });
    expect(unreadableUrl.body.errors['saml.metadata_url'][0]).toMatch(/could not be read/);
  });

  it('updates a connection keeping its secret, and clears its passed test when the IdP settings change', async () => {
    const id = await createConnection(company.token, oidcBody(issuer, { name: 'Updatable' }));
    const kept = await call('PUT', `/v1/sso/connections/${id}`, {
      token: company.token,
      body: oidcBody(issuer, {
        name: 'Renamed',
        oidc: { issuer: issuer.issuer, client_id: issuer.clientId, scopes: [] },
      }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      name: 'Renamed',
      oidc: { client_secret_set: true, scopes: ['openid', 'email', 'profile'] },
    });
    const protocol = await call('PUT', `/v1/sso/connections/${id}`, { token: company.token, body: samlBody('x') });
    expect(protocol.status).toBe(422);
    expect(Object.keys(protocol.body.errors)).toEqual(['protocol']);
  });

  it('deletes a connection, and refuses to delete the one enforced sign-in uses (409)', async () => {
    const id = await createConnection(company.token, oidcBody(issuer, { name: 'Doomed' }));
    expect((await call('DELETE', `/v1/sso/connections/${id}`, { token: company.token })).body).toEqual({
      message: SSO_MESSAGES.CONNECTION_DELETED,
    });
    expect((await call('DELETE', `/v1/sso/connections/${id}`, { token: company.token })).status).toBe(404);
  });
});

describe('enforcement', () => {
  it('refuses enforcement until the connection passed a test, then enforces; the enforced connection cannot go', async () => {
    const id = await createConnection(company.token, oidcBody(issuer, { name: 'Enforced' }));
    const early = await call('PUT', '/v1/sso/settings', {
      token: company.token,
      body: { enforced: true, connection_id: id },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ enforced: [SSO_MESSAGES.ENFORCE_NEEDS_TEST] });
    expect(
      (await call('PUT', '/v1/sso/settings', { token: company.token, body: { enforced: true, connection_id: null } }))
        .body.errors,
    ).toHaveProperty('connection_id');

    // A test sign-in in a new window: its result is polled, then the connection has passed.
    const test = await call('POST', `/v1/sso/connections/${id}/test`, { token: company.token });
    expect(test.status).toBe(201);
    expect(test.body.data.test_url).toBe(`/v1/sso/start?test=${test.body.data.test_id}`);
    expect(
      (await call('GET', `/v1/sso/tests/${test.body.data.test_id}`, { token: company.token })).body.data,
    ).toMatchObject({
      status: 'pending',
      claims: null,
    });
    issuer.idTokenClaims = {
      email: `tester@${company.domain}`,
      given_name: 'Tess',
      family_name: 'Ter',
      groups: ['Staff'],
    };
    const run = await oidcSignIn(issuer, test.body.data.test_url);
    expect(run.location).toMatch(new RegExp(`/sso/test-complete\\?test=${test.body.data.test_id}$`));
    const result = (await call('GET', `/v1/sso/tests/${test.body.data.test_id}`, { token: company.token })).body.data;
    expect(result).toMatchObject({
      status: 'passed',
      error: null,
      claims: { email: `tester@${company.domain}`, given_name: 'Tess', groups: ['Staff'] },
      mapped: { email: `tester@${company.domain}`, first_name: 'Tess', last_name: 'Ter', groups: ['Staff'] },
    });
    // Nobody was signed in or created by the test.
    expect(run.answer.headers.getSetCookie().some((cookie) => cookie.startsWith('skillway_refresh='))).toBe(false);

    const enforced = await call('PUT', '/v1/sso/settings', {
      token: company.token,
      body: { enforced: true, connection_id: id },
    });
    expect(enforced.status).toBe(200);
    expect(enforced.body.data).toMatchObject({ enforced: true, connection_id: id });
    expect(enforced.body.data.connections.find((item: { id: string }) => item.id === id).tested_ok_at).toBeTruthy();

    const deleted = await call('DELETE', `/v1/sso/connections/${id}`, { token: company.token });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(SSO_MESSAGES.CONNECTION_IN_USE);
    const off = await call('PUT', '/v1/sso/settings', {
      token: company.token,
      body: { enforced: false, connection_id: id },
    });
    expect(off.body.data.enforced).toBe(false);
  });

  it('records a failed test with the exact reason, and no passed test', async () => {
    const id = await createConnection(company.token, oidcBody(issuer, { name: 'Failing' }));
    const test = (await call('POST', `/v1/sso/connections/${id}/test`, { token: company.token })).body.data;
    issuer.idTokenClaims = { email: `tester@${company.domain}` };
    const start = await fetch(new URL(test.test_url, stackUrl()), { redirect: 'manual' });
    const authorization = start.headers.get('location')!;
    const code = issuer.issueCode(authorization, { forgery: { claims: { aud: 'someone-else' } } });
    const state = new URL(authorization).searchParams.get('state')!;
    const binding = start.headers.getSetCookie()[0]!.split(';')[0]!;
    const back = await fetch(
      new URL(`/v1/sso/oidc/callback?code=${code}&state=${state}&iss=${encodeURIComponent(issuer.issuer)}`, start.url),
      { redirect: 'manual', headers: { cookie: binding } },
    );
    expect(back.headers.get('location')).toContain('/sso/test-complete');
    const result = (await call('GET', `/v1/sso/tests/${test.test_id}`, { token: company.token })).body.data;
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/audience/);
    const connection = (await call('GET', '/v1/sso', { token: company.token })).body.data.connections.find(
      (item: { id: string }) => item.id === id,
    );
    expect(connection.tested_ok_at).toBeNull();
    expect(connection.last_test).toMatchObject({ status: 'failed' });
  });
});

describe('domains', () => {
  it('adds a domain with its TXT record, verifies it only once the record is published, and removes it', async () => {
    const domain = uniqueDomain();
    const added = await call('POST', '/v1/sso/domains', {
      token: company.token,
      body: { domain: domain.toUpperCase() },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({
      domain,
      verified: false,
      verified_at: null,
      txt_value: expect.stringMatching(/^skillway-verification=[\w-]{43}$/),
    });
    const early = await call('POST', `/v1/sso/domains/${domain}/verify`, { token: company.token });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ domain: [SSO_MESSAGES.DOMAIN_NOT_VERIFIED] });
    await publishTxt(domain, 'skillway-verification=not-the-token');
    expect((await call('POST', `/v1/sso/domains/${domain}/verify`, { token: company.token })).status).toBe(422);

    // The local DNS page lists it as pending, with its record to publish; only for the local tools token's holder.
    const page = await call('GET', '/_local/dns.json');
    expect(page.body.data).toContainEqual(
      expect.objectContaining({ domain, txt_value: added.body.data.txt_value, published: false }),
    );
    const html = await fetch(new URL('/_local/dns', stackUrl()), { headers: localToolsHeaders() });
    expect(html.headers.get('content-type')).toContain('text/html');
    const text = await html.text();
    expect(text).toContain(domain);
    expect(text).toContain(`value="${added.body.data.txt_value}"`);
    expect((await fetch(new URL('/_local/dns', stackUrl()))).status).toBe(404);
    const foreign = await fetch(new URL('/_local/dns/publish', stackUrl()), {
      method: 'POST',
      headers: {
        ...localToolsHeaders(),
        origin: 'https://elsewhere.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ domain, value: added.body.data.txt_value }).toString(),
    });
    expect(foreign.status).toBe(403);

    await publishTxt(domain, added.body.data.txt_value);
    const verified = await call('POST', `/v1/sso/domains/${domain}/verify`, { token: company.token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: SSO_MESSAGES.DOMAIN_VERIFIED, data: { domain, verified: true } });
    expect(
      (await call('POST', '/v1/sso/domains', { token: company.token, body: { domain } })).body.errors,
    ).toHaveProperty('domain');
    expect(
      (await call('POST', '/v1/sso/domains', { token: company.token, body: { domain: 'not a domain' } })).body.errors
        .domain,
    ).toEqual(['The domain must be a domain name, such as example.com.']);

    expect((await call('DELETE', `/v1/sso/domains/${domain}`, { token: company.token })).status).toBe(200);
    expect((await call('DELETE', `/v1/sso/domains/${domain}`, { token: company.token })).status).toBe(404);
  });

  it('keeps a domain to one company: another is refused (409) once it is verified', async () => {
    const other = await registerCompany();
    const taken = await call('POST', '/v1/sso/domains', { token: other.token, body: { domain: company.domain } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SSO_MESSAGES.DOMAIN_TAKEN);

    // Both add a domain; the first to verify owns it, the second's verification is refused.
    const domain = uniqueDomain();
    const first = (await call('POST', '/v1/sso/domains', { token: company.token, body: { domain } })).body.data;
    const second = (await call('POST', '/v1/sso/domains', { token: other.token, body: { domain } })).body.data;
    await publishTxt(domain, first.txt_value);
    await publishTxt(domain, second.txt_value);
    expect((await call('POST', `/v1/sso/domains/${domain}/verify`, { token: company.token })).status).toBe(200);
    const refused = await call('POST', `/v1/sso/domains/${domain}/verify`, { token: other.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SSO_MESSAGES.DOMAIN_TAKEN);
  });
});

describe('a deleted company', () => {
  it('leaves its verified domain free for another company to verify', async () => {
    const leaving = await ssoCompany();
    const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const superToken = (await login(credential.email, credential.password)).token;
    expect((await call('DELETE', `/v1/companies/${leaving.companyId}`, { token: superToken })).status).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await call('GET', `/v1/companies/${leaving.companyId}/delete-status`, { token: superToken });
      if (status.body.data?.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`delete job still ${JSON.stringify(status.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const next = await registerCompany();
    expect(
      (await call('POST', '/v1/sso/domains', { token: next.token, body: { domain: leaving.domain } })).status,
    ).toBe(201);
  });
});

describe('discover (the login page email step)', () => {
  it('answers from the domain alone: the start URL for a verified domain with a chosen connection, else no SSO', async () => {
    const domainCompany = await ssoCompany();
    const id = await createConnection(domainCompany.token, oidcBody(issuer, { name: 'Staff login' }));
    const before = await call('POST', '/v1/sso/discover', { body: { email: `anyone@${domainCompany.domain}` } });
    expect(before.body).toEqual({ sso: false });
    await call('PUT', '/v1/sso/settings', { token: domainCompany.token, body: { enforced: false, connection_id: id } });
    for (const email of [`anyone@${domainCompany.domain}`, `Nobody.Here@${domainCompany.domain.toUpperCase()}`]) {
      const found = await call('POST', '/v1/sso/discover', { body: { email } });
      expect(found.status).toBe(200);
      expect(found.body).toEqual({
        sso: true,
        connection_name: 'Staff login',
        start_url: `/v1/sso/start?${new URLSearchParams({ connection: id, login_hint: email.toLowerCase() }).toString()}`,
        enforced: false,
      });
    }
    expect((await call('POST', '/v1/sso/discover', { body: { email: 'someone@unknown-domain.test' } })).body).toEqual({
      sso: false,
    });
    expect((await call('POST', '/v1/sso/discover', { body: { email: 'not-an-email' } })).status).toBe(422);
  });
});

describe('who may call', () => {
  it("answers 404 for another company's connection, test and domain, and 403 to learners and managers", async () => {
    const company = await ssoCompany();
    const id = await createConnection(company.token, oidcBody(issuer, { name: 'Mine' }));
    const test = (await call('POST', `/v1/sso/connections/${id}/test`, { token: company.token })).body.data
      .test_id as string;
    const other = await registerCompany();
    expect(
      (await call('PUT', `/v1/sso/connections/${id}`, { token: other.token, body: oidcBody(issuer) })).status,
    ).toBe(404);
    expect((await call('DELETE', `/v1/sso/connections/${id}`, { token: other.token })).status).toBe(404);
    expect((await call('POST', `/v1/sso/connections/${id}/test`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/v1/sso/tests/${test}`, { token: other.token })).status).toBe(404);
    expect((await call('POST', `/v1/sso/domains/${company.domain}/verify`, { token: other.token })).status).toBe(404);
    expect((await call('DELETE', `/v1/sso/domains/${company.domain}`, { token: other.token })).status).toBe(404);
    const foreign = await call('PUT', '/v1/sso/settings', {
      token: other.token,
      body: { enforced: false, connection_id: id },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('connection_id');
    expect((await call('GET', '/v1/sso', { token: other.token })).body.data).toEqual({
      connections: [],
      domains: [],
      enforced: false,
      connection_id: null,
    });

    const learner = await addSignedInUser(company.token, { email: `learner-${Date.now()}@${company.domain}` });
    const manager = await addSignedInUser(company.token, {
      role_id: 4,
      email: `manager-${Date.now()}@${company.domain}`,
    });
    for (const token of [learner.token, manager.token]) {
      expect((await call('GET', '/v1/sso', { token })).status).toBe(403);
      expect((await call('POST', '/v1/sso/connections', { token, body: oidcBody(issuer) })).status).toBe(403);
      expect(
        (await call('PUT', '/v1/sso/settings', { token, body: { enforced: false, connection_id: null } })).status,
      ).toBe(403);
    }
  });
});
