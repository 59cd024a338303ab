/**
 * The company's account information against the running local stack (administration spec: Finance and account,
 * Company and finance): read, save and read back through both save calls, validation naming the field, a
 * company_name in the body ignored, and learners and managers refused. The company always comes from the token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, MSG, ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { call } from '../../../test/factories/http';

let admin: TRegistered;
let other: TRegistered;
let learnerToken: string;
let managerToken: string;
let companyName: string;

const address = {
  street: '1 High Street',
  city: 'Leeds',
  county: 'West Yorkshire',
  country: 'UK',
  postcode: 'ls1 4ap',
  phone: '0113 496 0000',
};

beforeAll(async () => {
  admin = await registerCompany();
  other = await registerCompany();
  learnerToken = (await addSignedInUser(admin.token, {})).token;
  managerToken = (await addSignedInUser(admin.token, { role_id: ROLE.MANAGER })).token;
  companyName = (await call('GET', '/v1/company/details', { token: admin.token })).body.data.company_name;
});

describe('company account information', () => {
  it('reads the new company with its name, the default country and an empty address', async () => {
    for (const path of ['/v1/company/details', '/v1/company/account-info']) {
      const response = await call('GET', path, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        id: admin.user.company_id,
        company_name: expect.stringMatching(/^Factory .+ Ltd$/),
        street: '',
        city: '',
        county: '',
        country: DEFAULT_COUNTRY,
        postcode: '',
        phone: '',
        require_two_step_admins: false,
        default_language: 'en-GB',
      });
    }
  });

  it('saves through POST /company/details, reads it back, and ignores a company_name in the body', async () => {
    const saved = await call('POST', '/v1/company/details', {
      token: admin.token,
      body: { ...address, company_name: 'Renamed plc' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.ACCOUNT_INFO_UPDATED);
    const expected = {
      id: admin.user.company_id,
      company_name: companyName,
      ...address,
      postcode: 'LS1 4AP',
      require_two_step_admins: false,
      default_language: 'en-GB',
    };
    expect(saved.body.data).toEqual(expected);
    expect((await call('GET', '/v1/company/account-info', { token: admin.token })).body.data).toEqual(expected);
    // Another company's record is untouched.
    expect((await call('GET', '/v1/company/details', { token: other.token })).body.data.street).toBe('');
  });

  it('saves through POST /company/information with its own message; a non-UK postcode is free-form', async () => {
    const body = { ...address, country: 'France', postcode: '75001', company_name: 'Renamed again' };
    const saved = await call('POST', '/v1/company/information', { token: admin.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.COMPANY_INFO_UPDATED);
    const read = (await call('GET', '/v1/company/details', { token: admin.token })).body.data;
    expect(read).toMatchObject({ company_name: companyName, country: 'France', postcode: '75001' });
  });

  it('refuses a bad UK postcode and a phone that is not digits with 422 naming the field', async () => {
    for (const path of ['/v1/company/details', '/v1/company/information']) {
      const postcode = await call('POST', path, { token: admin.token, body: { ...address, postcode: 'NOT A CODE' } });
      expect(postcode.status).toBe(422);
      expect(Object.keys(postcode.body.errors)).toEqual(['postcode']);
      const phone = await call('POST', path, { token: admin.token, body: { ...address, phone: 'call me' } });
      expect(phone.status).toBe(422);
      expect(Object.keys(phone.body.errors)).toEqual(['phone']);
      const missing = await call('POST', path, { token: admin.token, body: { ...address, street: ' ' } });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.street).toEqual(['The street field is required.']);
    }
    expect((await call('GET', '/v1/company/details', { token: admin.token })).body.data.postcode).toBe('75001');
  });

  it('refuses learners and managers with 403', async () => {
    for (const token of [learnerToken, managerToken]) {
      expect((await call('GET', '/v1/company/details', { token })).status).toBe(403);
      expect((await call('GET', '/v1/company/account-info', { token })).status).toBe(403);
      expect((await call('POST', '/v1/company/details', { token, body: address })).status).toBe(403);
      expect((await call('POST', '/v1/company/information', { token, body: address })).status).toBe(403);
    }
  });
});
