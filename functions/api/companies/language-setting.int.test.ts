/**
 * The company's default language (issue 34; Company Information) against the running local stack: English until set,
 * saved through PUT /v1/company/language and read back by both account reads and by the users who have not chosen
 * their own (their profile's `language`), a bad language refused naming the field, learners and managers refused,
 * the company always the token's (another company untouched), and the change in the company's audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { auditEventsOf } from '../../../test/factories/audit-events';
import { call } from '../../../test/factories/http';

let admin: TRegistered;
let other: TRegistered;
let learnerToken: string;
let managerToken: string;

const setLanguage = (token: string, body: unknown) => call('PUT', '/v1/company/language', { token, body });
const details = async (token: string) => (await call('GET', '/v1/company/details', { token })).body.data;
const profileOf = async (token: string) => (await call('GET', '/v1/user/profile', { token })).body.data;

beforeAll(async () => {
  admin = await registerCompany();
  other = await registerCompany();
  learnerToken = (await addSignedInUser(admin.token, {})).token;
  managerToken = (await addSignedInUser(admin.token, { role_id: ROLE.MANAGER })).token;
});

describe("the company's default language", () => {
  it('is English (UK) until set, for the company and for its users', async () => {
    expect((await details(admin.token)).default_language).toBe('en-GB');
    expect((await call('GET', '/v1/company/account-info', { token: admin.token })).body.data.default_language).toBe(
      'en-GB',
    );
    const learner = await profileOf(learnerToken);
    expect(learner).toMatchObject({ language: 'en-GB', language_chosen: false });
    expect(learner.company.default_language).toBe('en-GB');
  });

  it("is saved by the administrator, read back, and followed by the users who have not chosen one; the token's company only", async () => {
    const saved = await setLanguage(admin.token, { default_language: 'pl', company_id: other.user.company_id });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: admin.user.company_id, default_language: 'pl' });
    expect((await details(admin.token)).default_language).toBe('pl');
    expect((await call('GET', '/v1/company/account-info', { token: admin.token })).body.data.default_language).toBe(
      'pl',
    );
    const learner = await profileOf(learnerToken);
    expect(learner).toMatchObject({ language: 'pl', language_chosen: false });
    expect(learner.company.default_language).toBe('pl');
    expect((await profileOf(admin.token)).language).toBe('pl');

    // The company comes from the token: a company_id in the body changes nothing of another company.
    expect((await details(other.token)).default_language).toBe('en-GB');
    expect(await profileOf(other.token)).toMatchObject({ language: 'en-GB', language_chosen: false });

    // The change is in the company's audit log: the caller, and the field before (absent) and after.
    const made = await auditEventsOf(admin.user.company_id, saved.headers.get('x-request-id'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      action: 'companies.updateLanguage',
      actor_kind: 'user',
      actor_id: admin.user.id,
      target_type: 'company',
      target_id: admin.user.company_id,
      outcome: 'success',
    });
    expect(made[0]?.pii.changes).toContainEqual({ field: 'default_language', after: 'pl' });

    const again = await setLanguage(admin.token, { default_language: 'es' });
    expect(again.status).toBe(200);
    expect((await profileOf(learnerToken)).language).toBe('es');
    const changed = await auditEventsOf(admin.user.company_id, again.headers.get('x-request-id'));
    expect(changed[0]?.pii.changes).toContainEqual({ field: 'default_language', before: 'pl', after: 'es' });
  });

  it('refuses a language the product does not speak, or none, with 422 naming the field, and saves nothing', async () => {
    const before = (await details(admin.token)).default_language;
    for (const body of [{ default_language: 'de' }, { default_language: 'PL' }, { default_language: 3 }]) {
      const refused = await setLanguage(admin.token, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.default_language).toEqual(['The default language must be one of en-GB, pl, es.']);
    }
    const missing = await setLanguage(admin.token, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.default_language).toEqual(['The default language field is required.']);
    expect((await details(admin.token)).default_language).toBe(before);
  });

  it('refuses learners and managers with 403, and saves nothing', async () => {
    const before = (await details(admin.token)).default_language;
    for (const token of [learnerToken, managerToken]) {
      expect((await setLanguage(token, { default_language: 'en-GB' })).status).toBe(403);
    }
    expect((await details(admin.token)).default_language).toBe(before);
    expect((await call('PUT', '/v1/company/language', { body: { default_language: 'pl' } })).status).toBe(401);
  });
});
