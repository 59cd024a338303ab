/**
 * A video's captions and text descriptions against the running local stack: WebVTT uploads checked by content,
 * saved on the material, read back with presigned URLs, kept, replaced and removed (files deleted).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { createCourse, mp4File, signAndPost, uploadFile, type TFile } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';

const vtt = (name: string, text: string): TFile => ({ name, type: 'text/vtt', bytes: Buffer.from(text, 'utf8') });
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to the course.\n';
const DESCRIPTIONS = 'WEBVTT\n\n00:00.000 --> 00:02.000\nA presenter stands by a fire exit.\n';

let account: TRegistered;
let videoId: string;

function edit(body: Record<string, unknown>, id = videoId) {
  return call('PATCH', `/v1/assets/${id}`, { token: account.token, body: { title: 'Induction video', ...body } });
}

beforeAll(async () => {
  account = await registerCompany();
  const courseId = (await createCourse(account.token, { name: 'Captioned' })).id;
  const s3_url = await uploadFile(account.token, 'course-video', await mp4File());
  const added = await call('POST', '/v1/course/add/training-material', {
    token: account.token,
    body: { course: courseId, title: 'Induction video', type: 'video', s3_url },
  });
  videoId = added.body.data.id;
});

describe('video captions', () => {
  it('saves captions and a text description and reads them back with presigned URLs', async () => {
    const captions = await uploadFile(account.token, 'captions', vtt('induction.en.vtt', CAPTIONS));
    const descriptions = await uploadFile(account.token, 'captions', vtt('induction.desc.vtt', DESCRIPTIONS));
    const saved = await edit({
      captions: [
        { kind: 'captions', language: 'en', label: 'English', s3_url: captions },
        { kind: 'descriptions', language: 'en', label: 'English (described)', s3_url: descriptions },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.captions).toMatchObject([
      { kind: 'captions', language: 'en', label: 'English', original_name: 'induction.en.vtt' },
      { kind: 'descriptions', language: 'en', label: 'English (described)', original_name: 'induction.desc.vtt' },
    ]);
    const read = await call('GET', `/v1/course/materials/${saved.body.data.course_id}`, { token: account.token });
    const video = (read.body.data as { id: string; captions: { url: string }[] }[]).find((a) => a.id === videoId);
    const url = video?.captions[0]?.url ?? '';
    expect(url).toMatch(/X-Amz-Expires=900/);
    const track = await fetch(url);
    expect(track.status).toBe(200);
    expect(track.headers.get('content-type')).toBe('text/vtt');
    expect(await track.text()).toBe(CAPTIONS);

    // Listed without s3_url, a track keeps its file; left out, it is removed and its file deleted.
    const kept = await edit({ captions: [{ kind: 'captions', language: 'en', label: 'English (UK)' }] });
    expect(kept.status).toBe(200);
    expect(kept.body.data.captions).toHaveLength(1);
    expect(kept.body.data.captions[0]).toMatchObject({ label: 'English (UK)', original_name: 'induction.en.vtt' });
    expect((await fetch(saved.body.data.captions[1].url)).status).toBe(404);
    // A title-only edit leaves the tracks alone; an empty list removes them.
    expect((await edit({})).body.data.captions).toHaveLength(1);
    expect((await edit({ captions: [] })).body.data.captions).toEqual([]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('refuses a file that is not WebVTT with a 422 naming the field, and bad track lists', async () => {
    const { key } = await signAndPost(
      account.token,
      'captions',
      vtt('subs.vtt', '1\n00:00:00,000 --> 00:00:02,000\nHi\n'),
    );
    const refused = await edit({ captions: [{ kind: 'captions', language: 'en', label: 'English', s3_url: key }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['captions.0.s3_url']).toEqual([MSG.CAPTIONS_NOT_WEBVTT]);

    const srt = await call('POST', '/v1/sign', {
      token: account.token,
      body: { type: 'captions', file_name: 'subs.srt', content_type: 'text/plain', size: 10 },
    });
    expect(srt.status).toBe(422);
    expect(srt.body.errors.file_name).toEqual(['The file must be a file of type: vtt.']);

    const twice = await edit({
      captions: [
        { kind: 'captions', language: 'en', label: 'English' },
        { kind: 'captions', language: 'EN', label: 'Again' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['captions.1.language']).toEqual([MSG.CAPTIONS_DUPLICATE]);
    const noFile = await edit({ captions: [{ kind: 'captions', language: 'fr', label: 'Français' }] });
    expect(noFile.body.errors['captions.0.s3_url']).toEqual([MSG.CAPTIONS_FILE_REQUIRED]);
    const badTag = await edit({ captions: [{ kind: 'captions', language: 'English', label: 'English' }] });
    expect(badTag.body.errors['captions.0.language']).toEqual([MSG.CAPTIONS_LANGUAGE_INVALID]);
  });
});
