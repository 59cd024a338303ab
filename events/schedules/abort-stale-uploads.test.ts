import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, NoSuchUpload, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { config } from '@skillway/functions/core/platform/config';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { abortStaleUploads, handler, type TUploadRecords } from './abort-stale-uploads';

const s3 = mockClient(S3Client);
// The SDK's prototype stays patched in the worker's shared module cache otherwise (isolate: false).
afterAll(() => s3.restore());
afterEach(() => s3.reset());

/** The schedule fires at this instant; uploads are old or new against it, whatever the day the test runs. */
const FIRED_AT = '2026-05-20T04:15:00Z';
const hoursBefore = (hours: number) => new Date(Date.parse(FIRED_AT) - hours * 60 * 60 * 1000);
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const KEYS = {
  old1: `c/co-a/course-video/${uuid(1)}/a.mp4`,
  young: `c/co-a/course-video/${uuid(2)}/b.mp4`,
  old2: `c/co-b/course-package/${uuid(3)}/p.zip`,
  gone: `c/co-b/course-video/${uuid(4)}/c.mp4`,
};

/** The pending records as the API keeps them, by company and key. */
function records(items: Record<string, { status: string; upload_id?: string }>) {
  const removed: string[] = [];
  const table: TUploadRecords = {
    find: async (companyId, key) => (key.startsWith(`c/${companyId}/`) ? items[key] : undefined),
    remove: async (companyId, key) => {
      removed.push(`${companyId} ${key}`);
    },
  };
  return { table, removed };
}

describe('abort-stale-uploads', () => {
  it('aborts, page by page, the uploads initiated more than two days before the run with their pending records, and keeps the rest', async () => {
    s3.on(ListMultipartUploadsCommand)
      .resolvesOnce({
        Uploads: [
          { Key: KEYS.old1, UploadId: 'old-1', Initiated: hoursBefore(49) },
          { Key: KEYS.young, UploadId: 'young', Initiated: hoursBefore(47) },
        ],
        IsTruncated: true,
        NextKeyMarker: KEYS.young,
        NextUploadIdMarker: 'young',
      })
      .resolvesOnce({
        Uploads: [
          { Key: KEYS.old2, UploadId: 'old-2', Initiated: hoursBefore(24 * 30) },
          // Completed by its administrator between the listing and the abort.
          { Key: KEYS.gone, UploadId: 'gone', Initiated: hoursBefore(72) },
        ],
        IsTruncated: false,
      });
    s3.on(AbortMultipartUploadCommand).resolves({});
    s3.on(AbortMultipartUploadCommand, { UploadId: 'gone' }).rejects(
      new NoSuchUpload({ message: 'The specified upload does not exist.', $metadata: {} }),
    );

    // old-2's record is for a newer upload of the same key (a retry): it stays.
    const { table, removed } = records({
      [KEYS.old1]: { status: 'pending', upload_id: 'old-1' },
      [KEYS.old2]: { status: 'pending', upload_id: 'a-later-one' },
      [KEYS.gone]: { status: 'verified', upload_id: 'gone' },
    });
    const log = requestLogger({ schedule: 'abort-stale-uploads' });
    const run = await abortStaleUploads(new S3Client({}), config.uploadsBucket, new Date(FIRED_AT), log, table);
    expect(run).toEqual({ aborted: 2, kept: 1, forgotten: 1 });
    expect(removed).toEqual([`co-a ${KEYS.old1}`]);

    const listings = s3.commandCalls(ListMultipartUploadsCommand).map((call) => call.args[0].input);
    expect(listings).toEqual([
      { Bucket: config.uploadsBucket, Prefix: 'c/' },
      {
        Bucket: config.uploadsBucket,
        Prefix: 'c/',
        KeyMarker: KEYS.young,
        UploadIdMarker: 'young',
      },
    ]);
    const aborts = s3.commandCalls(AbortMultipartUploadCommand).map((call) => call.args[0].input);
    expect(aborts).toEqual([
      { Bucket: config.uploadsBucket, Key: KEYS.old1, UploadId: 'old-1' },
      { Bucket: config.uploadsBucket, Key: KEYS.old2, UploadId: 'old-2' },
      { Bucket: config.uploadsBucket, Key: KEYS.gone, UploadId: 'gone' },
    ]);
  });

  it('reads the clock of a local run (`?now=`) and fails on any other refusal', async () => {
    s3.on(ListMultipartUploadsCommand).resolves({
      Uploads: [{ Key: 'c/co-a/v/1/a.mp4', UploadId: 'u1', Initiated: hoursBefore(1) }],
      IsTruncated: false,
    });
    s3.on(AbortMultipartUploadCommand).rejects(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));
    // Pinned a day later, the upload is a day old: kept.
    expect(await handler({ detail: { now: hoursBefore(-23).toISOString() } })).toEqual({
      aborted: 0,
      kept: 1,
      forgotten: 0,
    });
    expect(s3.commandCalls(AbortMultipartUploadCommand)).toHaveLength(0);
    // Three days later it is stale, and a refusal other than NoSuchUpload is the run's failure.
    await expect(handler({ detail: { now: hoursBefore(-71).toISOString() } })).rejects.toThrow('Access Denied');
  });
});
