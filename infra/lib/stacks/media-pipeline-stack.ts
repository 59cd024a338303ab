import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Match, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { AWS_TRIGGERED_HANDLERS, UPLOAD_KIND_NAMES, type TAwsTriggeredHandler } from '@skillway/shared';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { appPrefix } from '../config/settings';
import { handlerFunction, type TFunctionContext } from '../constructs/function-context';
import type { SkillwayFunction } from '../constructs/skillway-function';
import { alarmTopicAction } from '../monitoring/alarm-topic';
import { acknowledgeRule } from '../nag/acknowledge';
import { grantsForEventHandler } from '../permissions/grants';
import { ASYNC_MAX_AGE, ASYNC_RETRIES } from './events-stack';
import { MEDIACONVERT_EVENT } from './media-stack';

export interface TMediaPipelineStackProps extends StackProps {
  readonly functions: TFunctionContext;
  readonly uploadsBucketName: string;
  readonly mediaConvertRole: IRole;
  readonly deadLetters: IQueue;
}

/** S3 keys of course videos, as the material key format puts them (functions/core/platform/storage/course-files.ts). */
const COURSE_VIDEO_KEY_PATTERN = 'c/*/courses/*/assets/*/*.mp4';

/** S3 keys of presigned uploads, one per kind (functions/core/platform/uploads/upload-keys.ts `buildUploadKey`). */
const UPLOAD_KEY_PATTERNS = UPLOAD_KIND_NAMES.map((kind) => `c/*/${kind}/*/*`);

/**
 * Course video transcoding on AWS (locally the MP4 plays as is): an MP4 created under a course's material prefix
 * (S3 to EventBridge) starts a MediaConvert job (HLS ladder and a poster), and the job-state change of this stage's
 * jobs marks the material ready or failed. Every presigned upload landing (S3 Object Created under an upload kind's
 * prefix) runs its content check (handlers/verify-upload), so a refused file is gone before any save. One Lambda
 * per AWS_TRIGGERED_HANDLERS row; a handler's failures retry, then go to the app's dead-letter queue. Events the
 * rules could not deliver (throttling, a missing function) go to this stack's own delivery dead-letter queue; both
 * queues have an alarm.
 */
export class MediaPipelineStack extends Stack {
  readonly handlers = new Map<TAwsTriggeredHandler['trigger'], SkillwayFunction>();

  constructor(scope: Construct, id: string, props: TMediaPipelineStackProps) {
    super(scope, id, props);
    const jobTag = appPrefix(props.functions.settings);

    for (const row of AWS_TRIGGERED_HANDLERS) {
      const fn = handlerFunction(this, `Handler-${row.handler.replaceAll('/', '-')}`, props.functions, {
        root: 'events',
        handler: row.handler,
        description: row.summary,
        grants: grantsForEventHandler(row.handler),
        timeoutSeconds: 30,
      });
      fn.fn.addEnvironment(ENV.MEDIA_JOB_TAG, jobTag);
      fn.fn.configureAsyncInvoke({
        retryAttempts: ASYNC_RETRIES,
        maxEventAge: ASYNC_MAX_AGE,
        onFailure: new SqsDestination(props.deadLetters),
      });
      this.handlers.set(row.trigger, fn);
    }

    const starter = this.handlers.get('course-video-created');
    const finisher = this.handlers.get('mediaconvert-job-state');
    const uploadChecker = this.handlers.get('upload-created');
    if (!starter || !finisher || !uploadChecker) throw new Error('AWS_TRIGGERED_HANDLERS lacks a handler');

    starter.fn.addEnvironment(ENV.MEDIACONVERT_ROLE_ARN, props.mediaConvertRole.roleArn);
    // CreateJob on the account's queues (jobs name no other resource), and handing MediaConvert its own role only.
    starter.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['mediaconvert:CreateJob'],
        resources: [`arn:${this.partition}:mediaconvert:${this.region}:${this.account}:queues/Default`],
      }),
    );
    starter.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [props.mediaConvertRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );

    // Delivery is retried, then dead-lettered to a queue of this stack: the events stack's queue would need a policy
    // naming these rules (a cross-stack cycle). What the handlers fail on reaches the app's queue (onFailure above).
    const deliveryDeadLetters = new Queue(this, 'DeliveryDeadLetters', {
      queueName: `${jobTag}-media-delivery-dlq`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeRule(
      deliveryDeadLetters,
      'Serverless-SQSRedrivePolicy',
      'A dead-letter queue itself: a redrive policy would move what failed to yet another queue; its messages are ' +
        'kept 14 days for inspection and redrive, and its alarm reports each arrival.',
    );
    acknowledgeRule(
      deliveryDeadLetters,
      'AwsSolutions-SQS3',
      'This queue is the dead-letter queue of the media and upload rules (events EventBridge could not deliver to ' +
        'their Lambda); nothing consumes it automatically, so it needs no DLQ of its own. Its alarm reports arrivals.',
    );
    const deliveryDeadLettersAlarm = new Alarm(this, 'DeliveryDeadLettersAlarm', {
      alarmName: `${jobTag}-media-delivery-dlq-not-empty`,
      alarmDescription:
        'An S3 or MediaConvert event could not be delivered to its handler; inspect and redrive the DLQ.',
      metric: deliveryDeadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    deliveryDeadLettersAlarm.addAlarmAction(alarmTopicAction(this, props.functions.settings));
    const target = (fn: SkillwayFunction) =>
      new LambdaFunction(fn.fn, {
        retryAttempts: ASYNC_RETRIES,
        maxEventAge: ASYNC_MAX_AGE,
        deadLetterQueue: deliveryDeadLetters,
      });

    new Rule(this, 'CourseVideoCreated', {
      description: 'An MP4 created under a course material prefix of the uploads bucket: start its transcode.',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.uploadsBucketName] },
          object: { key: Match.wildcard(COURSE_VIDEO_KEY_PATTERN) },
        },
      },
      targets: [target(starter)],
    });

    new Rule(this, 'UploadCreated', {
      description:
        'A presigned upload created in the uploads bucket: run its content check (a refused file is deleted).',
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.uploadsBucketName] },
          object: { key: Match.anyOf(...UPLOAD_KEY_PATTERNS.map((pattern) => Match.wildcard(pattern))) },
        },
      },
      targets: [target(uploadChecker)],
    });

    new Rule(this, 'JobStateChange', {
      description: 'MediaConvert jobs of this stage finishing or failing: mark the course video ready or failed.',
      eventPattern: {
        source: [MEDIACONVERT_EVENT.source],
        detailType: [MEDIACONVERT_EVENT.detailType],
        detail: { status: ['COMPLETE', 'ERROR', 'CANCELED'], userMetadata: { app: [jobTag] } },
      },
      targets: [target(finisher)],
    });
  }
}
