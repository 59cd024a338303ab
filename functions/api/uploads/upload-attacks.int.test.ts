/**
 * Hostile uploads against the running local stack, without the /sign/verify call (the save checks the file): each
 * is refused with a 422 naming the field, and neither the object nor the upload record nor the course is left.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { createCourse, pdfFile, pngFile, pptxFile, type TFile } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import {
  executableFile,
  htmlFile,
  objectExists,
  polyglotFile,
  signAndPostAs,
  signAndStoreDirectly,
  svgFile,
  uploadRecordExists,
  zipBombFile,
} from '../../../test/factories/upload-attacks';

let admin: TRegistered;
let stranger: TRegistered;
let courseId: string;

function courseBody(s3_url: string) {
  return { name: 'Course', description: '<p>About</p>', hours: 1, minutes: 0, type: 353359, s3_url };
}

async function courseCount(account: TRegistered): Promise<number> {
  const page = await call('GET', '/v1/courses?page=1&limit=1', { token: account.token });
  return page.body.meta.pagination.total as number;
}

/** Creates a course with `s3_url`; expects a 422 on s3_url and no course, object or record left. */
async function expectCourseRefused(account: TRegistered, key: string, message?: RegExp) {
  const before = await courseCount(account);
  const created = await call('POST', '/v1/courses', { token: account.token, body: courseBody(key) });
  expect(created.status, JSON.stringify(created.body)).toBe(422);
  expect(Object.keys(created.body.errors)).toEqual(['s3_url']);
  if (message) expect(created.body.errors.s3_url[0]).toMatch(message);
  expect(await courseCount(account)).toBe(before);
  return created;
}

async function expectGone(account: TRegistered, key: string) {
  expect(await objectExists(key)).toBe(false);
  expect(await uploadRecordExists(account.user.company_id, key)).toBe(false);
}

