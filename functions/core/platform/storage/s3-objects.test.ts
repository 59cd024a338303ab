import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { s3Bucket } from './s3-bucket';
import { deleteObjects, listObjects, putObject } from './s3-objects';

const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());
afterAll(() => s3.restore());

const bucket = s3Bucket({
  bucket: 'skillway-uploads-test',
  endpoint: undefined,
  region: 'eu-west-2',
  credentials: () => ({ accessKeyId: 'a', secretAccessKey: 'b' }),
});

describe('S3 through the SDK (administrative and worker calls)', () => {
  it('puts an object with its type and tags', async () => {
    await putObject(bucket, 'c/co/reports/j/r.csv', 'a,b\n', { contentType: 'text/csv', tagging: 'retention=report' });
    await putObject(bucket, 'c/co/x.txt', 'x', { contentType: 'text/plain' });
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      {
        Bucket: 'skillway-uploads-test',
        Key: 'c/co/reports/j/r.csv',
        Body: 'a,b\n',
        ContentType: 'text/csv',
        Tagging: 'retention=report',
      },
      { Bucket: 'skillway-uploads-test', Key: 'c/co/x.txt', Body: 'x', ContentType: 'text/plain' },
    ]);
  });

  it('lists a prefix page by page', async () => {
    s3.on(ListObjectsV2Command, { ContinuationToken: undefined })
      .resolves({ IsTruncated: true, Contents: [{ Key: 'c/co/a&b.pdf' }, {}], NextContinuationToken: 'tok+/=1' })
      .on(ListObjectsV2Command, { ContinuationToken: 'tok+/=1' })
      .resolves({ IsTruncated: false, Contents: [{ Key: 'c/co/z.pdf' }], NextContinuationToken: 'ignored' });
    const first = await listObjects(bucket, 'c/co/');
    expect(first).toEqual({ keys: ['c/co/a&b.pdf'], nextToken: 'tok+/=1' });
    expect(await listObjects(bucket, 'c/co/', first.nextToken)).toEqual({ keys: ['c/co/z.pdf'], nextToken: undefined });
    expect(s3.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toEqual({
      Bucket: 'skillway-uploads-test',
      Prefix: 'c/co/',
    });
  });

  it('deletes up to 1000 keys in one call and refuses a partial delete', async () => {
    await deleteObjects(bucket, []);
    expect(s3.calls()).toHaveLength(0);
    await expect(
      deleteObjects(
        bucket,
        Array.from({ length: 1001 }, (_, i) => `k${i}`),
      ),
    ).rejects.toThrow(/at most 1000/);
    s3.on(DeleteObjectsCommand).resolves({
      Errors: [{ Key: 'c/co/a', Code: 'AccessDenied', Message: 'Access Denied' }],
    });
    await expect(deleteObjects(bucket, ['c/co/a', 'c/co/b'])).rejects.toMatchObject({
      code: 'AccessDenied',
      operation: 'DeleteObjects',
      message: 'S3 DeleteObjects: AccessDenied: c/co/a: Access Denied',
    });
    expect(s3.commandCalls(DeleteObjectsCommand)[0]?.args[0].input).toEqual({
      Bucket: 'skillway-uploads-test',
      Delete: { Objects: [{ Key: 'c/co/a' }, { Key: 'c/co/b' }], Quiet: true },
    });
  });
});
