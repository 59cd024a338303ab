import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COPY_PART_BYTES, copyObjectInParts, copyRanges } from './copy-in-parts';
import { s3Bucket } from './s3-bucket';

const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());
afterAll(() => s3.restore());

const bucket = s3Bucket({
  bucket: 'skillway-uploads-test',
  endpoint: undefined,
  region: 'eu-west-2',
  credentials: () => ({ accessKeyId: 'a', secretAccessKey: 'b' }),
});
const GB = 1024 * 1024 * 1024;

describe('copyRanges', () => {
  it('covers every byte once, the last range short', () => {
    expect(copyRanges(10, 4)).toEqual(['bytes=0-3', 'bytes=4-7', 'bytes=8-9']);
    expect(copyRanges(8, 4)).toEqual(['bytes=0-3', 'bytes=4-7']);
    expect(copyRanges(5 * GB)).toHaveLength((5 * GB) / COPY_PART_BYTES);
  });
});

describe('copyObjectInParts', () => {
  it('copies every range of the source into one multipart upload and completes it in part order', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-1' });
    s3.on(UploadPartCopyCommand).callsFake((input: { PartNumber: number }) => ({
      CopyPartResult: { ETag: `"etag-${input.PartNumber}"` },
    }));
    s3.on(CompleteMultipartUploadCommand).resolves({});
    const size = 2 * GB + 5;
    await copyObjectInParts(bucket, 'c/co/course-video/u/Induction film.mp4', 'c/co/courses/k/assets/a/f.mp4', {
      size,
      contentType: 'video/mp4',
    });

    expect(s3.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'skillway-uploads-test',
      Key: 'c/co/courses/k/assets/a/f.mp4',
      ContentType: 'video/mp4',
    });
    const copies = s3.commandCalls(UploadPartCopyCommand).map((call) => call.args[0].input);
    expect(copies).toHaveLength(9);
    expect(copies.map((input) => input.CopySource)).toEqual(
      Array(9).fill('skillway-uploads-test/c/co/course-video/u/Induction%20film.mp4'),
    );
    expect(copies.map((input) => input.CopySourceRange).sort()).toEqual(copyRanges(size).sort());
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input.MultipartUpload?.Parts).toEqual(
      Array.from({ length: 9 }, (_, index) => ({ ETag: `"etag-${index + 1}"`, PartNumber: index + 1 })),
    );
    expect(s3.commandCalls(AbortMultipartUploadCommand)).toHaveLength(0);
  });

  it('aborts the multipart upload when a part fails, and reports the failure', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-2' });
    s3.on(UploadPartCopyCommand)
      .resolves({ CopyPartResult: { ETag: '"ok"' } })
      .on(UploadPartCopyCommand, { PartNumber: 3 })
      .rejects(new Error('SlowDown'));
    s3.on(AbortMultipartUploadCommand).resolves({});
    await expect(
      copyObjectInParts(bucket, 'c/co/course-video/u/a.mp4', 'c/co/courses/k/assets/a/a.mp4', {
        size: 2 * GB,
        contentType: 'video/mp4',
      }),
    ).rejects.toThrow('SlowDown');
    expect(s3.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(0);
    expect(s3.commandCalls(AbortMultipartUploadCommand)[0]?.args[0].input).toEqual({
      Bucket: 'skillway-uploads-test',
      Key: 'c/co/courses/k/assets/a/a.mp4',
      UploadId: 'up-2',
    });
  });
});
