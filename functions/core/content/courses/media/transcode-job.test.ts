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

  it('makes an adaptive H.264 ladder of 1080p, 720p, 540p and 360p with QVBR, never upscaling a smaller source', () => {
    const [hls] = input.Settings?.OutputGroups ?? [];
    expect(hls?.OutputGroupSettings?.HlsGroupSettings).toMatchObject({
      SegmentLength: 6,
      DirectoryStructure: 'SINGLE_DIRECTORY',
      OutputSelection: 'MANIFESTS_AND_SEGMENTS',
    });
    const rungs = hls?.Outputs?.map((output) => {
      const video = output.VideoDescription;
      const h264 = video?.CodecSettings?.H264Settings;
      return {
        name: output.NameModifier,
        box: `${video?.Width}x${video?.Height}`,
        scaling: video?.ScalingBehavior,
        codec: video?.CodecSettings?.Codec,
        rateControl: h264?.RateControlMode,
        maxBitrate: h264?.MaxBitrate,
        quality: h264?.QvbrSettings?.QvbrQualityLevel,
        gop: `${h264?.GopSize} ${h264?.GopSizeUnits}`,
        audio: output.AudioDescriptions?.[0]?.CodecSettings?.AacSettings?.Bitrate,
      };
    });
    const rung = (name: string, box: string, maxBitrate: number, quality: number) => ({
      name,
      box,
      scaling: 'FIT_NO_UPSCALE',
      codec: 'H_264',
      rateControl: 'QVBR',
      maxBitrate,
      quality,
      // Keyframes every 2 s: every 6 s segment starts on one, so the player can switch renditions at any segment.
      gop: '2 SECONDS',
      audio: 96_000,
    });
    expect(rungs).toEqual([
      rung('_1080p', '1920x1080', 6_000_000, 8),
      rung('_720p', '1280x720', 3_500_000, 7),
      rung('_540p', '960x540', 2_000_000, 7),
      rung('_360p', '640x360', 1_000_000, 6),
    ]);
  });

  it('captures the poster from the video: two JPEG frames 5 s apart, at most 1280x720, never upscaled', () => {
    const [, poster] = input.Settings?.OutputGroups ?? [];
    expect(poster?.Outputs).toEqual([
      {
        ContainerSettings: { Container: 'RAW' },
        Extension: 'jpg',
        VideoDescription: {
          Width: 1280,
          Height: 720,
          ScalingBehavior: 'FIT_NO_UPSCALE',
          CodecSettings: {
            Codec: 'FRAME_CAPTURE',
            FrameCaptureSettings: { FramerateNumerator: 1, FramerateDenominator: 5, MaxCaptures: 2, Quality: 80 },
          },
        },
      },
    ]);
  });

  it('sends the job to the given queue', () => {
    const queued = transcodeJobInput({
      bucket: 'uploads',
      sourceKey: 'c/c1/courses/k1/assets/a1/intro.mp4',
      hlsPrefix: 'c/c1/courses/k1/assets/a1/hls/',
      posterPrefix: 'c/c1/courses/k1/assets/a1/poster/',
      roleArn: 'arn:aws:iam::1:role/mc',
      queueArn: 'arn:aws:mediaconvert:eu-west-1:1:queues/Default',
      userMetadata: {},
    });
    expect(queued.Queue).toBe('arn:aws:mediaconvert:eu-west-1:1:queues/Default');
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
