/**
 * Multipart uploads of large files (issue 33) over HTTP against the local stack: the server starts the upload,
 * presigns each part for the browser's origin (the same-origin proxy locally), the parts go straight to the store,
 * and the completion checks every part against the plan and the assembled file's content. Files are generated here,
 * part by part, never committed.
 */
import { ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { MB, UPLOAD_KINDS } from '@skillway/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { scorm12ZipFile } from '../../../test/factories/package-uploads';
import { stackUrl } from '../../../test/factories/stack-context';
import {
  completeMultipart,
  generatedPart,
  putPart,
  signParts,
  startMultipart,
  uploadParts,
} from '../../../test/factories/uploads';

const env = (inject as unknown as (key: string) => Record<string, string>)('stackEnv');

/** The store itself (s3rver, behind the proxy): what is really kept, whatever the API answers. */
async function storedStatus(key: string): Promise<number> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return (await fetch(`${env.S3_ENDPOINT}/${env.UPLOADS_BUCKET}/${path}`, { method: 'HEAD' })).status;
}

const store = new S3Client({
  region: 'eu-west-2',
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

const ref = (start: { key: string; upload_id: string }) => ({ key: start.key, upload_id: start.upload_id });

let admin: TRegistered;
let other: TRegistered;
beforeAll(async () => {
  [admin, other] = await Promise.all([registerCompany(), registerCompany()]);
});

describe('a multipart course video', () => {
  it('is started, sent part by part to presigned URLs, listed for a resume, completed, checked and adopted', async () => {
    const size = 40 * MB;
    const started = await startMultipart(admin.token, { size, name: 'Site induction 2026.mp4' });
    expect(started.status).toBe(200);
    const start = started.body.data;
    expect(start).toMatchObject({ part_size: 16 * MB, part_count: 3, max_bytes: 150 * MB });
    expect(start.key).toMatch(
      new RegExp(`^c/${admin.user.company_id}/course-video/[0-9a-f-]{36}/Site-induction-2026\\.mp4$`),
    );

    // Each URL is for the browser's origin, expires in 15 minutes and signs the part's length.
    const urls = await signParts(admin.token, start, [1, 2, 3]);
    const url = new URL(urls.get(3)!);
    expect(url.origin).toBe(new URL(stackUrl()).origin);
    expect(url.pathname.startsWith(`/_local/s3/${env.UPLOADS_BUCKET}/c/`)).toBe(true);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('partNumber')).toBe('3');

    // Two parts sent, then the connection "drops": the list tells the browser what is already stored.
    const sent = [];
    for (const n of [1, 2])
      sent.push(await putPart(urls.get(n)!, generatedPart(size, start.part_size, n, { mp4: true })));
    expect(sent.map((part) => part.status)).toEqual([200, 200]);
    const listed = await call('POST', '/v1/sign/multipart/list', { token: admin.token, body: ref(start) });
    expect(listed.status).toBe(200);
    expect(listed.body.data.parts).toEqual([
      { part_number: 1, etag: sent[0]!.etag, size: 16 * MB },
      { part_number: 2, etag: sent[1]!.etag, size: 16 * MB },
    ]);

    // Completing before the last part is stored names it, and leaves the upload to resume.
    const early = await completeMultipart(admin.token, start, [
      { part_number: 1, etag: sent[0]!.etag! },
      { part_number: 2, etag: sent[1]!.etag! },
      { part_number: 3, etag: '"not-sent"' },
    ]);
    expect(early.status).toBe(422);
    expect(early.body.errors.parts).toEqual(['Part 3 is not uploaded yet.']);

    const last = await putPart(urls.get(3)!, generatedPart(size, start.part_size, 3));
    expect(last.status).toBe(200);
    const parts = [...sent, last].map((part, index) => ({ part_number: index + 1, etag: part.etag! }));
    const completed = await completeMultipart(admin.token, start, parts);
    expect(completed.status).toBe(200);
    const verified = { key: start.key, size, mime_type: 'video/mp4', original_name: 'Site induction 2026.mp4' };
    expect(completed.body.data).toEqual(verified);
    expect(await storedStatus(start.key)).toBe(200);
    // A complete retried after its answer was lost answers the same file.
    expect((await completeMultipart(admin.token, start, parts)).body.data).toEqual(verified);

    // The saved material adopts the key as it adopts a single upload's.
    const course = await createCourse(admin.token, { name: 'Induction' });
    const added = await call('POST', '/v1/course/add/training-material', {
      token: admin.token,
      body: { course: course.id, title: 'Induction film', description: 'Watch me', type: 'video', s3_url: start.key },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.file).toMatchObject({ mime_type: 'video/mp4', size });
  });

  it('refuses a part of another length than its URL was signed for, and signs no part beyond the plan', async () => {
    const size = 20 * MB;
    const start = (await startMultipart(admin.token, { size })).body.data;
    expect(start.part_count).toBe(2);
    const urls = await signParts(admin.token, start, [1, 2]);
    const short = await putPart(urls.get(2)!, generatedPart(size, start.part_size, 2).subarray(1));
    expect(short.status).toBe(403);
    const long = await putPart(urls.get(1)!, Buffer.concat([generatedPart(size, start.part_size, 1), Buffer.alloc(1)]));
    expect(long.status).toBe(403);
    const listed = await call('POST', '/v1/sign/multipart/list', { token: admin.token, body: ref(start) });
    expect(listed.body.data.parts).toEqual([]);

    const beyond = await call('POST', '/v1/sign/multipart/parts', {
      token: admin.token,
      body: { ...ref(start), part_numbers: [2, 3] },
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.errors.part_numbers).toEqual(['The upload has 2 parts: part 3 is not one of them.']);
  });

  it('refuses and deletes an assembled file whose bytes are not an MP4', async () => {
    const size = 20 * MB;
    const start = (await startMultipart(admin.token, { size, name: 'Not really.mp4' })).body.data;
    const parts = await uploadParts(admin.token, start, size, { mp4: false });
    const completed = await completeMultipart(admin.token, start, parts);
    expect(completed.status).toBe(422);
    expect(completed.body.errors.key).toEqual(['The file content is not a recognised file type.']);
    expect(await storedStatus(start.key)).toBe(404);
    // Nothing is left to adopt, verify or complete again.
    const verify = await call('POST', '/v1/sign/verify', {
      token: admin.token,
      body: { type: 'course-video', key: start.key },
    });
    expect(verify.status).toBe(404);
    expect((await completeMultipart(admin.token, start, parts)).status).toBe(404);
  });

  it('aborts: the stored parts are deleted and the upload is gone for every call', async () => {
    const size = 20 * MB;
    const start = (await startMultipart(admin.token, { size })).body.data;
    const urls = await signParts(admin.token, start, [1]);
    expect((await putPart(urls.get(1)!, generatedPart(size, start.part_size, 1, { mp4: true }))).status).toBe(200);

    const aborted = await call('POST', '/v1/sign/multipart/abort', { token: admin.token, body: ref(start) });
    expect(aborted.status).toBe(200);
    expect(aborted.body.data).toEqual({ aborted: true });
    await expect(
      store.send(new ListPartsCommand({ Bucket: env.UPLOADS_BUCKET, Key: start.key, UploadId: start.upload_id })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    for (const path of ['list', 'abort', 'parts', 'complete']) {
      const body = { ...ref(start), part_numbers: [1], parts: [{ part_number: 1, etag: '"x"' }] };
      const answer = await call('POST', `/v1/sign/multipart/${path}`, { token: admin.token, body });
      expect(answer.status, path).toBe(404);
    }
    // The URL signed before the abort stores nothing any more.
    expect((await putPart(urls.get(1)!, generatedPart(size, start.part_size, 1))).status).toBeGreaterThanOrEqual(400);
  });
});

describe('a multipart e-learning package', () => {
  it('of one part (smaller than a part) is completed and answers its title, as the verify call does', async () => {
    const zip = scorm12ZipFile('Working at height (SCORM)');
    const size = zip.bytes.length;
    const started = await startMultipart(admin.token, {
      size,
      type: 'course-package',
      name: zip.name,
      contentType: 'application/zip',
    });
    expect(started.status).toBe(200);
    const start = started.body.data;
    expect(start).toMatchObject({
      part_size: 16 * MB,
      part_count: 1,
      max_bytes: UPLOAD_KINDS['course-package'].maxBytes,
    });
    const urls = await signParts(admin.token, start, [1]);
    const sent = await putPart(urls.get(1)!, zip.bytes);
    expect(sent.status).toBe(200);
    const completed = await completeMultipart(admin.token, start, [{ part_number: 1, etag: sent.etag! }]);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toEqual({
      key: start.key,
      size,
      mime_type: 'application/zip',
      original_name: zip.name,
      package_title: 'Working at height (SCORM)',
    });
  });
});

describe('whose upload it is', () => {
  it("is 404 for another company's upload, a wrong upload id and a key issued for a single upload", async () => {
    const start = (await startMultipart(admin.token, { size: 20 * MB })).body.data;
    const single = await call('POST', '/v1/sign', {
      token: admin.token,
      body: { type: 'course-video', file_name: 'Small.mp4', content_type: 'video/mp4', size: MB },
    });
    expect(single.status).toBe(200);
    const cases = [
      { token: other.token, body: ref(start), label: "another company's upload" },
      { token: admin.token, body: { ...ref(start), upload_id: `${start.upload_id}x` }, label: 'a wrong upload id' },
      { token: admin.token, body: { key: single.body.data.key, upload_id: start.upload_id }, label: 'a single upload' },
    ];
    for (const { token, body, label } of cases) {
      for (const path of ['parts', 'list', 'complete', 'abort']) {
        const request = { ...body, part_numbers: [1], parts: [{ part_number: 1, etag: '"x"' }] };
        const answer = await call('POST', `/v1/sign/multipart/${path}`, { token, body: request });
        expect(answer.status, `${path} on ${label}`).toBe(404);
      }
    }
    // None of them touched the upload: its owner still lists it.
    const listed = await call('POST', '/v1/sign/multipart/list', { token: admin.token, body: ref(start) });
    expect(listed.status).toBe(200);
  });
});
