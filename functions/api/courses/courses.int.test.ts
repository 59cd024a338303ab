/** The course library against the running local stack: create, edit, list, publish, delete, with denials. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE, ROLE_NAME } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addLink, createCourse, pngFile, uploadFile } from '../../../test/factories/courses';
import { call, login } from '../../../test/factories/http';
import { demoCredentials } from '../../../test/factories/stack-context';

let owner: TRegistered;
let stranger: TRegistered;

async function signIn(role: string): Promise<string> {
  const credential = demoCredentials().find((entry) => entry.role === role);
  if (!credential) throw new Error(`no demo ${role}`);
  return (await login(credential.email, credential.password)).token;
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
});

describe('create and edit a course', () => {
  it('creates an unpublished course with a sanitised description, minutes, topics and a signed thumbnail', async () => {
    const s3_url = await uploadFile(owner.token, 'thumbnail', await pngFile('Cover art.png'));
    const playlist = await call('POST', '/v1/channels', {
      token: owner.token,
      body: { name: 'Induction', icon: 'book' },
    });
    const playlistId = playlist.body.data.id as string;
    const created = await call('POST', '/v1/courses', {
      token: owner.token,
      body: {
        name: 'Fire Safety Basics',
        description: '<h2>Intro</h2><p onclick="x()">Read <strong>this</strong><script>alert(1)</script></p>',
        hours: 1,
        minutes: 30,
        topics: ['Fire', 'fire', ' Safety '],
        channels: [playlistId],
        s3_url,
        type: '353359',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MSG.COURSE_ADDED);
    const course = created.body.data;
    expect(course).toMatchObject({
      name: 'Fire Safety Basics',
      description: '<h2>Intro</h2><p>Read <strong>this</strong></p>',
      minutes: 90,
      hours: 1,
      minutes_part: 30,
      topics: ['Fire', 'Safety'],
      channels: [playlistId],
      course_type: 353359,
      course_type_name: 'Health and Safety',
      published: false,
      is_default: false,
      total_users: 0,
      total_materials: 0,
      completion_progress: 0,
    });
    // The thumbnail moved under the course's prefix and is served by signed URL.
    expect(course.thumbnail.key).toMatch(new RegExp(`^c/${owner.user.company_id}/courses/${course.id}/thumbnail/`));
    const image = await fetch(course.thumbnail.medium);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The upload key is used up.
    const again = await call('POST', '/v1/courses', { token: owner.token, body: { name: 'Again', s3_url } });
    expect(again.status).toBe(422);
    expect(again.body.errors.s3_url).toEqual([MSG.COURSE_IMAGE_NOT_UPLOADED]);
  });

  it("requires the image: 'The course image field is required.'", async () => {
    const missing = await call('POST', '/v1/courses', { token: owner.token, body: { name: 'No image' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.s3_url).toEqual([MSG.COURSE_IMAGE_REQUIRED]);
    const badType = await call('POST', '/v1/courses', {
      token: owner.token,
      body: { name: 'x', s3_url: 'k', type: 1 },
    });
    expect(badType.status).toBe(422);
    expect(badType.body.errors.type).toEqual([MSG.COURSE_TYPE_INVALID]);
    const noName = await call('POST', '/v1/courses', { token: owner.token, body: { name: ' ' } });
    expect(noName.body.errors.name).toEqual(['The name field is required.']);
  });

  it("refuses another company's image and an avatar upload as a thumbnail", async () => {
    const theirs = await uploadFile(stranger.token, 'thumbnail', await pngFile());
    const avatar = await uploadFile(owner.token, 'avatar', await pngFile());
    for (const s3_url of [theirs, avatar]) {
      const refused = await call('POST', '/v1/courses', { token: owner.token, body: { name: 'X', s3_url } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.s3_url).toEqual([MSG.COURSE_IMAGE_NOT_UPLOADED]);
    }
  });

  it('edits the fields sent, replaces the thumbnail, and reads the edit panel data', async () => {
    const course = await createCourse(owner.token, { name: 'Editable', topics: ['One', 'Two', 'Three'] });
    const s3_url = await uploadFile(owner.token, 'thumbnail', await pngFile('new.png'));
    const updated = await call('PATCH', `/v1/courses/${course.id}`, {
      token: owner.token,
      body: { name: 'Edited', minutes: 125, hours: 0, topics: ['New'], s3_url, description: '<p>New</p>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(MSG.COURSE_UPDATED);
    expect(updated.body.data).toMatchObject({
      name: 'Edited',
      minutes: 125,
      hours: 2,
      minutes_part: 5,
      topics: ['New'],
    });
    expect(updated.body.data.thumbnail.key).toMatch(/\/thumbnail\/.+\/new\.png$/);
    // The old picture is gone from the bucket.
    expect((await fetch((course.thumbnail as { medium: string }).medium)).status).toBe(404);

    const info = await call('GET', `/v1/course-edit-info/${course.id}`, { token: owner.token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ id: course.id, name: 'Edited', channels: [], topics: ['New'] });
  });
});

describe('the course library', () => {
  it('pages, searches by name, filters by date and includes the test', async () => {
    const account = await registerCompany();
    const first = await createCourse(account.token, { name: 'Alpha Fire' });
    await createCourse(account.token, { name: 'Beta Handling' });
    await createCourse(account.token, { name: 'Gamma fire drill' });
    await call('POST', '/v1/quizzes', { token: account.token, body: { course_id: first.id } });

    const page = await call('GET', '/v1/courses?page=1&limit=2&include=thumbnail,test', { token: account.token });
    expect(page.status).toBe(200);
    expect(page.body.meta.pagination).toMatchObject({ total: 3, per_page: 2, current_page: 1, total_pages: 2 });
    expect(page.body.data.map((course: { name: string }) => course.name)).toEqual([
      'Gamma fire drill',
      'Beta Handling',
    ]);

    const search = await call('GET', `/v1/courses?search=${encodeURIComponent('name:FIRE')}&include=test`, {
      token: account.token,
    });
    expect(search.body.data.map((course: { name: string }) => course.name)).toEqual(['Gamma fire drill', 'Alpha Fire']);
    expect(search.body.data[1].test).toMatchObject({ id: first.id, pass_mark: 80, total_questions: 0 });
    expect(search.body.data[0].test).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    const [y, m, d] = today.split('-');
    const inRange = await call('GET', `/v1/courses?start=${d}-${m}-${y}&end=${today}`, { token: account.token });
    expect(inRange.body.meta.pagination.total).toBe(3);
    const before = await call('GET', '/v1/courses?start=2000-01-01&end=2000-12-31', { token: account.token });
    expect(before.body.meta.pagination.total).toBe(0);
  });

  it('shows the statistics rows with counters starting at zero', async () => {
    const account = await registerCompany();
    const course = await createCourse(account.token, { name: 'Counted' });
    const stats = await call('GET', '/v1/courses-data?search=name:count', { token: account.token });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual([
      expect.objectContaining({
        id: course.id,
        name: 'Counted',
        total_users: 0,
        total_enrolled_individual_users: 0,
        total_groups: 0,
        total_enrolled_via_channel_users: 0,
        total_inprogress: 0,
        total_completed: 0,
        total_not_started: 0,
        completion_progress: 0,
      }),
    ]);
  });
});

describe('publishing', () => {
  it('refuses a course without material with the spec message, then publishes and unpublishes', async () => {
    const course = await createCourse(owner.token);
    const refused = await call('POST', `/v1/course/publish/${course.id}`, { token: owner.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MSG.COURSE_PUBLISH_NO_MATERIAL);

    await addLink(owner.token, course.id);
    const published = await call('POST', `/v1/course/publish/${course.id}`, { token: owner.token });
    expect(published.status).toBe(200);
    expect(published.body.data.published).toBe(true);
    const unpublished = await call('POST', `/v1/course/unpublish/${course.id}`, { token: owner.token });
    expect(unpublished.body.data.published).toBe(false);
  });

  it('bulk toggles to the given state, all or nothing', async () => {
    const ready = await createCourse(owner.token);
    await addLink(owner.token, ready.id);
    const empty = await createCourse(owner.token);

    const refused = await call('POST', '/v1/course/toggle-publish', {
      token: owner.token,
      body: { state: 1, courses: [ready.id, empty.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.courses).toEqual([MSG.COURSE_PUBLISH_NO_MATERIAL]);
    expect((await call('GET', `/v1/courses/${ready.id}`, { token: owner.token })).body.data.published).toBe(false);

    const on = await call('POST', '/v1/course/toggle-publish', {
      token: owner.token,
      body: { state: 1, courses: [ready.id] },
    });
    expect(on.status).toBe(200);
    expect(on.body.data.map((course: { published: boolean }) => course.published)).toEqual([true]);
    const off = await call('POST', '/v1/course/toggle-publish', {
      token: owner.token,
      body: { state: '0', courses: [ready.id, empty.id] },
    });
    expect(off.body.data.map((course: { published: boolean }) => course.published)).toEqual([false, false]);
  });

  it('unpublishes a course when its last material is removed', async () => {
    const course = await createCourse(owner.token);
    const link = await addLink(owner.token, course.id);
    await call('POST', `/v1/course/publish/${course.id}`, { token: owner.token });
    await call('POST', '/v1/course/remove/training-material', {
      token: owner.token,
      body: { course_id: course.id, asset_id: link.id },
    });
    expect((await call('GET', `/v1/courses/${course.id}`, { token: owner.token })).body.data.published).toBe(false);
  });
});

describe('deleting a course', () => {
  it('removes the course, its material, its test and its files', async () => {
    const course = await createCourse(owner.token);
    await addLink(owner.token, course.id);
    const testId = (await call('POST', '/v1/quizzes', { token: owner.token, body: { course_id: course.id } })).body.data
      .id;
    const deleted = await call('DELETE', `/v1/courses/${course.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.COURSE_DELETED);
    expect((await call('GET', `/v1/courses/${course.id}`, { token: owner.token })).status).toBe(404);
    expect((await call('GET', `/v1/quizzes/${testId}`, { token: owner.token })).status).toBe(404);
    // The files go in the background (files.delete-requested).
    const thumbnail = (course.thumbnail as { medium: string }).medium;
    await eventually(async () => ((await fetch(thumbnail)).status === 404 ? true : undefined));
    expect((await call('DELETE', `/v1/courses/${course.id}`, { token: owner.token })).status).toBe(404);
  });

  it('lets the super administrator delete and publish a company course, naming the company', async () => {
    const superAdmin = await signIn(ROLE_NAME[ROLE.SUPER_ADMIN]);
    const course = await createCourse(owner.token);
    await addLink(owner.token, course.id);
    const unnamed = await call('POST', `/v1/course/publish/${course.id}`, { token: superAdmin });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors.company_id).toEqual([MSG.COURSE_SCOPE_REQUIRED]);
    const published = await call('POST', `/v1/course/publish/${course.id}?company_id=${owner.user.company_id}`, {
      token: superAdmin,
    });
    expect(published.status).toBe(200);
    const wrongCompany = await call('DELETE', `/v1/courses/${course.id}?company_id=${stranger.user.company_id}`, {
      token: superAdmin,
    });
    expect(wrongCompany.status).toBe(404);
    const deleted = await call('DELETE', `/v1/courses/${course.id}?company_id=${owner.user.company_id}`, {
      token: superAdmin,
    });
    expect(deleted.status).toBe(200);
  });
});

describe('denials', () => {
  it('answers 404 for another company and 403 for learners and managers (404 on an unpublished course)', async () => {
    const course = await createCourse(owner.token);
    const link = await addLink(owner.token, course.id);
    const requests: [string, string, unknown?][] = [
      ['GET', `/v1/courses/${course.id}`],
      ['GET', `/v1/course-edit-info/${course.id}`],
      ['PATCH', `/v1/courses/${course.id}`, { name: 'Mine now' }],
      ['DELETE', `/v1/courses/${course.id}`],
      ['POST', `/v1/course/publish/${course.id}`],
      ['POST', `/v1/course/unpublish/${course.id}`],
      ['POST', '/v1/course/toggle-publish', { state: 0, courses: [course.id] }],
      ['GET', `/v1/course/materials/${course.id}`],
      ['POST', `/v1/course/training-material/sort/${course.id}`, { sort_order: [link.id] }],
      ['POST', '/v1/course/remove/training-material', { course_id: course.id, asset_id: link.id }],
      [
        'POST',
        '/v1/course/add/training-material',
        { course: course.id, title: 'x', type: 'link', url: 'https://x.test' },
      ],
      ['PATCH', `/v1/assets/${link.id}`, { title: 'Mine' }],
    ];
    for (const [method, path, body] of requests) {
      const result = await call(method, path, { token: stranger.token, body });
      expect(result.status, `${method} ${path}`).toBe(404);
    }
    for (const role of [ROLE_NAME[ROLE.USER], ROLE_NAME[ROLE.MANAGER]]) {
      const token = await signIn(role);
      for (const [method, path, body] of requests) {
        // Learners and managers may read a published course of their company (the player); this one is not published.
        const expected = method === 'GET' && path === `/v1/courses/${course.id}` ? 404 : 403;
        expect((await call(method, path, { token, body })).status, `${role} ${method} ${path}`).toBe(expected);
      }
    }
    // Still intact.
    const mine = await call('GET', `/v1/courses/${course.id}?include=assets`, { token: owner.token });
    expect(mine.body.data.assets.map((asset: { id: string }) => asset.id)).toEqual([link.id]);
  });
});
