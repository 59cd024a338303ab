import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, NoSuchUpload, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '@skillway/functions/core/platform/config';
import { handler } from './abort-stale-uploads';

const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

/** The schedule fires at this instant; uploads are old or new against it, whatever the day the test runs. */
const FIRED_AT = '2026-05-20T04:15:00Z';
const hoursBefore = (hours: number) => new Date(Date.parse(FIRED_AT) - hours * 60 * 60 * 1000);

describe('abort-stale-uploads', () => {
  it('aborts, page by page, the uploads initiated more than two days before the run, and keeps the rest', async () => {
    s3.on(ListMultipartUploadsCommand)
      .resolvesOnce({
        Uploads: [
          { Key: 'c/co-a/course-video/1/a.mp4', UploadId: 'old-1', Initiated: hoursBefore(49) },
          { Key: 'c/co-a/course-video/2/b.mp4', UploadId: 'young', Initiated: hoursBefore(47) },
        ],
        IsTruncated: true,
        NextKeyMarker: 'c/co-a/course-video/2/b.mp4',
        NextUploadIdMarker: 'young',
      })
      .resolvesOnce({
        Uploads: [
          { Key: 'c/co-b/course-package/3/p.zip', UploadId: 'old-2', Initiated: hoursBefore(24 * 30) },
          // Completed by its administrator between the listing and the abort.
          { Key: 'c/co-b/course-video/4/c.mp4', UploadId: 'gone', Initiated: hoursBefore(72) },
        ],
        IsTruncated: false,
      });
    s3.on(AbortMultipartUploadCommand).resolves({});
    s3.on(AbortMultipartUploadCommand, { UploadId: 'gone' }).rejects(
      new NoSuchUpload({ message: 'The specified upload does not exist.', $metadata: {} }),
    );

    expect(await handler({ id: 'run-1', time: FIRED_AT })).toEqual({ aborted: 2, kept: 1 });

    const listings = s3.commandCalls(ListMultipartUploadsCommand).map((call) => call.args[0].input);
    expect(listings).toEqual([
      { Bucket: config.uploadsBucket, Prefix: 'c/' },
      {
        Bucket: config.uploadsBucket,
        Prefix: 'c/',
        KeyMarker: 'c/co-a/course-video/2/b.mp4',
        UploadIdMarker: 'young',
      },
    ]);
    const aborts = s3.commandCalls(AbortMultipartUploadCommand).map((call) => call.args[0].input);
    expect(aborts).toEqual([
      { Bucket: config.uploadsBucket, Key: 'c/co-a/course-video/1/a.mp4', UploadId: 'old-1' },
      { Bucket: config.uploadsBucket, Key: 'c/co-b/course-package/3/p.zip', UploadId: 'old-2' },
      { Bucket: config.uploadsBucket, Key: 'c/co-b/course-video/4/c.mp4', UploadId: 'gone' },
    ]);
  });

  it('reads the clock of a local run (`?now=`) and fails on any other refusal', async () => {
    s3.on(ListMultipartUploadsCommand).resolves({
      Uploads: [{ Key: 'c/co-a/v/1/a.mp4', UploadId: 'u1', Initiated: hoursBefore(1) }],
      IsTruncated: false,
    });
    s3.on(AbortMultipartUploadCommand).rejects(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));
    // Pinned a day later, the upload is a day old: kept.
    expect(await handler({ detail: { now: hoursBefore(-23).toISOString() } })).toEqual({ aborted: 0, kept: 1 });
    expect(s3.commandCalls(AbortMultipartUploadCommand)).toHaveLength(0);
    // Three days later it is stale, and a refusal other than NoSuchUpload is the run's failure.
    await expect(handler({ detail: { now: hoursBefore(-71).toISOString() } })).rejects.toThrow('Access Denied');
  });
});
