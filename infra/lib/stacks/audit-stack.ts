import { Annotations, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct, IConstruct } from 'constructs';
import { AUDIT_ARCHIVE_YEARS, TABLE_STREAM_HANDLERS } from '@skillway/shared';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { AUDIT_STAMP_ATTRIBUTE } from '@skillway/functions/core/oversight/audit/audit-stamp';
import { AUDIT_ARCHIVE_PREFIX, AUDIT_RETENTION_TAG } from '@skillway/functions/core/oversight/audit/archive-audit-log';
import { appPrefix, type TSettings } from '../config/settings';
import { handlerFunction, type TFunctionContext } from '../constructs/function-context';
import { accessLogsBucket } from '../constructs/private-bucket';
import type { SkillwayFunction } from '../constructs/skillway-function';
import { alarmTopicAction } from '../monitoring/alarm-topic';
import { acknowledgeRule, acknowledgeWildcards } from '../nag/acknowledge';
import { addXapiForwardingStream } from './xapi-forwarding-stream';

export interface TAuditStackProps extends StackProps {
  readonly functions: TFunctionContext;
  /** The SSM parameter naming the table's stream (data-stack.ts); undefined: no stream to consume (a restore). */
  readonly tableStreamParameter?: string;
}

/** The stream consumer's batch: up to this many records of one shard, or what came within the window. */
export const AUDIT_STREAM_BATCH = { size: 100, windowSeconds: 1 } as const;
/**
 * Retries of a failing batch (halved each time: bisect on error), and how old a record may grow, before its place
 * goes to the on-failure queue: long enough to ride out a throttling storm or a bad deploy, short enough to leave most
 * of the stream's 24 hours to redrive it from the queue's message (shard and sequence numbers).
 */
export const AUDIT_STREAM_RETRIES = { attempts: 50, maxRecordAge: Duration.hours(6) } as const;

/** `skillway-<stage>-audit-archive-<account>-<region>`: fixed by the stage, so other stacks name it as plain text. */
function auditArchiveBucketName(scope: IConstruct, settings: Pick<TSettings, 'stage'>): string {
  const stack = Stack.of(scope);
  return `${appPrefix(settings)}-audit-archive-${stack.account}-${stack.region}`;
}

/**
 * A company's archive copies are tagged with their years; one lifecycle rule per value removes them once their lock
 * has ended (S3 never removes a locked version: the rule only takes effect after its retain-until date).
 */
function retentionRules(): LifecycleRule[] {
  const rules: LifecycleRule[] = [];
  for (let years = AUDIT_ARCHIVE_YEARS.MIN; years <= AUDIT_ARCHIVE_YEARS.MAX; years++) {
    rules.push({
      id: `expire-after-${years}-years`,
      tagFilters: { [AUDIT_RETENTION_TAG]: String(years) },
      // A day's copy is locked until the day after it, `years` later: 366 days a year covers the leap days.
      expiration: Duration.days(years * 366 + 2),
      noncurrentVersionExpiration: Duration.days(1),
    });
  }
  return rules;
}

/**
 * The audit log on AWS (docs/architecture.md "Audit log"):
 * - the table's stream → the consumer Lambda (TABLE_STREAM_HANDLERS), through an event source mapping that passes
 *   only records whose new or old image carries the audit stamp, one shard's records in order, bisecting a failing
 *   batch, resuming from the first record the consumer names (ReportBatchItemFailures), and sending what still
 *   fails to an on-failure queue with an alarm (plus an alarm when the consumer falls behind);
 * - the archive bucket: Object Lock (each object locked in COMPLIANCE mode by the archive schedule, for its
 *   company's years), versioned, private, TLS only, access logs, retained whatever the stack's removal policy.
 * The archive schedule's Lambda lives in the events stack (a SCHEDULES row): `grantAuditArchive` gives it this bucket.
 */
export class AuditStack extends Stack {
  readonly archiveBucket: Bucket;
  readonly consumer: SkillwayFunction;
  readonly failures: Queue;
  /** LRS forwarding's stream consumer (xapi-forwarding-stream.ts); absent without the stream. */
  forwardingConsumer?: SkillwayFunction;

