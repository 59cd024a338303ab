/**
 * SCIM Users against the running local stack: create (a learner within the band, no welcome email), read, list with
 * filters and pages, PUT, PATCH in Entra ID's and Okta's shapes, deactivation (archived, the learner's next request
 * 401, training records kept) and reactivation, DELETE, the errors in SCIM's format, and another company's token and
 * ids (404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_STATE, ROLE, ROLE_NAME, SCIM_CONTENT_TYPE, SCIM_MSG, SCIM_SCHEMA } from '@skillway/shared';
import { registerCompany, uniqueEmail, type TRegistered } from '../../../test/factories/accounts';
import { addUser } from '../../../test/factories/added-users';
import { call, login, type TResponse } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { createScimToken, patchOp, scimClient, scimUser, type TScimCall } from '../../../test/factories/scim';
import { demoCredentials, stackUrl } from '../../../test/factories/stack-context';
import { findUser } from '../../core/people/users/user-repository';

const E = SCIM_SCHEMA.ENTERPRISE_USER;

let admin: TRegistered;
let companyId: string;
let scim: TScimCall;

beforeAll(async () => {
  admin = await registerCompany();
  companyId = admin.user.company_id;
  scim = scimClient((await createScimToken(admin.token)).token);
});

async function created(body: unknown): Promise<TResponse['body']> {
  const answer = await scim('POST', '/Users', body);
  if (answer.status !== 201) throw new Error(`SCIM create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

function error(status: number, scimType?: string) {
  return expect.objectContaining({
    schemas: [SCIM_SCHEMA.ERROR],
    status: String(status),
    ...(scimType ? { scimType } : {}),
  });
}

describe('creating a user', () => {
  it('adds a learner with the enterprise extension, answers 201 with a Location, and sends no welcome email', async () => {
    const email = uniqueEmail('scim');
    const answer = await scim(
      'POST',
      '/Users',
      scimUser(email.toUpperCase(), {
        externalId: 'entra-001',
        title: 'Forklift Driver',
        [E]: { department: 'Warehouse' },
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toContain(SCIM_CONTENT_TYPE);
    const base = `${new URL(stackUrl()).origin}/v1/scim/v2`;
    expect(answer.headers.get('location')).toBe(`${base}/Users/${answer.body.id}`);
    expect(answer.body).toMatchObject({
      schemas: [SCIM_SCHEMA.USER, E],
      id: expect.any(String),
      externalId: 'entra-001',
      userName: email,
      name: { givenName: 'Sam', familyName: 'Provisioned' },
      active: true,
      title: 'Forklift Driver',
      emails: [{ value: email, type: 'work', primary: true }],
      [E]: { department: 'Warehouse' },
      meta: { resourceType: 'User', location: `${base}/Users/${answer.body.id}` },
    });

    const user = await findUser(companyId, answer.body.id as string, true);
    expect(user).toMatchObject({
      role_id: ROLE.USER,
      email,
      is_archived: 0,
      is_mail_sent: 0,
      scim_external_id: 'entra-001',
    });
    expect(user?.welcome_email_request_id).toBeUndefined();
    const listed = await call('GET', '/v1/clients', { token: admin.token });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(answer.body.id);
  });

  it('refuses a taken address or externalId with 409 uniqueness, and a bad body with 400', async () => {
    const email = uniqueEmail('scim-dupe');
    await created(scimUser(email, { externalId: 'dupe-ext' }));
    expect((await scim('POST', '/Users', scimUser(email))).body).toEqual(error(409, 'uniqueness'));
    expect((await scim('POST', '/Users', scimUser(admin.email))).status).toBe(409);
    expect((await scim('POST', '/Users', scimUser(uniqueEmail('x'), { externalId: 'dupe-ext' }))).body).toEqual(
      error(409, 'uniqueness'),
    );
    expect((await scim('POST', '/Users', scimUser('not-an-address'))).body).toEqual(error(400, 'invalidValue'));
    expect((await scim('POST', '/Users', { schemas: [SCIM_SCHEMA.USER], name: { givenName: 'No' } })).body).toEqual(
      error(400, 'invalidValue'),
    );
    expect((await scim('POST', '/Users', '{not json')).body).toEqual(error(400, 'invalidSyntax'));
    expect((await scim('POST', '/Users', 'x'.repeat(1_100_000))).status).toBe(413);
  });

  it("stops at the company's band with 403 and a clear detail", async () => {
    const small = await registerCompany({ banding: 1 });
    const smallScim = scimClient((await createScimToken(small.token)).token);
    // The administrator is one of the 20.
    await Promise.all(Array.from({ length: 18 }, () => addUser(small.token)));
    expect((await smallScim('POST', '/Users', scimUser(uniqueEmail('last')))).status).toBe(201);
    const over = await smallScim('POST', '/Users', scimUser(uniqueEmail('over')));
    expect(over.status).toBe(403);
    expect(over.body).toEqual({ schemas: [SCIM_SCHEMA.ERROR], status: '403', detail: SCIM_MSG.BAND_FULL });
  });
});

describe('reading and listing users', () => {
  it('reads one user, with attributes and excludedAttributes', async () => {
    const user = await created(scimUser(uniqueEmail('read')));
    const read = await scim('GET', `/Users/${user.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(user);
    const only = await scim('GET', `/Users/${user.id}?attributes=userName`);
    expect(only.body).toEqual({ schemas: user.schemas, id: user.id, userName: user.userName });
    expect((await scim('GET', `/Users/${user.id}?excludedAttributes=emails`)).body.emails).toBeUndefined();
    expect((await scim('GET', '/Users/not-a-user')).body).toEqual(error(404));
  });

  it('filters by userName (any case), externalId, emails and active, and pages from startIndex 1', async () => {
    const email = uniqueEmail('filter');
    const user = await created(scimUser(email, { externalId: 'okta-00u1' }));
    const one = async (filter: string) => {
      const answer = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(answer.status, filter).toBe(200);
      expect(answer.body.schemas).toEqual([SCIM_SCHEMA.LIST_RESPONSE]);
      return answer.body.Resources.map((resource: { id: string }) => resource.id);
    };
    expect(await one(`userName eq "${email.toUpperCase()}"`)).toEqual([user.id]);
    expect(await one('externalId eq "okta-00u1"')).toEqual([user.id]);
    expect(await one('externalId eq "OKTA-00U1"')).toEqual([]);
    expect(await one(`emails[value eq "${email}"]`)).toEqual([user.id]);
    expect(await one(`userName eq "${email}" and active eq true`)).toEqual([user.id]);
    expect(await one('userName eq "nobody@example.test"')).toEqual([]);
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "unterminated')}`)).body).toEqual(
      error(400, 'invalidFilter'),
    );
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('shoeSize gt 9')}`)).body).toEqual(
      error(400, 'invalidFilter'),
    );

    const all = await scim('GET', '/Users');
    const total = all.body.totalResults as number;
    expect(total).toBeGreaterThanOrEqual(2);
    const page = await scim('GET', '/Users?startIndex=2&count=1');
    expect(page.body).toMatchObject({ totalResults: total, startIndex: 2, itemsPerPage: 1 });
    expect(page.body.Resources[0].id).toBe(all.body.Resources[1].id);
    expect((await scim('GET', '/Users?count=0')).body).toMatchObject({
      totalResults: total,
      itemsPerPage: 0,
      Resources: [],
    });
    expect((await scim('GET', '/Users?startIndex=abc')).body).toEqual(error(400, 'invalidValue'));
  });
});

describe('changing users', () => {
  it('replaces with PUT: names, address, title, department, externalId', async () => {
    const user = await created(scimUser(uniqueEmail('put'), { externalId: 'put-1', title: 'Clerk' }));
    const email = uniqueEmail('put-new');
    const replaced = await scim(
      'PUT',
      `/Users/${user.id}`,
      scimUser(email, {
        name: { givenName: 'Samantha', familyName: 'Renamed' },
        externalId: 'put-2',
        [E]: { department: 'Finance' },
      }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      userName: email,
      name: { givenName: 'Samantha', familyName: 'Renamed' },
      externalId: 'put-2',
      [E]: { department: 'Finance' },
    });
    expect(replaced.body.title).toBeUndefined();
    // The old externalId is free again, the new one is taken.
    expect((await scim('GET', '/Users?filter=externalId%20eq%20%22put-1%22')).body.totalResults).toBe(0);
    expect((await scim('POST', '/Users', scimUser(uniqueEmail('x'), { externalId: 'put-2' }))).status).toBe(409);
    expect((await scim('PUT', `/Users/${user.id}`, scimUser(admin.email))).body).toEqual(error(409, 'uniqueness'));
  });

  it("patches in Entra ID's and Okta's shapes", async () => {
    const manager = await addUser(admin.token, { role_id: ROLE.MANAGER });
    const user = await created(scimUser(uniqueEmail('patch')));
    const entra = await scim(
      'PATCH',
      `/Users/${user.id}`,
      patchOp(
        { op: 'Replace', path: 'name.givenName', value: 'Samuel' },
        { op: 'Add', path: 'title', value: 'Supervisor' },
        { op: 'Add', path: `${E}:department`, value: 'Operations' },
        { op: 'Add', path: `${E}:manager`, value: manager.id },
      ),
    );
    expect(entra.status).toBe(200);
    expect(entra.body).toMatchObject({
      name: { givenName: 'Samuel' },
      title: 'Supervisor',
      [E]: { department: 'Operations', manager: { value: manager.id } },
    });
    // The manager is a Team Manager: the user joined their team.
    expect((await findUser(companyId, user.id as string, true))?.manager_id).toBe(manager.id);

    const okta = await scim(
      'PATCH',
      `/Users/${user.id}`,
      patchOp({ op: 'replace', value: { 'name.familyName': 'Okta', title: 'Lead' } }),
    );
    expect(okta.body).toMatchObject({ name: { givenName: 'Samuel', familyName: 'Okta' }, title: 'Lead' });
    const removed = await scim(
      'PATCH',
      `/Users/${user.id}`,
      patchOp({ op: 'remove', path: 'title' }, { op: 'remove', path: `${E}:manager` }),
    );
    expect(removed.body.title).toBeUndefined();
    expect((await findUser(companyId, user.id as string, true))?.manager_id).toBeUndefined();

    expect((await scim('PATCH', `/Users/${user.id}`, patchOp({ op: 'frob', path: 'title', value: 'x' }))).body).toEqual(
      error(400, 'invalidSyntax'),
    );
    expect(
      (await scim('PATCH', `/Users/${user.id}`, patchOp({ op: 'replace', path: 'shoeSize', value: 9 }))).body,
    ).toEqual(error(400, 'invalidPath'));
    expect((await scim('PATCH', `/Users/${user.id}`, { Operations: 'nope' })).body).toEqual(
      error(400, 'invalidSyntax'),
    );
  });

  it("maps preferredLanguage to the user's language when it is one of the product's, and reads it back", async () => {
    const user = await created(scimUser(uniqueEmail('lang'), { preferredLanguage: 'pl-PL' }));
    expect(user.preferredLanguage).toBe('pl');
    expect((await findUser(companyId, user.id as string, true))?.language).toBe('pl');

    // A language the product does not speak, or none, leaves it as it is.
    const german = await scim('PUT', `/Users/${user.id}`, scimUser(user.userName, { preferredLanguage: 'de-DE' }));
    expect(german.status).toBe(200);
    expect(german.body.preferredLanguage).toBe('pl');
    expect((await scim('PUT', `/Users/${user.id}`, scimUser(user.userName))).body.preferredLanguage).toBe('pl');

    const patched = await scim(
      'PATCH',
      `/Users/${user.id}`,
      patchOp({ op: 'replace', path: 'preferredLanguage', value: 'es_ES' }),
    );
    expect(patched.status).toBe(200);
    expect(patched.body.preferredLanguage).toBe('es');
    expect((await findUser(companyId, user.id as string, true))?.language).toBe('es');
    const filtered = await scim('GET', '/Users?filter=preferredLanguage%20eq%20%22ES%22');
    expect(filtered.body.Resources.map((resource: { id: string }) => resource.id)).toContain(user.id);
  });
});

describe('deactivation and reactivation', () => {
  it('archives on active "False" (Entra ID), ends the learner\'s session at once, and restores on active true', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'leaver');
    const token = await signIn(person);
    expect((await call('GET', '/v1/user/profile', { token })).status).toBe(200);

    const off = await scim('PATCH', `/Users/${person.id}`, patchOp({ op: 'Replace', path: 'active', value: 'False' }));
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    // Their very next request is refused, and they cannot sign in again.
    expect((await call('GET', '/v1/user/profile', { token })).status).toBe(401);
    expect(
      (await call('POST', '/v1/clients/web/admin/login', { body: { email: person.email, password: 'Factory!Pass1' } }))
        .status,
    ).toBe(422);
    const archived = await call('GET', '/v1/archived-clients', { token: admin.token });
    expect(archived.body.data.map((row: { id: string }) => row.id)).toContain(person.id);
    // Still listed by SCIM, as inactive.
    expect(
      (await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${person.email}"`)}`)).body.Resources[0]
        .active,
    ).toBe(false);
    // Again is a no-op.
    expect(
      (await scim('PATCH', `/Users/${person.id}`, patchOp({ op: 'replace', value: { active: false } }))).status,
    ).toBe(200);

    const on = await scim('PATCH', `/Users/${person.id}`, patchOp({ op: 'replace', value: { active: true } }));
    expect(on.body.active).toBe(true);
    expect((await login(person.email, 'Factory!Pass1')).token).toEqual(expect.any(String));
  });

  it('archives on DELETE (204), keeps the record readable as inactive, and never deactivates the administrator', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'deleted');
    const token = await signIn(person);
    const deleted = await scim('DELETE', `/Users/${person.id}`);
    expect(deleted.status).toBe(204);
    expect((await call('GET', '/v1/user/profile', { token })).status).toBe(401);
    expect((await scim('GET', `/Users/${person.id}`)).body.active).toBe(false);
    expect((await findUser(companyId, person.id, true))?.is_archived).toBe(1);
    expect((await scim('DELETE', `/Users/${person.id}`)).status).toBe(204);

    expect((await scim('DELETE', `/Users/${admin.user.id}`)).body).toEqual(error(400, 'mutability'));
    expect(
      (await scim('PATCH', `/Users/${admin.user.id}`, patchOp({ op: 'replace', path: 'active', value: false }))).body,
    ).toEqual(error(400, 'mutability'));
  });

  it('restores within the band only', async () => {
    const small = await registerCompany({ banding: 1 });
    const smallScim = scimClient((await createScimToken(small.token)).token);
    const first = (await smallScim('POST', '/Users', scimUser(uniqueEmail('band')))).body;
    expect((await smallScim('DELETE', `/Users/${first.id}`)).status).toBe(204);
    await Promise.all(Array.from({ length: 19 }, () => addUser(small.token)));
    const refused = await smallScim(
      'PATCH',
      `/Users/${first.id}`,
      patchOp({ op: 'replace', path: 'active', value: true }),
    );
    expect(refused.body).toEqual({ schemas: [SCIM_SCHEMA.ERROR], status: '403', detail: SCIM_MSG.BAND_FULL });
  });
});

describe('another company and a suspended one', () => {
  it("answers 404 for another company's users, whatever the operation", async () => {
    const other = await registerCompany();
    const otherScim = scimClient((await createScimToken(other.token)).token);
    const mine = await created(scimUser(uniqueEmail('mine')));
    expect((await otherScim('GET', `/Users/${mine.id}`)).body).toEqual(error(404));
    expect((await otherScim('PUT', `/Users/${mine.id}`, scimUser(uniqueEmail('x')))).status).toBe(404);
    expect(
      (await otherScim('PATCH', `/Users/${mine.id}`, patchOp({ op: 'replace', path: 'active', value: false }))).status,
    ).toBe(404);
    expect((await otherScim('DELETE', `/Users/${mine.id}`)).status).toBe(404);
    expect(
      (await otherScim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${mine.userName}"`)}`)).body
        .totalResults,
    ).toBe(0);
    const theirs = await otherScim('GET', '/Users');
    expect(theirs.body.Resources.map((resource: { id: string }) => resource.id)).toEqual([other.user.id]);
    expect((await findUser(companyId, mine.id as string, true))?.is_archived).toBe(0);
  });

  it('keeps reads and deactivations for a suspended company and refuses other changes with 403', async () => {
    const company = await registerCompany();
    const companyScim = scimClient((await createScimToken(company.token)).token);
    const stays = (await companyScim('POST', '/Users', scimUser(uniqueEmail('stays')))).body;
    const leaves = await addPerson(company.user.company_id, ROLE.USER, 'suspended-leaver');
    const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const superToken = (await login(credential.email, credential.password)).token;
    const suspended = await call('POST', `/v1/company/state/${company.user.company_id}`, {
      token: superToken,
      body: { state: COMPANY_STATE.SUSPENDED },
    });
    expect(suspended.status).toBe(200);

    expect((await companyScim('GET', `/Users/${stays.id}`)).status).toBe(200);
    const refused = await companyScim('POST', '/Users', scimUser(uniqueEmail('late')));
    expect(refused.body).toEqual({ schemas: [SCIM_SCHEMA.ERROR], status: '403', detail: SCIM_MSG.COMPANY_SUSPENDED });
    expect(
      (await companyScim('PATCH', `/Users/${stays.id}`, patchOp({ op: 'replace', path: 'title', value: 'x' }))).status,
    ).toBe(403);
    expect(
      (await companyScim('PATCH', `/Users/${leaves.id}`, patchOp({ op: 'replace', path: 'active', value: false })))
        .status,
    ).toBe(200);
    expect((await companyScim('DELETE', `/Users/${stays.id}`)).status).toBe(204);
  });
});
