/**
 * A course's language (issue 34: course content stays as authored) against the running local stack: set on create
 * (else the company's default language, else English), changed on edit, always in the course's answers (a course
 * stored without one reads as English), the library filtered by it, a bad value refused naming `language`, the
 * catalogue offered and installed in English whatever the company's default, and the denials of the course library.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { ROLE, ROLE_NAME } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { demoCredentials } from '../../../test/factories/stack-context';
import { courseEntity } from '../../core/platform/db/entities/course';

const BAD_LANGUAGE = 'The language must be one of en-GB, pl, es.';

let owner: TRegistered;
let stranger: TRegistered;
let learnerToken: string;
let managerToken: string;

const setDefaultLanguage = async (token: string, language: string) => {
  const saved = await call('PUT', '/v1/company/language', { token, body: { default_language: language } });
  expect(saved.status).toBe(200);
};
const getCourse = async (token: string, id: string, query = '') => call('GET', `/v1/courses/${id}${query}`, { token });
const listIds = async (token: string, query: string) => {
  const listed = await call('GET', `/v1/courses?limit=100&${query}`, { token });
  expect(listed.status, query).toBe(200);
  return (listed.body.data as { id: string }[]).map((course) => course.id);
};

async function signInDemo(role: string): Promise<string> {
  const credential = demoCredentials().find((entry) => entry.role === role);
  if (!credential) throw new Error(`no demo ${role}`);
  return (await login(credential.email, credential.password)).token;
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  learnerToken = (await addSignedInUser(owner.token, {})).token;
  managerToken = (await addSignedInUser(owner.token, { role_id: ROLE.MANAGER })).token;
});

describe("a course's language", () => {
  it('is the one sent on create, read back by the course, the edit panel and the library', async () => {
    const course = await createCourse(owner.token, { name: 'BHP na budowie', language: 'pl' });
    expect(course.language).toBe('pl');
    expect((await getCourse(owner.token, course.id)).body.data.language).toBe('pl');
    const info = await call('GET', `/v1/course-edit-info/${course.id}`, { token: owner.token });
    expect(info.body.data.language).toBe('pl');
    const listed = await call('GET', '/v1/courses?limit=100', { token: owner.token });
    expect(listed.body.data.find((row: { id: string }) => row.id === course.id).language).toBe('pl');
  });

  it("defaults to the company's default language, else English (UK)", async () => {
    const account = await registerCompany();
    const english = await createCourse(account.token, { name: 'Before the default' });
    expect(english.language).toBe('en-GB');
    await setDefaultLanguage(account.token, 'es');
    const spanish = await createCourse(account.token, { name: 'Seguridad' });
    expect(spanish.language).toBe('es');
    // Sent, it wins over the default; the courses made earlier keep theirs.
    expect((await createCourse(account.token, { name: 'Fire', language: 'en-GB' })).language).toBe('en-GB');
    expect((await getCourse(account.token, english.id)).body.data.language).toBe('en-GB');
  });

  it('changes on edit, and is kept by an edit that does not send it', async () => {
    const course = await createCourse(owner.token, { name: 'Evacuation', language: 'en-GB' });
    const edited = await call('PATCH', `/v1/courses/${course.id}`, { token: owner.token, body: { language: 'es' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Evacuation', language: 'es' });
    const renamed = await call('PATCH', `/v1/courses/${course.id}`, {
      token: owner.token,
      body: { name: 'Evacuación' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Evacuación', language: 'es' });
  });

  it('reads as English (UK) for a course stored without one', async () => {
    const account = await registerCompany();
    await setDefaultLanguage(account.token, 'pl');
    const course = await createCourse(account.token, { name: 'Legacy course' });
    expect(course.language).toBe('pl');
    // A course written before courses had a language.
    await courseEntity()
      .build(UpdateItemCommand)
      .item({ company_id: account.user.company_id, course_id: course.id, language: $remove() })
      .send();
    expect((await getCourse(account.token, course.id)).body.data.language).toBe('en-GB');
    expect(await listIds(account.token, 'language=en-GB')).toEqual([course.id]);
    expect(await listIds(account.token, 'language=pl')).toEqual([]);
  });

  it('refuses a language the product does not speak, naming the field', async () => {
    const course = await createCourse(owner.token, { name: 'Strict', language: 'pl' });
    for (const language of ['fr', 'en', 'PL', '', 7, null]) {
      const created = await call('POST', '/v1/courses', {
        token: owner.token,
        body: { name: 'Nope', s3_url: 'k', language },
      });
      expect(created.status, `create ${String(language)}`).toBe(422);
      expect(created.body.errors.language, `create ${String(language)}`).toEqual([BAD_LANGUAGE]);
      const edited = await call('PATCH', `/v1/courses/${course.id}`, { token: owner.token, body: { language } });
      expect(edited.status, `edit ${String(language)}`).toBe(422);
      expect(edited.body.errors.language, `edit ${String(language)}`).toEqual([BAD_LANGUAGE]);
    }
    const listed = await call('GET', '/v1/courses?language=fr', { token: owner.token });
    expect(listed.status).toBe(422);
    expect(listed.body.errors.language).toEqual([BAD_LANGUAGE]);
    // Nothing changed.
    expect((await getCourse(owner.token, course.id)).body.data.language).toBe('pl');
  });
});

describe("the library's language filter", () => {
  it('lists only the courses in that language, with the other filters, counted and paged', async () => {
    const account = await registerCompany();
    const fireEn = await createCourse(account.token, { name: 'Fire Safety', language: 'en-GB' });
    const firePl = await createCourse(account.token, { name: 'Fire po polsku', language: 'pl' });
    const handlingPl = await createCourse(account.token, { name: 'Przenoszenie', language: 'pl' });
    const fireEs = await createCourse(account.token, { name: 'Fire en español', language: 'es' });

    expect(await listIds(account.token, 'language=pl')).toEqual([handlingPl.id, firePl.id]);
    expect(await listIds(account.token, 'language=es')).toEqual([fireEs.id]);
    expect(await listIds(account.token, 'language=en-GB')).toEqual([fireEn.id]);
    expect(await listIds(account.token, `language=pl&search=${encodeURIComponent('name:fire')}`)).toEqual([firePl.id]);
    expect(await listIds(account.token, '')).toHaveLength(4);

    const paged = await call('GET', '/v1/courses?language=pl&limit=1&page=2', { token: account.token });
    expect(paged.body.meta.pagination).toMatchObject({ total: 2, per_page: 1, current_page: 2, total_pages: 2 });
    expect(paged.body.data.map((course: { id: string }) => course.id)).toEqual([firePl.id]);
  });

  it("filters the named company's courses for the super administrator, and never another company's", async () => {
    const polish = await createCourse(owner.token, { name: 'Tylko po polsku', language: 'pl' });
    const superAdmin = await signInDemo(ROLE_NAME[ROLE.SUPER_ADMIN]);
    expect(await listIds(superAdmin, `company_id=${owner.user.company_id}&language=pl`)).toContain(polish.id);
    expect(await listIds(superAdmin, `company_id=${stranger.user.company_id}&language=pl`)).not.toContain(polish.id);
    // Another administrator's filter is on their own company: none of the owner's courses.
    expect(await listIds(stranger.token, `language=pl&company_id=${owner.user.company_id}`)).toEqual([]);
  });
});

describe('denials', () => {
  it("answers 404 for another company's course and 403 for learners and managers, changing nothing", async () => {
    const course = await createCourse(owner.token, { name: 'Guarded', language: 'en-GB' });
    const edit = { language: 'pl' };
    const foreign = await call('PATCH', `/v1/courses/${course.id}`, { token: stranger.token, body: edit });
    expect(foreign.status).toBe(404);
    for (const [role, token] of [
      [ROLE_NAME[ROLE.USER], learnerToken],
      [ROLE_NAME[ROLE.MANAGER], managerToken],
    ] as const) {
      expect((await call('PATCH', `/v1/courses/${course.id}`, { token, body: edit })).status, role).toBe(403);
      expect((await call('POST', '/v1/courses', { token, body: { name: 'X', language: 'pl' } })).status, role).toBe(
        403,
      );
      expect((await call('GET', '/v1/courses?language=en-GB', { token })).status, role).toBe(403);
    }
    expect((await call('PATCH', `/v1/courses/${course.id}`, { body: edit })).status).toBe(401);
    expect((await getCourse(owner.token, course.id)).body.data.language).toBe('en-GB');
  });
});

describe("the learner's view", () => {
  it("carries the course's language on the learner's lists and the course details", async () => {
    const course = await createCourse(owner.token, { name: 'Curso publicado', language: 'es' });
    await addLink(owner.token, course.id);
    expect((await call('POST', `/v1/course/publish/${course.id}`, { token: owner.token })).status).toBe(200);
    const published = await call('GET', '/v1/published-courses?limit=100', { token: learnerToken });
    expect(published.status).toBe(200);
    expect(published.body.data.find((row: { id: string }) => row.id === course.id).language).toBe('es');
    expect((await getCourse(learnerToken, course.id, '?include=enrolled')).body.data.language).toBe('es');
  });
});

describe('the catalogue', () => {
  it("is offered in English and installed in English, whatever the company's default language", async () => {
    const account = await registerCompany();
    await setDefaultLanguage(account.token, 'pl');
    const catalogue = await call('GET', '/v1/install/courses', { token: account.token });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.data.length).toBeGreaterThan(0);
    for (const row of catalogue.body.data as { slug: string; language: string }[]) {
      expect(row.language, row.slug).toBe('en-GB');
    }
    const installed = await call('POST', '/v1/install/courses', {
      token: account.token,
      body: { courses: ['manual-handling'] },
    });
    expect(installed.status).toBe(200);
    const courseId = installed.body.data.installed[0].course_id as string;
    expect((await getCourse(account.token, courseId)).body.data.language).toBe('en-GB');
    expect(await listIds(account.token, 'language=en-GB')).toEqual([courseId]);
    expect(await listIds(account.token, 'language=pl')).toEqual([]);
  });
});
