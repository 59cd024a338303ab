/**
 * The AWS video pipeline, driven against the local table and bucket with MediaConvert mocked (aws-sdk-client-mock):
 * the S3 event starts one job per material, the job-state event marks it ready (HLS and poster) or failed, and
 * the signed HLS playlist route serves the renditions with signed segments.
 */
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import type { EventBridgeEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { putCourseObject } from '@skillway/functions/core/platform/storage/course-files';
import { registerCompany, type TRegistered } from '../../test/factories/accounts';
import { createCourse, mp4File, uploadFile } from '../../test/factories/courses';
import { call } from '../../test/factories/http';
import { handler as startTranscode } from './start-transcode';
import { handler as transcodeComplete } from './transcode-complete';

const mediaConvert = mockClient(MediaConvertClient);
const JOB_TAG = 'skillway-test';
let account: TRegistered;
let courseId: string;

function event(detailType: string, detail: unknown, id = `evt-${Math.random()}`): EventBridgeEvent<string, unknown> {
  return {
    id,
    'detail-type': detailType,
    source: 'aws',
    version: '0',
    account: '0',
    time: '',
    region: 'eu-west-2',
    resources: [],
    detail,
  };
}

async function addVideo(): Promise<{ assetId: string; key: string }> {
  const s3_url = await uploadFile(account.token, 'course-video', await mp4File('Intro.mp4'));
  const added = await call('POST', '/v1/course/add/training-material', {
    token: account.token,
    body: { course: courseId, title: 'Intro', type: 'video', s3_url },
  });
  const url = new URL(added.body.data.file.url as string);
  // Path-style presigned URL: [/_local/s3]/<bucket>/<key>.
  const bucketPrefix = `/${process.env[ENV.UPLOADS_BUCKET]}/`;
  const key = decodeURIComponent(url.pathname.slice(url.pathname.indexOf(bucketPrefix) + bucketPrefix.length));
  return { assetId: added.body.data.id as string, key };
}

async function video(assetId: string) {
  const list = await call('GET', `/v1/course/materials/${courseId}`, { token: account.token });
  return list.body.data.find((asset: { id: string }) => asset.id === assetId).video;
}

const objectCreated = (key: string, bucket = process.env[ENV.UPLOADS_BUCKET]) =>
  event('Object Created', { bucket: { name: bucket }, object: { key: encodeURIComponent(key).replace(/%2F/g, '/') } });

beforeAll(async () => {
  account = await registerCompany();
  courseId = (await createCourse(account.token)).id;
});

beforeEach(() => {
  mediaConvert.reset();
  process.env[ENV.RUNTIME] = 'aws';
  process.env[ENV.MEDIACONVERT_ROLE_ARN] = 'arn:aws:iam::123456789012:role/mediaconvert';
  process.env[ENV.MEDIA_JOB_TAG] = JOB_TAG;
});

afterAll(() => {
  process.env[ENV.RUNTIME] = 'local';
  mediaConvert.restore();
});

describe('start-transcode', () => {
  it('starts one MediaConvert job for a course video, even when the event comes twice', async () => {
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: 'job-1', Role: 'r', Settings: {} } });
    const { assetId, key } = await addVideo();
    await startTranscode(objectCreated(key));
    await startTranscode(objectCreated(key));

    const calls = mediaConvert.commandCalls(CreateJobCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input.Role).toBe('arn:aws:iam::123456789012:role/mediaconvert');
    expect(input.UserMetadata).toEqual({
      app: JOB_TAG,
      company_id: account.user.company_id,
      course_id: courseId,
      asset_id: assetId,
    });
    expect(input.Settings?.Inputs?.[0]?.FileInput).toMatch(
      new RegExp(`/${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    expect(await video(assetId)).toMatchObject({ status: 'processing', hls_url: null });
  });

  it('ignores keys that are not course videos, and other buckets', async () => {
    await startTranscode(
      objectCreated(`c/${account.user.company_id}/course-video/0b0c5e4e-1111-2222-3333-444455556666/x.mp4`),
    );
    const { key } = await addVideo();
    await startTranscode(objectCreated(key, 'another-bucket'));
    await startTranscode(objectCreated(key.replace(/\.mp4$/, '.mov')));
    expect(mediaConvert.commandCalls(CreateJobCommand)).toHaveLength(0);
  });

  it('releases its claim when MediaConvert refuses, so the retried event starts the job', async () => {
    const { assetId, key } = await addVideo();
    mediaConvert
      .on(CreateJobCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ Job: { Id: 'job-2', Role: 'r', Settings: {} } });
    await expect(startTranscode(objectCreated(key))).rejects.toThrow('throttled');
    await startTranscode(objectCreated(key));
    expect(mediaConvert.commandCalls(CreateJobCommand)).toHaveLength(2);
    expect((await video(assetId)).status).toBe('processing');
  });
});

describe('transcode-complete', () => {
  it('marks the video ready with a signed HLS playlist (renditions and segments signed) and a poster', async () => {
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: 'job-3', Role: 'r', Settings: {} } });
    const { assetId, key } = await addVideo();
    await startTranscode(objectCreated(key));
    const prefix = key.slice(0, key.lastIndexOf('/') + 1);
    const bucket = process.env[ENV.UPLOADS_BUCKET];
    await putCourseObject(
      `${prefix}hls/Intro.m3u8`,
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nIntro_360p.m3u8\n',
      'application/vnd.apple.mpegurl',
    );
    await putCourseObject(
      `${prefix}hls/Intro_360p.m3u8`,
      '#EXTM3U\n#EXTINF:6.0,\nIntro_360p_00001.ts\n#EXT-X-ENDLIST\n',
      'application/vnd.apple.mpegurl',
    );
    await putCourseObject(`${prefix}hls/Intro_360p_00001.ts`, new Uint8Array([0x47, 1, 2, 3]), 'video/mp2t');
    await putCourseObject(`${prefix}poster/Intro.0000001.jpg`, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');

    const metadata = { app: JOB_TAG, company_id: account.user.company_id, course_id: courseId, asset_id: assetId };
    // A late event of another job changes nothing.
    await transcodeComplete(
      event('MediaConvert Job State Change', { status: 'ERROR', jobId: 'job-old', userMetadata: metadata }),
    );
    expect((await video(assetId)).status).toBe('processing');

    await transcodeComplete(
      event('MediaConvert Job State Change', {
        status: 'COMPLETE',
        jobId: 'job-3',
        userMetadata: metadata,
        outputGroupDetails: [
          { type: 'HLS_GROUP', playlistFilePaths: [`s3://${bucket}/${prefix}hls/Intro.m3u8`] },
          {
            type: 'FILE_GROUP',
            outputDetails: [{ outputFilePaths: [`s3://${bucket}/${prefix}poster/Intro.0000001.jpg`] }],
          },
        ],
      }),
    );
    const ready = await video(assetId);
    expect(ready).toMatchObject({ status: 'ready', note: null });
    expect((await fetch(ready.poster_url)).status).toBe(200);

    const master = await fetch(ready.hls_url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const rendition = (await master.text()).split('\n')[2]!;
    expect(rendition).toMatch(/\/v1\/media\/hls\/.+Intro_360p\.m3u8\?exp=\d+&sig=/);
    const child = await fetch(rendition);
    const segment = (await child.text()).split('\n')[2]!;
    const bytes = await fetch(segment);
    expect(bytes.status).toBe(200);
    expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([0x47, 1, 2, 3]);

    // The playlist route serves only what its signature covers.
    expect((await fetch(ready.hls_url.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    expect((await fetch(ready.hls_url.replace('Intro.m3u8', 'Intro_360p.m3u8'))).status).toBe(403);
  });

  it('marks the video failed when the job fails, and ignores other stages', async () => {
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: 'job-4', Role: 'r', Settings: {} } });
    const { assetId, key } = await addVideo();
    await startTranscode(objectCreated(key));
    const metadata = { app: JOB_TAG, company_id: account.user.company_id, course_id: courseId, asset_id: assetId };
    await transcodeComplete(
      event('MediaConvert Job State Change', {
        status: 'ERROR',
        jobId: 'job-4',
        userMetadata: { ...metadata, app: 'skillway-prod' },
      }),
    );
    expect((await video(assetId)).status).toBe('processing');
    await transcodeComplete(
      event('MediaConvert Job State Change', { status: 'ERROR', jobId: 'job-4', userMetadata: metadata }),
    );
    expect(await video(assetId)).toMatchObject({ status: 'failed', hls_url: null });
  });
});