/** Adds a document material with `file` uploaded as `kind`; expects 422 on s3_url and nothing left. */
async function expectMaterialRefused(file: TFile, message: RegExp) {
  const key = await signAndPostAs(admin.token, 'course-document', file);
  const added = await call('POST', '/v1/course/add/training-material', {
    token: admin.token,
    body: { course: courseId, title: 'Handout', description: 'x', type: 'document', s3_url: key },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(422);
  expect(Object.keys(added.body.errors)).toEqual(['s3_url']);
  expect(added.body.errors.s3_url[0]).toMatch(message);
  await expectGone(admin, key);
  const materials = await call('GET', `/v1/course/materials/${courseId}`, { token: admin.token });
  expect(materials.status).toBe(200);
  expect(materials.body.data).toEqual([]);
}

beforeAll(async () => {
  admin = await registerCompany();
  stranger = await registerCompany();
  courseId = (await createCourse(admin.token)).id;
});

describe('files that are not what they claim', () => {
  it('refuses to sign an SVG or an HTML file as an image', async () => {
    for (const [file_name, content_type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.svg', 'image/png'],
      ['page.html', 'text/html'],
      ['page.htm', 'image/png'],
    ]) {
      const signed = await call('POST', '/v1/sign', {
        token: admin.token,
        body: { type: 'thumbnail', file_name, content_type, size: 100 },
      });
      expect(signed.status).toBe(422);
      expect(signed.body.errors.file_name[0]).toContain('png, jpg, jpeg');
    }
  });

  it('refuses SVG and HTML content uploaded under a .png name', async () => {
    for (const file of [svgFile(), htmlFile()]) {
      const key = await signAndPostAs(admin.token, 'thumbnail', file);
      await expectCourseRefused(admin, key, /not a recognised file type|does not match/);
      await expectGone(admin, key);
    }
  });

  it('refuses a polyglot: a valid PNG followed by HTML and script', async () => {
    const key = await signAndPostAs(admin.token, 'thumbnail', polyglotFile((await pngFile()).bytes));
    await expectCourseRefused(admin, key, /extra data after its end/);
    await expectGone(admin, key);
  });

  it('refuses ELF and Windows executables named .pdf', async () => {
    await expectMaterialRefused(executableFile('elf'), /does not match|not a recognised/);
    await expectMaterialRefused(executableFile('mz'), /does not match|not a recognised/);
  });

  it('refuses a zip bomb named .docx without expanding it', async () => {
    const bomb = zipBombFile();
    expect(bomb.bytes.length).toBeLessThan(200 * 1024);
    await expectMaterialRefused(bomb, /expands to more than is allowed/);
  });

  it("refuses a file over the kind's limit (signed small, uploaded big)", async () => {
    const png = (await pngFile()).bytes;
    const big = { name: 'big.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) };
    // The store refuses it at once (the policy's content-length-range)...
    await expect(signAndPostAs(admin.token, 'thumbnail', big)).rejects.toThrow(
      /upload failed: 400[\s\S]*EntityTooLarge/,
    );
    // ...and had it been stored anyway, the server's check refuses it and deletes it.
    const key = await signAndStoreDirectly(admin.token, 'thumbnail', big);
    await expectCourseRefused(admin, key, /may not be greater than 10 MB/);
    await expectGone(admin, key);
  });

  it('refuses a file stored with a content type other than the one signed', async () => {
    await expect(signAndPostAs(admin.token, 'thumbnail', await pngFile(), 'text/html')).rejects.toThrow(
      /upload failed: 403/,
    );
    const key = await signAndStoreDirectly(admin.token, 'thumbnail', await pngFile(), 'text/html');
    await expectCourseRefused(admin, key, /different content type/);
    await expectGone(admin, key);
  });
});

describe('keys that are not the caller’s to use', () => {
  it("refuses keys outside the company's prefix, another company's key, and traversal in the key", async () => {
    const theirs = await signAndPostAs(stranger.token, 'thumbnail', await pngFile());
    const ours = await signAndPostAs(admin.token, 'thumbnail', await pngFile());
    const uuid = ours.split('/')[3];
    for (const key of [
      theirs,
      'public/logo.png',
      `c/${admin.user.company_id}/avatar/${uuid}/cover.png`,
      `c/${admin.user.company_id}/thumbnail/${uuid}/../../../${stranger.user.company_id}/thumbnail/x/cover.png`,
      `c/${admin.user.company_id}/thumbnail/${uuid}/%2e%2e/cover.png`,
      `/c/${admin.user.company_id}/thumbnail/${uuid}/cover.png`,
      `c/${admin.user.company_id}/thumbnail/${uuid}\\..\\cover.png`,
    ]) {
      await expectCourseRefused(admin, key);
    }
    // Another company's attempt leaves the owner's upload alone.
    expect(await objectExists(theirs)).toBe(true);
    expect(await uploadRecordExists(stranger.user.company_id, theirs)).toBe(true);
    const own = await call('POST', '/v1/courses', { token: stranger.token, body: courseBody(theirs) });
    expect(own.status).toBe(201);
  });

  it('refuses a key already used by another save', async () => {
    const key = await signAndPostAs(admin.token, 'thumbnail', await pngFile());
    const first = await call('POST', '/v1/courses', { token: admin.token, body: courseBody(key) });
    expect(first.status).toBe(201);
    await expectCourseRefused(admin, key);
  });

  it('keeps path traversal in file names out of the key', async () => {
    const png = (await pngFile()).bytes;
    for (const name of ['../../etc/passwd.png', '%2e%2e/%2e%2e/cover.png', '/var/www/cover.png', '..\\..\\cover.png']) {
      const signed = await call('POST', '/v1/sign', {
        token: admin.token,
        body: { type: 'thumbnail', file_name: name, content_type: 'image/png', size: png.length },
      });
      expect(signed.status, name).toBe(200);
      const key = signed.body.data.key as string;
      expect(key).toMatch(
        new RegExp(`^c/${admin.user.company_id}/thumbnail/[0-9a-f-]{36}/[A-Za-z0-9_-][A-Za-z0-9._-]*$`),
      );
      expect(key).not.toContain('..');
      expect(key).not.toContain('%');
      expect(key).not.toContain('\\');
    }
  });
});

describe('downloads', () => {
  it('serves a document that is not meant to render as an attachment, a PDF inline under its own type', async () => {
    const cases = [
      { file: await pptxFile('Briefing.pptx'), disposition: /^attachment; filename="Briefing\.pptx"$/ },
      { file: await pdfFile('Handout.pdf'), disposition: /^inline; filename="Handout\.pdf"$/ },
    ];
    for (const { file, disposition } of cases) {
      const key = await signAndPostAs(admin.token, 'course-document', file);
      const added = await call('POST', '/v1/course/add/training-material', {
        token: admin.token,
        body: { course: courseId, title: file.name, description: 'x', type: 'document', s3_url: key },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const response = await fetch((added.body.data.file as { url: string }).url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(file.type);
      expect(response.headers.get('content-disposition')).toMatch(disposition);
      expect(Buffer.from(await response.arrayBuffer()).equals(file.bytes)).toBe(true);
    }
  });
});
