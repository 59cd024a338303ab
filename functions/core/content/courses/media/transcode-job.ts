import type { CreateJobCommandInput, OutputGroup } from '@aws-sdk/client-mediaconvert';

/**
 * The HLS ladder, top rung first: each rung's frame box (16:9), its peak bitrate and its QVBR quality level. QVBR
 * spends only the bits a scene needs for that quality, so a screen recording averages far below the peak; the
 * levels follow AWS's QVBR guidance (8 for large screens, 7 for laptops and tablets, 6 for phones). `FIT_NO_UPSCALE`
 * scales a source down into each box and never up: a 720p upload's 1080p rung comes out at 720p (the player's
 * quality menu lists a height once), and a portrait video keeps its shape inside each box.
 */
export const HLS_LADDER = [
  { width: 1920, height: 1080, maxBitrate: 6_000_000, qvbrQuality: 8, name: '_1080p' },
  { width: 1280, height: 720, maxBitrate: 3_500_000, qvbrQuality: 7, name: '_720p' },
  { width: 960, height: 540, maxBitrate: 2_000_000, qvbrQuality: 7, name: '_540p' },
  { width: 640, height: 360, maxBitrate: 1_000_000, qvbrQuality: 6, name: '_360p' },
] as const;

/** Segment length in seconds: short enough to switch renditions soon after the bandwidth changes. */
const HLS_SEGMENT_SECONDS = 6;

/** The poster: frames at 0 s and 5 s; the later one is used (a first frame is often black). */
const POSTER_CAPTURES = 2;
const POSTER_SECONDS_APART = 5;

export interface TTranscodeTarget {
  bucket: string;
  sourceKey: string;
  hlsPrefix: string;
  posterPrefix: string;
  roleArn: string;
  queueArn?: string;
  /** Round-tripped in the job-state event: which stage, company, course and material the job is for. */
  userMetadata: Record<string, string>;
}

function hlsGroup(target: TTranscodeTarget): OutputGroup {
  return {
    Name: 'HLS',
    OutputGroupSettings: {
      Type: 'HLS_GROUP_SETTINGS',
      HlsGroupSettings: {
        Destination: `s3://${target.bucket}/${target.hlsPrefix}`,
        SegmentLength: HLS_SEGMENT_SECONDS,
        MinSegmentLength: 0,
        DirectoryStructure: 'SINGLE_DIRECTORY',
        ManifestDurationFormat: 'INTEGER',
        OutputSelection: 'MANIFESTS_AND_SEGMENTS',
      },
    },
    Outputs: HLS_LADDER.map((rung) => ({
      NameModifier: rung.name,
      ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
      VideoDescription: {
        Width: rung.width,
        Height: rung.height,
        ScalingBehavior: 'FIT_NO_UPSCALE',
        CodecSettings: {
          Codec: 'H_264',
          H264Settings: {
            RateControlMode: 'QVBR',
            MaxBitrate: rung.maxBitrate,
            QvbrSettings: { QvbrQualityLevel: rung.qvbrQuality },
            SceneChangeDetect: 'TRANSITION_DETECTION',
            CodecProfile: 'MAIN',
            GopSize: 2,
            GopSizeUnits: 'SECONDS',
          },
        },
      },
      AudioDescriptions: [
        {
          CodecSettings: {
            Codec: 'AAC',
            AacSettings: { Bitrate: 96_000, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 },
          },
        },
      ],
    })),
  };
}

function posterGroup(target: TTranscodeTarget): OutputGroup {
  return {
    Name: 'Poster',
    OutputGroupSettings: {
      Type: 'FILE_GROUP_SETTINGS',
      FileGroupSettings: { Destination: `s3://${target.bucket}/${target.posterPrefix}` },
    },
    Outputs: [
      {
        ContainerSettings: { Container: 'RAW' },
        Extension: 'jpg',
        VideoDescription: {
          Width: 1280,
          Height: 720,
          ScalingBehavior: 'FIT_NO_UPSCALE',
          CodecSettings: {
            Codec: 'FRAME_CAPTURE',
            FrameCaptureSettings: {
              FramerateNumerator: 1,
              FramerateDenominator: POSTER_SECONDS_APART,
              MaxCaptures: POSTER_CAPTURES,
              Quality: 80,
            },
          },
        },
      },
    ],
  };
}

/** A MediaConvert job: the MP4 to an HLS ladder (6 s segments, AAC audio) plus a poster frame, under the material's prefix. */
export function transcodeJobInput(target: TTranscodeTarget): CreateJobCommandInput {
  return {
    Role: target.roleArn,
    ...(target.queueArn ? { Queue: target.queueArn } : {}),
    UserMetadata: target.userMetadata,
    StatusUpdateInterval: 'SECONDS_60',
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: [
        {
          FileInput: `s3://${target.bucket}/${target.sourceKey}`,
          TimecodeSource: 'ZEROBASED',
          AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } },
        },
      ],
      OutputGroups: [hlsGroup(target), posterGroup(target)],
    },
  };
}

/** `s3://bucket/key` → key, only within the expected bucket. */
export function s3Key(uri: string, bucket: string): string | undefined {
  const prefix = `s3://${bucket}/`;
  return uri.startsWith(prefix) ? uri.slice(prefix.length) : undefined;
}
