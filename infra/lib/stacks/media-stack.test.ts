/**
 * Course video on AWS (docs/architecture.md "Video: the MediaConvert job and adaptive playback"): the job's settings
 * are built by the start-transcode handler (functions/core/content/courses/media/transcode-job.ts, whose unit test
 * holds the full ladder and poster), so what the stacks must give it is read here: the role MediaConvert assumes may
 * read the uploaded MP4 and write the renditions and poster exactly where the job puts them, the handler may submit
 * to the queue and hand over that role only, and this stage's job-state changes reach the completion handler.
 * Stub handlers (the wiring is read, not the code), as web-stack.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { courseFileKeys } from '@skillway/functions/core/platform/storage/course-files';
import { transcodeJobInput } from '@skillway/functions/core/content/courses/media/transcode-job';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import type { TSkillwayStacks } from '../skillway-app';
import { UPLOADS_OBJECT_PREFIX } from '../permissions/apply-grants';
import { synthStubApp } from '../../test/synth-stub-app';

type TJson = Record<string, unknown>;

let stacks: TSkillwayStacks;
let media: Template;
let pipeline: Template;

beforeAll(() => {
  stacks = synthStubApp();
  media = Template.fromStack(stacks.media);
  pipeline = Template.fromStack(stacks.mediaPipeline);
});

/** The uploads bucket's ARN as the media stack imports it, joined with an object pattern. */
const uploadsObjects = (pattern: string) => ({
  'Fn::Join': ['', [{ 'Fn::ImportValue': Match.stringLikeRegexp('storage:.*Uploads.*Arn') }, pattern]],
});

/** The logical id of the function that handles a trigger. */
function functionIdOf(trigger: 'course-video-created' | 'mediaconvert-job-state'): string {
  const fn = stacks.mediaPipeline.handlers.get(trigger)?.fn;
  if (!fn) throw new Error(`no handler for ${trigger}`);
  return stacks.mediaPipeline.getLogicalId(fn.node.defaultChild as CfnElement);
}

describe('the MediaConvert role (media stack)', () => {
  it('is assumed by MediaConvert of this account only', () => {
    media.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          {
            Action: 'sts:AssumeRole',
            Effect: 'Allow',
            Principal: { Service: 'mediaconvert.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          },
        ],
      },
    });
  });

  it('reads and writes objects of the uploads bucket under the tenant prefix only, and deletes nothing', () => {
    media.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          { Action: 's3:GetObject', Effect: 'Allow', Resource: uploadsObjects(`/${UPLOADS_OBJECT_PREFIX}*`) },
          {
            Action: 's3:PutObject',
            Effect: 'Allow',
            Resource: Match.arrayWith([uploadsObjects(`/${UPLOADS_OBJECT_PREFIX}*`)]),
          },
        ],
      },
    });
    expect(JSON.stringify(media.findResources('AWS::IAM::Policy'))).not.toMatch(/s3:Delete|s3:\*/);
  });

  it('covers every path of a job: the MP4 it reads, the renditions and the poster it writes', () => {
    const ids = ['c-1', 'k-1', 'a-1'] as const;
    const job = transcodeJobInput({
      bucket: 'uploads',
      sourceKey: `${courseFileKeys.assetPrefix(...ids)}intro.mp4`,
      hlsPrefix: courseFileKeys.hlsPrefix(...ids),
      posterPrefix: courseFileKeys.posterPrefix(...ids),
      roleArn: 'role',
      userMetadata: {},
    });
    const destinations = (job.Settings?.OutputGroups ?? []).map(
      (group) =>
        group.OutputGroupSettings?.HlsGroupSettings?.Destination ??
        group.OutputGroupSettings?.FileGroupSettings?.Destination,
    );
    const paths = [job.Settings?.Inputs?.[0]?.FileInput, ...destinations];
    expect(paths).toHaveLength(3);
    for (const path of paths) expect(path).toMatch(new RegExp(`^s3://uploads/${UPLOADS_OBJECT_PREFIX}c-1/`));
  });
});

describe('the transcode wiring (media pipeline stack)', () => {
  it('lets the starter submit jobs to the queue and pass MediaConvert its role, nothing else', () => {
    const starter = pipeline.findResources('AWS::Lambda::Function')[functionIdOf('course-video-created')] as {
      Properties: { Environment: { Variables: TJson } };
    };
    expect(starter.Properties.Environment.Variables[ENV.MEDIACONVERT_ROLE_ARN]).toEqual({
      'Fn::ImportValue': expect.stringMatching(/media:.*MediaConvertRole.*Arn/),
    });
    const policies = Object.values(pipeline.findResources('AWS::IAM::Policy')) as { Properties: TJson }[];
    const statements = policies
      .map((policy) => policy.Properties.PolicyDocument as { Statement: TJson[] })
      .flatMap((document) => document.Statement);
    const mediaConvert = statements.filter((statement) => JSON.stringify(statement.Action).includes('mediaconvert:'));
    expect(mediaConvert).toEqual([
      {
        Action: 'mediaconvert:CreateJob',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': [
            '',
            [expect.stringMatching(/^arn:aws:mediaconvert:[a-z0-9-]+:$/), { Ref: 'AWS::AccountId' }, ':queues/Default'],
          ],
        },
      },
    ]);
    const passRole = statements.filter((statement) => statement.Action === 'iam:PassRole');
    expect(passRole).toEqual([
      {
        Action: 'iam:PassRole',
        Effect: 'Allow',
        Condition: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
        Resource: { 'Fn::ImportValue': expect.stringMatching(/media:.*MediaConvertRole.*Arn/) },
      },
    ]);
  });

  it("sends this stage's finished, failed and cancelled jobs to the completion handler, undeliverable ones to a DLQ", () => {
    const finisher = functionIdOf('mediaconvert-job-state');
    pipeline.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.mediaconvert'],
        'detail-type': ['MediaConvert Job State Change'],
        detail: { status: ['COMPLETE', 'ERROR', 'CANCELED'], userMetadata: { app: ['skillway-dev'] } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [finisher, 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^DeliveryDeadLetters'), 'Arn'] } },
          RetryPolicy: Match.anyValue(),
        }),
      ],
    });
  });

  it('starts a job for an MP4 under a course material prefix, as the material keys put it', () => {
    const starter = functionIdOf('course-video-created');
    const key = `${courseFileKeys.assetPrefix('c-1', 'k-1', 'a-1')}intro.mp4`;
    const rules = Object.values(pipeline.findResources('AWS::Events::Rule')) as { Properties: TJson }[];
    const rule = rules.find((candidate) => JSON.stringify(candidate.Properties.Targets).includes(starter));
    const pattern = (rule?.Properties.EventPattern as { detail: { object: { key: { wildcard: string }[] } } }).detail
      .object.key[0]?.wildcard;
    const wildcard = new RegExp(`^${(pattern ?? '').split('*').map(escapeRegExp).join('[^]*')}$`);
    expect(key).toMatch(wildcard);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
