import { describe, expect, it } from 'vitest';
import { transcodeOutputs } from './complete-transcode';
import { HLS_LADDER, s3Key, transcodeJobInput } from './transcode-job';

describe('MediaConvert job', () => {
  const input = transcodeJobInput({
    bucket: 'uploads',
    sourceKey: 'c/c1/courses/k1/assets/a1/intro.mp4',
    hlsPrefix: 'c/c1/courses/k1/assets/a1/hls/',
    posterPrefix: 'c/c1/courses/k1/assets/a1/poster/',
    roleArn: 'arn:aws:iam::1:role/mc',
    userMetadata: { app: 'skillway-dev', asset_id: 'a1' },
  });

  it('reads the MP4 and writes an HLS ladder and a poster under the material prefix', () => {
    expect(input.Role).toBe('arn:aws:iam::1:role/mc');
    expect(input.Queue).toBeUndefined();
    expect(input.UserMetadata).toEqual({ app: 'skillway-dev', asset_id: 'a1' });
    expect(input.Settings?.Inputs?.[0]?.FileInput).toBe('s3://uploads/c/c1/courses/k1/assets/a1/intro.mp4');
    const [hls, poster] = input.Settings?.OutputGroups ?? [];
    expect(hls?.OutputGroupSettings?.HlsGroupSettings?.Destination).toBe('s3://uploads/c/c1/courses/k1/assets/a1/hls/');
    expect(hls?.Outputs?.map((output) => output.VideoDescription?.Height)).toEqual(
      HLS_LADDER.map((rung) => rung.height),
    );
    expect(poster?.OutputGroupSettings?.FileGroupSettings?.Destination).toBe(
      's3://uploads/c/c1/courses/k1/assets/a1/poster/',
    );
    expect(poster?.Outputs?.[0]?.VideoDescription?.CodecSettings?.Codec).toBe('FRAME_CAPTURE');
  });

  it('finds the master playlist and the last poster frame in a completion event', () => {
    const outputs = transcodeOutputs(
      {
        status: 'COMPLETE',
        jobId: 'j1',
        outputGroupDetails: [
          { type: 'HLS_GROUP', playlistFilePaths: ['s3://uploads/c/c1/courses/k1/assets/a1/hls/intro.m3u8'] },
          {
            type: 'FILE_GROUP',
            outputDetails: [
              {
                outputFilePaths: [
                  's3://uploads/c/c1/courses/k1/assets/a1/poster/intro.0000001.jpg',
                  's3://uploads/c/c1/courses/k1/assets/a1/poster/intro.0000000.jpg',
                ],
              },
            ],
          },
        ],
      },
      'uploads',
    );
    expect(outputs).toEqual({
      hlsKey: 'c/c1/courses/k1/assets/a1/hls/intro.m3u8',
      posterKey: 'c/c1/courses/k1/assets/a1/poster/intro.0000001.jpg',
    });
  });

  it('ignores paths in other buckets', () => {
    expect(s3Key('s3://other/c/x.m3u8', 'uploads')).toBeUndefined();
    expect(
      transcodeOutputs(
        {
          status: 'COMPLETE',
          jobId: 'j',
          outputGroupDetails: [{ type: 'HLS_GROUP', playlistFilePaths: ['s3://other/x.m3u8'] }],
        },
        'uploads',
      ),
    ).toEqual({
      hlsKey: undefined,
      posterKey: undefined,
    });
  });
});
