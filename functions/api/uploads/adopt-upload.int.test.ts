/**
 * The spec's upload flow: sign, upload straight to storage, name the key in the save call. No call to
 * /sign/verify: every save that adopts an upload runs the content check itself.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser, type TAddedUser } from '../../../test/factories/added-users';
import { createCourse, pdfFile, pngFile, signAndPost } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { objectExists, uploadRecordExists } from '../../../test/factories/upload-attacks';

let admin: TRegistered;
let learner: { user: TAddedUser; token: string };

async function freshKey(token: string, kind: string, file: Awaited<ReturnType<typeof pngFile>>): Promise<string> {
  const { key } = await signAndPost(token, kind, file);
  if (!key) throw new Error('sign refused');
  return key;
}

beforeAll(async () => {
  admin = await registerCompany();
  learner = await addSignedInUser(admin.token, { first_name: 'Lena', last_name: 'Learner' });
});

describe('saving with a fresh upload and no verify call', () => {
  it('creates a course with its thumbnail (moved under the course, the upload key consumed)', async () => {
    const s3_url = await freshKey(admin.token, 'thumbnail', await pngFile());
    const course = await createCourse(admin.token, { s3_url });
    expect(course.id).toBeTruthy();
    expect(await objectExists(s3_url)).toBe(false);
    expect(await uploadRecordExists(admin.user.company_id, s3_url)).toBe(false);
  });

  it('adds a document material to a course', async () => {
    const course = await createCourse(admin.token);
    const pdf = await pdfFile();
    const s3_url = await freshKey(admin.token, 'course-document', pdf);
    const added = await call('POST', '/v1/course/add/training-material', {
      token: admin.token,
      body: { course: course.id, title: 'Handout', description: 'Read it', type: 'document', s3_url },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const file = added.body.data.file as { url: string; size: number };
    expect(file.size).toBe(pdf.bytes.length);
  });

  it('creates a playlist with an uploaded image', async () => {
    const s3_url = await freshKey(admin.token, 'thumbnail', await pngFile('Playlist.png'));
    const created = await call('POST', '/v1/channels', {
      token: admin.token,
      body: { name: 'Onboarding', thumbnailOption: 'image', s3_url },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('sets a profile picture', async () => {
    const s3_url = await freshKey(learner.token, 'avatar', await pngFile('Me.png'));
    const profile = await call('PUT', '/v1/user/profile', {
      token: learner.token,
      body: { first_name: 'Lena', last_name: 'Learner', email: learner.user.email, s3_url },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect((profile.body.data.thumbnail as { key: string }).key).toBe(s3_url);
  });

  it('adds an external training record with its certificate', async () => {
    const pdf = await pdfFile('First aid.pdf');
    const s3_url = await freshKey(learner.token, 'certificate', pdf);
    const created = await call('POST', '/v1/external-training', {
      token: learner.token,
      body: {
        name: 'Emergency First Aid at Work',
        completed: '2025-03-03',
        type: 353362,
        body: 'St John Ambulance',
        result: 'passed',
        s3_url,
        file: 'First aid.pdf',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.file).toMatchObject({ mime_type: 'application/pdf', size: pdf.bytes.length });
  });

  it('answers 422 on s3_url when the key was signed but nothing was uploaded', async () => {
    const signed = await call('POST', '/v1/sign', {
      token: admin.token,
      body: { type: 'thumbnail', file_name: 'never.png', content_type: 'image/png', size: 1000 },
    });
    const created = await call('POST', '/v1/courses', {
      token: admin.token,
      body: {
        name: 'No image',
        description: '<p>x</p>',
        hours: 1,
        minutes: 0,
        type: 353359,
        s3_url: signed.body.data.key,
      },
    });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['s3_url']);
  });
});
