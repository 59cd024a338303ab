/** Installing catalogue courses against the running local stack: copies, idempotence, name lock, repopulate, reseed. */
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { DEFAULT_COURSES } from '../../core/content/courses/catalogue/index';
import { registerCompany } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';

const SLUG = 'fire-safety-awareness';

describe('install courses', () => {
  it('lists the catalogue, marked not installed', async () => {
    const account = await registerCompany();
    const catalogue = await call('GET', '/v1/install/courses', { token: account.token });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.data.map((row: { slug: string }) => row.slug)).toEqual(
      DEFAULT_COURSES.map((course) => course.slug),
    );
    expect(
      catalogue.body.data.every(
        (row: { installed: boolean; course_id: null }) => !row.installed && row.course_id === null,
      ),
    ).toBe(true);
    // Every default course has its own picture, and it loads at the sizes the screens use.
    for (const row of catalogue.body.data as { slug: string; thumbnail: Record<string, string> }[]) {
      expect(row.thumbnail.key).toBe(`catalogue/${row.slug}.jpg`);
      for (const preset of ['large', 'small_new']) {
        const picture = await fetch(row.thumbnail[preset]!);
        expect(picture.status, `${row.slug} ${preset}`).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/jpeg');
        expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
    }
  });

  it('copies a course with its files and test once; installing again skips it', async () => {
    const account = await registerCompany();
    const source = DEFAULT_COURSES.find((course) => course.slug === SLUG)!;
    const installed = await call('POST', '/v1/install/courses', { token: account.token, body: { courses: [SLUG] } });
    expect(installed.status).toBe(200);
    expect(installed.body.message).toBe(MSG.COURSES_INSTALLED);
    const courseId = installed.body.data.installed[0].course_id as string;
    expect(installed.body.data).toEqual({ installed: [{ slug: SLUG, course_id: courseId }], skipped: [] });

    const course = await call('GET', `/v1/courses/${courseId}?include=assets,test`, { token: account.token });
    expect(course.body.data).toMatchObject({
      name: source.name,
      is_default: true,
      catalogue_slug: SLUG,
      published: false,
      minutes: source.minutes,
      course_type: source.course_type,
      total_materials: source.materials.length,
      test: { id: courseId, pass_mark: source.quiz.pass_mark, total_questions: source.quiz.questions.length },
    });
    // The installed test asks every question the description and handout promise (not the default 10).
    const quiz = await call('GET', `/v1/quizzes/${courseId}`, { token: account.token });
    expect(quiz.body.data).toMatchObject({ question_limit: source.quiz.questions.length, random_question: false });
    const assets = course.body.data.assets as {
      asset_type: string;
      file: { url: string } | null;
      external_link: string | null;
    }[];
    // The copy has the catalogue's picture as its own course thumbnail, stored under the course.
    const thumbnail = course.body.data.thumbnail as { key: string; large: string };
    expect(thumbnail.key).toMatch(
      new RegExp(`^c/${account.user.company_id}/courses/${courseId}/thumbnail/.+/${SLUG}\\.jpg$`),
    );
    const picture = await fetch(thumbnail.large);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect(assets.map((asset) => asset.asset_type)).toEqual(source.materials.map((material) => material.kind));
    for (const asset of assets) {
      if (asset.file) expect((await fetch(asset.file.url)).status).toBe(200);
      else expect(asset.external_link).toMatch(/^https:\/\//);
    }

    const again = await call('POST', '/v1/install/courses', { token: account.token, body: { courses: [SLUG] } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MSG.COURSES_NONE_TO_INSTALL);
    expect(again.body.data.skipped).toEqual([
      { slug: SLUG, course_id: courseId, reason: MSG.COURSE_ALREADY_INSTALLED },
    ]);
    const library = await call('GET', '/v1/courses', { token: account.token });
    expect(library.body.meta.pagination.total).toBe(1);
    const catalogue = await call('GET', '/v1/install/courses', { token: account.token });
    expect(catalogue.body.data.find((row: { slug: string }) => row.slug === SLUG)).toMatchObject({
      installed: true,
      course_id: courseId,
    });

    // A default course keeps its name; everything else can change, and it can be published (it has material).
    const rename = await call('PATCH', `/v1/courses/${courseId}`, { token: account.token, body: { name: 'Renamed' } });
    expect(rename.status).toBe(422);
    expect(rename.body.errors.name).toEqual([MSG.COURSE_DEFAULT_NAME_LOCKED]);
    const edit = await call('PATCH', `/v1/courses/${courseId}`, {
      token: account.token,
      body: { name: source.name, minutes: 50 },
    });
    expect(edit.status).toBe(200);
    expect((await call('POST', `/v1/course/publish/${courseId}`, { token: account.token })).status).toBe(200);

    // Deleting it frees the slug.
    expect((await call('DELETE', `/v1/courses/${courseId}`, { token: account.token })).status).toBe(200);
    const reinstall = await call('POST', '/v1/install/courses', { token: account.token, body: { courses: [SLUG] } });
    expect(reinstall.body.data.installed).toHaveLength(1);
  });

  it('refuses an unknown slug without installing anything', async () => {
    const account = await registerCompany();
    const refused = await call('POST', '/v1/install/courses', {
      token: account.token,
      body: { courses: [SLUG, 'no-such-course'] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.courses).toEqual([MSG.CATALOGUE_COURSE_UNKNOWN]);
    expect((await call('GET', '/v1/courses', { token: account.token })).body.meta.pagination.total).toBe(0);
  });

  it('repopulates the questions (keeping settings) and reseeds the default test', async () => {
    const account = await registerCompany();
    const source = DEFAULT_COURSES.find((course) => course.slug === 'manual-handling')!;
    const installed = await call('POST', '/v1/install/courses', {
      token: account.token,
      body: { courses: [source.slug] },
    });
    const testId = installed.body.data.installed[0].course_id as string;

    const questions = await call('GET', `/v1/quiz/questions/${testId}?view=admin&limit=100`, { token: account.token });
    expect(questions.body.data.map((q: { question: string }) => q.question)).toEqual(
      source.quiz.questions.map((q) => q.question),
    );
    await call('DELETE', `/v1/question/${questions.body.data[0].id}`, { token: account.token });
    await call('PATCH', `/v1/quizzes-statement/${testId}`, {
      token: account.token,
      body: { question_limit: 4, pass_mark: 60, agree_statement: 'I agree' },
    });

    const repopulated = await call('POST', `/v1/quiz/repopulate/${testId}`, { token: account.token });
    expect(repopulated.status).toBe(200);
    expect(repopulated.body.message).toBe(MSG.QUIZ_REPOPULATED);
    expect(repopulated.body.data).toMatchObject({
      total_questions: source.quiz.questions.length,
      total_core_questions: source.quiz.questions.filter((q) => q.core_question).length,
      question_limit: 4,
      pass_mark: 60,
      agree_statement: 'I agree',
      from_catalogue: true,
    });

    const reseeded = await call('POST', `/v1/quiz/reseed/${testId}`, { token: account.token });
    expect(reseeded.body.message).toBe(MSG.QUIZ_RESEEDED);
    expect(reseeded.body.data).toMatchObject({
      total_questions: source.quiz.questions.length,
      question_limit: source.quiz.questions.length,
      pass_mark: source.quiz.pass_mark,
      agree_statement: null,
      random_question: false,
    });
    const after = await call('GET', `/v1/quiz/questions/${testId}?view=admin&limit=100`, { token: account.token });
    expect(after.body.data).toHaveLength(source.quiz.questions.length);
  });
});
