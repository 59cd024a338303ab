/**
 * Whole sign-ins against the local identity providers `npm start` runs (infra/local/identity-providers), through the
 * demo company's seeded connections, without a browser: the login page's discover call, the start URL, the IdP's own
 * login form, the OIDC callback or the SAML ACS post, the refresh cookie, and an authenticated call with the session.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@skillway/shared';
import { call, login } from '../../../test/factories/http';
import { stackUrl } from '../../../test/factories/stack-context';
import { findDemoIdpUser, signInAtLocalIdp } from '../../../test/support/local-idps';
import { sessionFrom } from './sso-fixtures.test-helper';

let admin: { token: string };
let connections: { id: string; name: string; protocol: string }[];

beforeAll(async () => {
  admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
  connections = (await call('GET', '/v1/sso', { token: admin.token })).body.data.connections;
});

const connectionNamed = (name: string) => {
  const found = connections.find((connection) => connection.name === name);
  if (!found) throw new Error(`the demo seed has no "${name}" connection`);
  return found.id;
};

describe('the demo company single sign-on', () => {
  it('is seeded: demo-ltd.test verified, Demo OIDC and Demo SAML, the login page on OIDC, enforcement off', async () => {
    const settings = (await call('GET', '/v1/sso', { token: admin.token })).body.data;
    expect(settings.domains).toEqual([expect.objectContaining({ domain: 'demo-ltd.test', verified: true })]);
    expect(
      settings.connections.map((item: { name: string; protocol: string }) => [item.name, item.protocol]).sort(),
    ).toEqual([
      ['Demo OIDC', 'oidc'],
      ['Demo SAML', 'saml'],
    ]);
    expect(settings).toMatchObject({ enforced: false, connection_id: connectionNamed('Demo OIDC') });
    const saml = settings.connections.find((item: { name: string }) => item.name === 'Demo SAML');
    expect(saml.saml.certificates).toHaveLength(1);
  });

  it('signs a learner in through the local OpenID provider from the login page email step', async () => {
    const user = findDemoIdpUser('learner1@demo-ltd.test')!;
    const discovered = await call('POST', '/v1/sso/discover', { body: { email: user.email } });
    expect(discovered.body).toMatchObject({ sso: true, connection_name: 'Demo OIDC', enforced: false });

    const back = await signInAtLocalIdp(`${stackUrl()}${discovered.body.start_url}`, user.email, user.password);
    expect(back.method).toBe('GET');
    const answer = await back.deliver();
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get('location')!).pathname).toBe('/sso/complete');
    const session = await sessionFrom(answer);
    expect(session.user).toMatchObject({ email: user.email, first_name: 'Tom', last_name: 'Baker', role_id: 3 });
    expect((await call('GET', '/v1/users/courses', { token: session.token })).status).toBe(200);
  });

  it('signs a learner in through the local SAML IdP, and refuses the same response posted again', async () => {
    const user = findDemoIdpUser('learner2@demo-ltd.test')!;
    const start = `${stackUrl()}/v1/sso/start?connection=${connectionNamed('Demo SAML')}&login_hint=${encodeURIComponent(user.email)}`;
    const back = await signInAtLocalIdp(start, user.email, user.password);
    expect(back.method).toBe('POST');
    expect(back.form).toHaveProperty('SAMLResponse');
    expect(back.form).toHaveProperty('RelayState');
    const answer = await back.deliver();
    expect(new URL(answer.headers.get('location')!).pathname).toBe('/sso/complete');
    const session = await sessionFrom(answer);
    expect(session.user).toMatchObject({ email: user.email, first_name: 'Chloe', role_id: 3 });

    const replayed = await back.deliver();
    expect(replayed.headers.get('location')).toMatch(/\/login\?sso_error=expired$/);
    expect(replayed.headers.getSetCookie().some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(false);
  });

  it('creates the new starter just in time, and refuses an outsider on another domain', async () => {
    const starter = findDemoIdpUser('new.starter@demo-ltd.test')!;
    const start = (email: string) =>
      `${stackUrl()}/v1/sso/start?connection=${connectionNamed('Demo OIDC')}&login_hint=${encodeURIComponent(email)}`;
    const created = await (await signInAtLocalIdp(start(starter.email), starter.email, starter.password)).deliver();
    const session = await sessionFrom(created);
    expect(session.user).toMatchObject({ email: starter.email, first_name: 'Robin', last_name: 'Fisher', role_id: 3 });

    const outsider = findDemoIdpUser('outsider@elsewhere.test')!;
    const refused = await (await signInAtLocalIdp(start(outsider.email), outsider.email, outsider.password)).deliver();
    expect(refused.headers.get('location')).toMatch(/\/login\?sso_error=failed$/);
  });

  it('tests the SAML connection: the attributes received and what they map to, nobody signed in', async () => {
    const id = connectionNamed('Demo SAML');
    const test = (await call('POST', `/v1/sso/connections/${id}/test`, { token: admin.token })).body.data;
    const user = findDemoIdpUser('manager@demo-ltd.test')!;
    const answer = await (await signInAtLocalIdp(`${stackUrl()}${test.test_url}`, user.email, user.password)).deliver();
    expect(answer.headers.get('location')).toMatch(new RegExp(`/sso/test-complete\\?test=${test.test_id}$`));
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(false);
    const result = (await call('GET', `/v1/sso/tests/${test.test_id}`, { token: admin.token })).body.data;
    expect(result).toMatchObject({
      status: 'passed',
      claims: { email: user.email, firstName: 'Priya', groups: ['All Staff', 'Warehouse', 'Managers'] },
      mapped: { email: user.email, first_name: 'Priya', last_name: 'Shah', department: 'Warehouse' },
    });
    // A passed test, so enforcement could now be turned on (it stays off for the demo).
    const connection = (await call('GET', '/v1/sso', { token: admin.token })).body.data.connections.find(
      (item: { id: string }) => item.id === id,
    );
    expect(connection.tested_ok_at).toBeTruthy();
  });
});
