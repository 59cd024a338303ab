/**
 * The user's own language (issue 34; My Profile) against the running local stack: the profile's `language` is the
 * user's choice, else their company's default, else English (UK); PUT /user/profile saves it, keeps it when the body
 * has none, and clears it with null (the company default applies again); a bad language is refused naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, type TAddedUser } from '../../../test/factories/added-users';
import { call } from '../../../test/factories/http';
import { findUser } from '../../core/people/users/user-repository';

let admin: TRegistered;
let learner: { user: TAddedUser; token: string };

const profileOf = async (token: string) => (await call('GET', '/v1/user/profile', { token })).body.data;

/** PUT /user/profile with the learner's own names and address, and `extra`. */
function save(extra: Record<string, unknown>) {
  return call('PUT', '/v1/user/profile', {
    token: learner.token,
    body: {
      first_name: learner.user.first_name,
      last_name: learner.user.last_name,
      email: learner.user.email,
      ...extra,
    },
  });
}

beforeAll(async () => {
  admin = await registerCompany();
  learner = await addSignedInUser(admin.token, { first_name: 'Noa', last_name: 'Lingua' });
});

describe("the user's language", () => {
  it('is English (UK) while neither the user nor the company chose one', async () => {
    expect(await profileOf(learner.token)).toMatchObject({ language: 'en-GB', language_chosen: false });
  });

  it('follows the company default, is saved as the user’s own, kept when absent, and cleared by null', async () => {
    expect(
      (await call('PUT', '/v1/company/language', { token: admin.token, body: { default_language: 'es' } })).status,
    ).toBe(200);
    expect(await profileOf(learner.token)).toMatchObject({ language: 'es', language_chosen: false });

    const chosen = await save({ language: 'pl' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ language: 'pl', language_chosen: true });
    expect(chosen.body.data.company.default_language).toBe('es');
    expect(await profileOf(learner.token)).toMatchObject({ language: 'pl', language_chosen: true });
    expect((await findUser(admin.user.company_id, learner.user.id, true))?.language).toBe('pl');

    // The user's choice wins over a later change of the company's default.
    await call('PUT', '/v1/company/language', { token: admin.token, body: { default_language: 'en-GB' } });
    expect(await profileOf(learner.token)).toMatchObject({ language: 'pl', language_chosen: true });

    // A save without `language` (names only) keeps it.
    const kept = await save({ first_name: 'Noah' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ first_name: 'Noah', language: 'pl', language_chosen: true });
    expect(await profileOf(learner.token)).toMatchObject({ language: 'pl', language_chosen: true });

    // null clears the choice: the company's default applies again, and nothing is stored.
    await call('PUT', '/v1/company/language', { token: admin.token, body: { default_language: 'es' } });
    const cleared = await save({ language: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ language: 'es', language_chosen: false });
    expect(await profileOf(learner.token)).toMatchObject({ language: 'es', language_chosen: false });
    expect((await findUser(admin.user.company_id, learner.user.id, true))?.language).toBeUndefined();
  });

  it('refuses a language the product does not speak with 422 naming the field, and saves nothing', async () => {
    const before = await profileOf(learner.token);
    for (const language of ['de', 'en', 'EN-GB', '', 7]) {
      const refused = await save({ first_name: 'Changed', language });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.language).toEqual(['The language must be one of en-GB, pl, es.']);
    }
    const after = await profileOf(learner.token);
    expect(after).toMatchObject({ first_name: before.first_name, language: before.language });
    expect(after.language_chosen).toBe(before.language_chosen);
  });
});
