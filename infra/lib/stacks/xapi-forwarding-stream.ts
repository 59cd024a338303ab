import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_STREAM_HANDLERS } from '@skillway/shared';
import { appPrefix } from '../config/settings';
import { handlerFunction, type TFunctionContext } from '../constructs/function-context';
import type { SkillwayFunction } from '../constructs/skillway-function';
import { acknowledgeRule, acknowledgeWildcards } from '../nag/acknowledge';

/** One shard's new statements per invocation, or what came within the window. */
export const XAPI_FORWARDING_STREAM_BATCH = { size: 100, windowSeconds: 1 } as const;
/**
 * Retries of a batch whose statements could not be queued (a throttled table), and how old a record may grow: the
 * delivery's own retries are the forwarding schedule's, so a failure here is the table's, short-lived.
 */
export const XAPI_FORWARDING_STREAM_RETRIES = { attempts: 20, maxRecordAge: Duration.hours(6) } as const;

/**
 * LRS forwarding's consumer of the table's stream (docs/elearning-standards.md "Forwarding"), beside the audit log's
 * and made the same way: its own Lambda (TABLE_STREAM_HANDLERS `xapi-forwarding`) and event source mapping, which
 * passes only new LrsStatement items (INSERT with `_et` LrsStatement: the statement writes, nothing else), one shard's
 * records in order, resuming from the first record the consumer names; what still fails goes to an on-failure queue
 * with an alarm. Its own mapping keeps a slow external LRS from holding up the audit log.
 */
export function addXapiForwardingStream(
  scope: Construct,
  functions: TFunctionContext,
  streamArn: string,
  alarmAction: IAlarmAction,
): SkillwayFunction {
  const row = TABLE_STREAM_HANDLERS.find((candidate) => candidate.id === 'xapi-forwarding');
  if (!row) throw new Error('TABLE_STREAM_HANDLERS lacks LRS forwarding');
  const prefix = appPrefix(functions.settings);
  const consumer = handlerFunction(scope, `Handler-${row.handler.replaceAll('/', '-')}`, functions, {
    root: 'events',
    handler: row.handler,
    description: row.summary,
    // Targets (Query), the queue (BatchWriteItem), the statements (BatchGetItem), the targets' delivery state.
    // A first delivery reads the statements' attachments' content to send it on (multipart/mixed).
    grants: { table: 'readwrite', uploads: ['get', 'list'] },
    memoryMb: 512,
    // A batch's first delivery runs stop after 40 s (XAPI_FORWARDING_LIMITS.runSeconds) plus one request's 10 s.
    timeoutSeconds: 120,
  });
  acknowledgeRule(
    consumer.fn,
    'Serverless-LambdaDLQ',
    "Invoked only by the table stream's event source mapping, never asynchronously: what fails after the mapping's " +
      'retries goes to its on-failure destination (the queue below, alarmed).',
  );
  consumer.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
      resources: [streamArn],
    }),
  );
  consumer.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }));
  acknowledgeWildcards(consumer.role, {
    matches: (finding) => finding === 'Resource::*',
    reason:
      'dynamodb:ListStreams (the stream poller) and the X-Ray calls support no resource-level permissions; the ' +
      "stream's records are read on its ARN only.",
  });

  const failures = new Queue(scope, 'XapiForwardingStreamFailures', {
    queueName: `${prefix}-xapi-forwarding-stream-failures`,
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  acknowledgeRule(
    failures,
    'Serverless-SQSRedrivePolicy',
    "The stream mapping's on-failure destination itself: it holds where the failed records are, kept 14 days for an " +
      'operator to redrive; its alarm reports each arrival.',
  );
  acknowledgeRule(
    failures,
    'AwsSolutions-SQS3',
    "LRS forwarding's stream on-failure destination; nothing consumes it automatically. The alarm below reports it.",
  );
  new Alarm(scope, 'XapiForwardingStreamFailuresAlarm', {
    alarmName: `${prefix}-xapi-forwarding-stream-failures`,
    alarmDescription:
      'New LRS statements that could not be queued for forwarding after the retries: they are not forwarded until ' +
      'the records are read again from the stream (docs/operations.md).',
    metric: failures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  }).addAlarmAction(alarmAction);

  new EventSourceMapping(scope, 'XapiForwardingStream', {
    target: consumer.fn,
    eventSourceArn: streamArn,
    // New statements only: a first deploy does not forward the stream's last 24 hours again.
    startingPosition: StartingPosition.LATEST,
    batchSize: XAPI_FORWARDING_STREAM_BATCH.size,
    maxBatchingWindow: Duration.seconds(XAPI_FORWARDING_STREAM_BATCH.windowSeconds),
    // A company's statements share a partition, so a shard: one batch at a time keeps them in stored order.
    parallelizationFactor: 1,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: XAPI_FORWARDING_STREAM_RETRIES.attempts,
    maxRecordAge: XAPI_FORWARDING_STREAM_RETRIES.maxRecordAge,
    onFailure: new SqsDlq(failures),
    filters: [
      FilterCriteria.filter({
        eventName: FilterRule.isEqual('INSERT'),
        dynamodb: { NewImage: { _et: { S: FilterRule.isEqual('LrsStatement') } } },
      }),
    ],
  });
  return consumer;
}