  constructor(scope: Construct, id: string, props: TAuditStackProps) {
    super(scope, id, props);
    const { settings } = props.functions;
    const prefix = appPrefix(settings);

    const logs = accessLogsBucket(this, 'ArchiveAccessLogs', { retain: true });
    this.archiveBucket = new Bucket(this, 'Archive', {
      bucketName: auditArchiveBucketName(this, settings),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      objectLockEnabled: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'audit-archive/',
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...retentionRules(),
      ],
      // Write-once evidence: never removed with the stack (its locked objects could not be anyway).
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const row = TABLE_STREAM_HANDLERS.find((candidate) => candidate.id === 'audit-log');
    if (!row) throw new Error('TABLE_STREAM_HANDLERS lacks the audit log');
    this.consumer = handlerFunction(this, `Handler-${row.handler.replaceAll('/', '-')}`, props.functions, {
      root: 'events',
      handler: row.handler,
      description: row.summary,
      // Names (GetItem), the events already recorded (Query), the chain's transaction (TransactWriteItems).
      grants: { table: 'readwrite' },
      memoryMb: 512,
      timeoutSeconds: 120,
    });

    acknowledgeRule(
      this.consumer.fn,
      'Serverless-LambdaDLQ',
      "Invoked only by the table stream's event source mapping, never asynchronously: a function DLQ would never get " +
        "anything. What fails after the mapping's retries goes to its on-failure destination (the queue below, alarmed).",
    );

    this.failures = new Queue(this, 'StreamFailures', {
      queueName: `${prefix}-audit-stream-failures`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeRule(
      this.failures,
      'Serverless-SQSRedrivePolicy',
      "The stream mapping's on-failure destination itself: it holds where the failed records are (shard, sequence " +
        'numbers), kept 14 days for an operator to redrive; its alarm reports each arrival.',
    );
    acknowledgeRule(
      this.failures,
      'AwsSolutions-SQS3',
      "This queue is the audit stream's on-failure destination; nothing consumes it automatically, so it needs no DLQ " +
        'of its own. The alarm below reports anything landing here.',
    );
    const failuresAlarm = new Alarm(this, 'StreamFailuresAlarm', {
      alarmName: `${prefix}-audit-stream-failures`,
      alarmDescription:
        'Table stream records the audit log could not record after its retries: their events are missing until the ' +
        'records are read again from the stream (docs/operations.md).',
      metric: this.failures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const alarmAction = alarmTopicAction(this, settings);
    failuresAlarm.addAlarmAction(alarmAction);
    const behindAlarm = new Alarm(this, 'StreamBehindAlarm', {
      alarmName: `${prefix}-audit-stream-behind`,
      alarmDescription:
        'The audit log is more than 15 minutes behind the table (its consumer is failing or throttled).',
      metric: this.consumer.fn.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(5) }),
      threshold: 15 * 60 * 1000,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    behindAlarm.addAlarmAction(alarmAction);

    if (!props.tableStreamParameter) {
      Annotations.of(this).addWarningV2(
        'skillway:audit-stream-missing',
        'skillway:tableName names a restored table without skillway:tableStreamArn: the audit log records nothing ' +
          'until the restored table has its stream (NEW_AND_OLD_IMAGES) and the stage is deployed with its ARN.',
      );
      return;
    }
    const streamArn = StringParameter.valueForStringParameter(this, props.tableStreamParameter);
    // What Lambda's poller needs: the stream's shards and records (ListStreams takes no resource).
    this.consumer.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        resources: [streamArn],
      }),
    );
    this.consumer.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }),
    );
    acknowledgeWildcards(this.consumer.role, {
      matches: (finding) => finding === 'Resource::*',
      reason:
        'dynamodb:ListStreams (the stream poller) and the X-Ray calls support no resource-level permissions; the ' +
        "stream's records are read on its ARN only.",
    });

    const stamped = { [AUDIT_STAMP_ATTRIBUTE]: { S: FilterRule.exists() } };
    new EventSourceMapping(this, 'AuditStream', {
      target: this.consumer.fn,
      eventSourceArn: streamArn,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: AUDIT_STREAM_BATCH.size,
      maxBatchingWindow: Duration.seconds(AUDIT_STREAM_BATCH.windowSeconds),
      // One batch at a time per shard: a company's events are appended in the order of its changes.
      parallelizationFactor: 1,
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: AUDIT_STREAM_RETRIES.attempts,
      maxRecordAge: AUDIT_STREAM_RETRIES.maxRecordAge,
      onFailure: new SqsDlq(this.failures),
      // Only stamped items reach the function: a write whose new image carries a stamp, a removal whose old one does.
      filters: [
        FilterCriteria.filter({ eventName: FilterRule.isEqual('INSERT'), dynamodb: { NewImage: stamped } }),
        FilterCriteria.filter({ eventName: FilterRule.isEqual('MODIFY'), dynamodb: { NewImage: stamped } }),
        FilterCriteria.filter({ eventName: FilterRule.isEqual('REMOVE'), dynamodb: { OldImage: stamped } }),
      ],
    });

    // The stream's second consumer: LRS forwarding (its own Lambda, mapping, failure queue and alarm).
    this.forwardingConsumer = addXapiForwardingStream(this, props.functions, streamArn, alarmAction);
  }
}

/**
 * The archive schedule's Lambda (events stack) writes to the archive bucket: its name in AUDIT_ARCHIVE_BUCKET, and
 * PutObject with retention and tags under the archive prefix, HeadObject there (GetObject) and ListBucket (so a
 * missing day answers 404, not 403). Names only, so the events stack holds no reference to this one.
 */
export function grantAuditArchive(fn: SkillwayFunction, settings: Pick<TSettings, 'stage'>): void {
  const bucketName = auditArchiveBucketName(fn, settings);
  const bucketArn = Stack.of(fn).formatArn({ service: 's3', region: '', account: '', resource: bucketName });
  fn.fn.addEnvironment(ENV.AUDIT_ARCHIVE_BUCKET, bucketName);
  fn.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:PutObjectRetention', 's3:PutObjectTagging', 's3:GetObject'],
      resources: [`${bucketArn}/${AUDIT_ARCHIVE_PREFIX}*`],
    }),
  );
  fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucketArn] }));
  acknowledgeWildcards(fn.role, {
    matches: (finding) => finding.endsWith(`/${AUDIT_ARCHIVE_PREFIX}*`),
    reason:
      "The archive schedule writes one object a company a day under the archive's prefix, named by company and day.",
  });
}
