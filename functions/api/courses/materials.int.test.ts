/** Course material against the running local stack: uploads checked by magic bytes, links, order, edit, delete. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import {
  addLink,
  createCourse,
  mp4File,
  pdfFile,
  pngFile,
  pptxFile,
  signAndPost,
  uploadFile,
} from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';

let account: TRegistered;
let courseId: string;

async function addFile(
  type: 'video' | 'document' | 'powerpoint',
  kind: string,
  file: Awaited<ReturnType<typeof pdfFile>>,
) {
  const s3_url = await uploadFile(account.token, kind, file);
  return call('POST', '/v1/course/add/training-material', {
    token: account.token,
    body: { course: courseId, title: `My ${type}`, description: 'Read me', type, s3_url },
  });
}

beforeAll(async () => {
  account = await registerCompany();
  courseId = (await createCourse(account.token, { name: 'Materials' })).id;
});

describe('adding material', () => {
  it('adds a document whose file is served by a short-lived presigned URL', async () => {
    const pdf = await pdfFile('Fire handout.pdf');
    const added = await addFile('document', 'course-document', pdf);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(MSG.DOCUMENT_ADDED);
    const asset = added.body.data;
    expect(asset).toMatchObject({
      course_id: courseId,
      title: 'My document',
      description: 'Read me',
      asset_type: 'document',
      external_link: null,
      video: null,
      conversion: null,
      slider: [],
      file: { mime_type: 'application/pdf', original_name: 'Fire handout.pdf', size: pdf.bytes.length },
    });
    expect(asset.file.url).toMatch(/X-Amz-Expires=900/);
    const download = await fetch(asset.file.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf.bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^inline; filename="Fire-handout.pdf"/);
  });

  it('adds a video that plays locally as the MP4 (ready at once, no transcode)', async () => {
    const added = await addFile('video', 'course-video', await mp4File());
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(MSG.VIDEO_ADDED);
    expect(added.body.data.video).toEqual({ status: 'ready', hls_url: null, poster_url: null, note: null });
    expect(added.body.data.file.mime_type).toBe('video/mp4');
    expect((await fetch(added.body.data.file.url)).status).toBe(200);
  });

  it('adds a slide deck and converts it to slide images, or offers it as a download with a note', async () => {
    const added = await addFile('powerpoint', 'course-powerpoint', await pptxFile());
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(MSG.POWERPOINT_ADDED);
    const assetId = added.body.data.id as string;
    const settled = await eventually(async () => {
      const list = await call('GET', `/v1/course/materials/${courseId}`, { token: account.token });
      const deck = list.body.data.find((asset: { id: string }) => asset.id === assetId);
      return deck.conversion === 'pending' ? undefined : deck;
    }, 90_000);
    if (settled.conversion === 'ready') {
      expect(settled.slider.length).toBeGreaterThan(1);
      const slide = await fetch(settled.slider[0]);
      expect(slide.status).toBe(200);
      expect(
        Buffer.from(await slide.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect(settled.conversion_note).toBeNull();
    } else {
      expect(settled.conversion).toBe('unavailable');
      expect(settled.slider).toEqual([]);
      expect(settled.conversion_note).toBe(MSG.SLIDES_UNAVAILABLE);
    }
    expect((await fetch(settled.file.url)).status).toBe(200);
  });

  it('adds an external link (http or https only), stored and never fetched', async () => {
    const link = await call('POST', '/v1/course/add/training-material', {
      token: account.token,
      body: {
        course: courseId,
        title: 'Guidance',
        type: 'link',
        url: 'https://www.gov.uk/workplace-fire-safety-your-responsibilities',
      },
    });
    expect(link.status).toBe(201);
    expect(link.body.message).toBe(MSG.EXTERNAL_LINK_ADDED);
    expect(link.body.data).toMatchObject({
      asset_type: 'link',
      file: null,
      external_link: 'https://www.gov.uk/workplace-fire-safety-your-responsibilities',
    });
    for (const url of ['javascript:alert(1)', 'ftp://files.test/x', 'www.example.test']) {
      const refused = await call('POST', '/v1/course/add/training-material', {
        token: account.token,
        body: { course: courseId, title: 'Bad', type: 'link', url },
      });
      expect(refused.status, url).toBe(422);
      expect(refused.body.errors.url).toEqual([MSG.MATERIAL_URL_INVALID]);
    }
    const none = await call('POST', '/v1/course/add/training-material', {
      token: account.token,
      body: { course: courseId, title: 'x', type: 'link' },
    });
    expect(none.body.errors.url).toEqual([MSG.MATERIAL_URL_REQUIRED]);
  });
});

describe('upload limits', () => {
  it('refuses to sign oversize or wrong-type files for each material kind, saying what is wrong', async () => {
    const pdf = await pdfFile();
    const cases: [string, { name: string; type: string }, number, string, string][] = [
      [
        'course-video',
        { name: 'big.mp4', type: 'video/mp4' },
        151 * 1024 * 1024,
        'size',
        'The file may not be greater than 150 MB.',
      ],
      [
        'course-video',
        { name: 'clip.mov', type: 'video/quicktime' },
        1000,
        'file_name',
        'The file must be a file of type: mp4.',
      ],
      [
        'course-document',
        { name: 'big.pdf', type: 'application/pdf' },
        21 * 1024 * 1024,
        'size',
        'The file may not be greater than 20 MB.',
      ],
      [
        'course-document',
        { name: 'notes.txt', type: 'text/plain' },
        1000,
        'file_name',
        'The file must be a file of type: pdf, doc, docx, xls, xlsx, ppt, pptx.',
      ],
      [
        'course-powerpoint',
        { name: 'deck.pdf', type: 'application/pdf' },
        1000,
        'file_name',
        'The file must be a file of type: ppt, pptx.',
      ],
      [
        'thumbnail',
        { name: 'big.png', type: 'image/png' },
        11 * 1024 * 1024,
        'size',
        'The file may not be greater than 10 MB.',
      ],
    ];
    for (const [kind, file, size, field, message] of cases) {
      const { signed } = await signAndPost(account.token, kind, { ...file, bytes: pdf.bytes }, { size });
      expect(signed.status, `${kind} ${file.name}`).toBe(422);
      expect(signed.body.errors[field], `${kind} ${file.name}`).toEqual([message]);
    }
  });

  it('refuses (and deletes) a file whose bytes are not what its name says', async () => {
    const fake = {
      name: 'handout.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('<html>not a pdf</html>'.repeat(10)),
    };
    const { key } = await signAndPost(account.token, 'course-document', fake);
    const verified = await call('POST', '/v1/sign/verify', {
      token: account.token,
      body: { type: 'course-document', key },
    });
    expect(verified.status).toBe(422);
    expect(verified.body.errors.key[0]).toMatch(/not a recognised file type|does not match its type/);
    const added = await call('POST', '/v1/course/add/training-material', {
      token: account.token,
      body: { course: courseId, title: 'Fake', type: 'document', s3_url: key },
    });
    expect(added.status).toBe(422);
    expect(added.body.errors.s3_url).toEqual([MSG.MATERIAL_FILE_NOT_UPLOADED]);
  });

  it('refuses a PDF posing as a video and an upload of the wrong kind', async () => {
    const { key } = await signAndPost(account.token, 'course-video', {
      name: 'clip.mp4',
      type: 'video/mp4',
      bytes: (await pdfFile()).bytes,
    });
    const verified = await call('POST', '/v1/sign/verify', {
      token: account.token,
      body: { type: 'course-video', key },
    });
    expect(verified.status).toBe(422);
    expect(verified.body.errors.key[0]).toBe('The file content does not match its type (video/mp4).');

    const image = await uploadFile(account.token, 'thumbnail', await pngFile());
    const wrongKind = await call('POST', '/v1/course/add/training-material', {
      token: account.token,
      body: { course: courseId, title: 'Picture', type: 'document', s3_url: image },
    });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors.s3_url).toEqual([MSG.MATERIAL_FILE_NOT_UPLOADED]);
    const missing = await call('POST', '/v1/course/add/training-material', {
      token: account.token,
      body: { course: courseId, title: 'Nothing', type: 'video' },
    });
    expect(missing.body.errors.s3_url).toEqual([MSG.MATERIAL_FILE_REQUIRED]);
  });
});

describe('managing material', () => {
  it('lists in order, saves a new order, edits a title and deletes with the files', async () => {
    const own = await registerCompany();
    const course = await createCourse(own.token);
    const first = await addLink(own.token, course.id, 'https://one.test/');
    const second = await addLink(own.token, course.id, 'https://two.test/');
    const s3_url = await uploadFile(own.token, 'course-document', await pdfFile());
    const third = (
      await call('POST', '/v1/course/add/training-material', {
        token: own.token,
        body: { course: course.id, title: 'Doc', type: 'document', s3_url },
      })
    ).body.data;

    const listed = await call('GET', `/v1/course/materials/${course.id}?limit=99999`, { token: own.token });
    expect(listed.body.data.map((asset: { id: string }) => asset.id)).toEqual([first.id, second.id, third.id]);

    const sorted = await call('POST', `/v1/course/training-material/sort/${course.id}`, {
      token: own.token,
      body: { sort_order: [third.id, first.id, second.id] },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.map((asset: { id: string; sort_order: number }) => [asset.id, asset.sort_order])).toEqual([
      [third.id, 1],
      [first.id, 2],
      [second.id, 3],
    ]);
    const partial = await call('POST', `/v1/course/training-material/sort/${course.id}`, {
      token: own.token,
      body: { sort_order: [first.id] },
    });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.sort_order).toEqual([MSG.MATERIAL_SORT_MISMATCH]);

    const edited = await call('PATCH', `/v1/assets/${third.id}`, {
      token: own.token,
      body: { title: 'Handout', description: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(MSG.DOCUMENT_UPDATED);
    expect(edited.body.data).toMatchObject({ title: 'Handout', description: null });

    const removed = await call('POST', '/v1/course/remove/training-material', {
      token: own.token,
      body: { course_id: course.id, asset_id: third.id },
    });
    expect(removed.status).toBe(200);
    expect((await fetch(third.file.url)).status).toBe(404);
    const after = await call('GET', `/v1/courses/${course.id}?include=assets,links,documents`, { token: own.token });
    expect(after.body.data.assets.map((asset: { id: string }) => asset.id)).toEqual([first.id, second.id]);
    expect(after.body.data.links).toHaveLength(2);
    expect(after.body.data.documents).toEqual([]);
    expect(after.body.data.total_materials).toBe(2);
    const again = await call('POST', '/v1/course/remove/training-material', {
      token: own.token,
      body: { course_id: course.id, asset_id: third.id },
    });
    expect(again.status).toBe(404);
  });
});
