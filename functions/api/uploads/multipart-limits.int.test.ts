/**
 * The course video limit per company (issue 33): the spec's 150 MB by default, the super administrator's figure once
 * set; held at the start of a multipart upload (before any byte is sent), at its completion and at a single upload's
 * signing; answered by uploads.limits for the upload zones. Multipart calls are the administrators' only.
 */
import { MB, ROLE, ROLE_NAME, UPLOAD_KINDS } from '@skillway/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials } from '../../../test/factories/stack-context';
import { completeMultipart, startMultipart, uploadParts } from '../../../test/factories/uploads';

let account: TRegistered;
let superAdmin: string;
beforeAll(async () => {
  account = await registerCompany();
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  superAdmin = (await login(credential.email, credential.password)).token;
});

const setVideoLimit = (companyId: string, megabytes: number) =>
  call('PUT', `/v1/companies/${companyId}/video-limit`, { token: superAdmin, body: { video_max_mb: megabytes } });

const limits = async (token: string) =>
  (await call('GET', '/v1/sign/limits', { token })).body.data.max_bytes as Record<string, number>;

const signSingle = (token: string, size: number) =>
  call('POST', '/v1/sign', {
    token,
    body: { type: 'course-video', file_name: 'Film.mp4', content_type: 'video/mp4', size },
  });

describe('the course video limit', () => {
  it("is 150 MB by default, then the super administrator's figure, at every step of an upload", async () => {
    const companyId = account.user.company_id;
    expect(await limits(account.token)).toEqual({
      ...Object.fromEntries(Object.entries(UPLOAD_KINDS).map(([kind, rule]) => [kind, rule.maxBytes])),
      'course-video': 150 * MB,
    });
    const tooLarge = await startMultipart(account.token, { size: 300 * MB });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ size: ['The file may not be greater than 150 MB.'] });
    expect((await signSingle(account.token, 151 * MB)).body.errors.size).toEqual([
      'The file may not be greater than 150 MB.',
    ]);

    const raised = await setVideoLimit(companyId, 400);
    expect(raised.status).toBe(200);
    expect(raised.body.data).toMatchObject({ id: companyId, video_max_bytes: 400 * MB });
    const detail = await call('GET', `/v1/companies/${companyId}`, { token: superAdmin });
    expect(detail.body.data.video_max_bytes).toBe(400 * MB);
    expect((await limits(account.token))['course-video']).toBe(400 * MB);
    const single = await signSingle(account.token, 300 * MB);
    expect(single.status).toBe(200);
    expect(single.body.data.max_bytes).toBe(400 * MB);

    // A few hundred megabytes, part by part (never the whole file in memory), assembled and checked.
    const size = 300 * MB;
    const started = await startMultipart(account.token, { size, name: 'Full induction.mp4' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ part_count: 19, max_bytes: 400 * MB });
    const parts = await uploadParts(account.token, started.body.data, size, { mp4: true });
    const completed = await completeMultipart(account.token, started.body.data, parts);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ size, mime_type: 'video/mp4' });

    // Lowered while an upload runs: its bytes can never be accepted, so it is aborted and forgotten.
    const running = (await startMultipart(account.token, { size: 40 * MB })).body.data;
    const sent = await uploadParts(account.token, running, 40 * MB, { mp4: true });
    expect((await setVideoLimit(companyId, 10)).body.data.video_max_bytes).toBe(10 * MB);
    const refused = await completeMultipart(account.token, running, sent);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ parts: ['The file may not be greater than 10 MB.'] });
    const listed = await call('POST', '/v1/sign/multipart/list', {
      token: account.token,
      body: { key: running.key, upload_id: running.upload_id },
    });
    expect(listed.status).toBe(404);
  });

  it('is set by the super administrator only, between 10 MB and 5 GB', async () => {
    const companyId = account.user.company_id;
    expect((await setVideoLimit(companyId, 9)).body.errors.video_max_mb).toEqual([
      'The video limit must be at least 10 MB.',
    ]);
    expect((await setVideoLimit(companyId, 5121)).status).toBe(422);
    expect((await setVideoLimit(companyId, 5120)).body.data.video_max_bytes).toBe(5120 * MB);
    const byAdmin = await call('PUT', `/v1/companies/${companyId}/video-limit`, {
      token: account.token,
      body: { video_max_mb: 5000 },
    });
    expect(byAdmin.status).toBe(403);
  });
});

describe('who may upload in parts', () => {
  it('refuses learners and managers every multipart call, and tells everyone the limits', async () => {
    const [learner, manager] = await Promise.all([
      addPerson(account.user.company_id, ROLE.USER, 'learner').then(signIn),
      addPerson(account.user.company_id, ROLE.MANAGER, 'manager').then(signIn),
    ]);
    const ref = { key: `c/${account.user.company_id}/course-video/x/y.mp4`, upload_id: 'u' };
    const calls = [
      ['', { type: 'course-video', file_name: 'v.mp4', content_type: 'video/mp4', size: MB }],
      ['/parts', { ...ref, part_numbers: [1] }],
      ['/list', ref],
      ['/complete', { ...ref, parts: [{ part_number: 1, etag: '"x"' }] }],
      ['/abort', ref],
    ] as const;
    for (const token of [learner, manager]) {
      for (const [path, body] of calls) {
        expect((await call('POST', `/v1/sign/multipart${path}`, { token, body })).status, path).toBe(403);
      }
      expect(Object.keys(await limits(token))).toContain('course-video');
    }
  });
});
