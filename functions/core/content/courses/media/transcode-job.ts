import type { CreateJobCommandInput, OutputGroup } from '@aws-sdk/client-mediaconvert';

/** The HLS ladder: heights and peak bitrates (QVBR keeps the average well under the peak). */
export const HLS_LADDER = [
  { height: 1080, maxBitrate: 6_000_000, name: '_1080p' },
  { height: 720, maxBitrate: 3_500_000, name: '_720p' },
  { height: 480, maxBitrate: 1_500_000, name: '_480p' },
  { height: 360, maxBitrate: 800_000, name: '_360p' },
] as const;

/** The poster: frames at 0 s and 5 s; the later one is used (a first frame is often black). */
const POSTER_CAPTURES = 2;

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
        SegmentLength: 6,
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
        Height: rung.height,
        ScalingBehavior: 'DEFAULT',
        CodecSettings: {
          Codec: 'H_264',
          H264Settings: {
            RateControlMode: 'QVBR',
            MaxBitrate: rung.maxBitrate,
            QvbrSettings: { QvbrQualityLevel: 7 },
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
          Height: 720,
          CodecSettings: {
            Codec: 'FRAME_CAPTURE',
            FrameCaptureSettings: {
              FramerateNumerator: 1,
              FramerateDenominator: 5,
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
