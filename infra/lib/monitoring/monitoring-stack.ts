import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { appPrefix, type TSettings } from '../config/settings';
import { alarmTopicName } from './alarm-topic';

/** CloudWatch takes at most 10 metrics in one alarm's metric math: larger areas get one alarm per 10 functions. */
export const MAX_METRICS_PER_ALARM = 10;

/** The DynamoDB operations the handlers call: SystemErrors is published per operation. */
const TABLE_OPERATIONS = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
] as const;

export interface TMonitoringStackProps extends StackProps {
  readonly settings: TSettings;
  /** The HTTP API and its stage (`$default`). */
  readonly api: { readonly apiId: string; readonly stageName: string };
  readonly tableName: string;
  /** Lambda functions by area (events, media): their errors and throttles alarm per area, not per function. */
  readonly areas: Readonly<Record<string, readonly IFunction[]>>;
  /** The handler of each daily schedule, by schedule id: an alarm when it has not run in a day. */
  readonly schedules: Readonly<Record<string, IFunction>>;
}

/**
 * What tells the on-call person that production is unwell: one SNS topic (an email subscription when
 * `alarmEmail` is set) and alarms on it for Lambda errors and throttles, API 5xx and p99 latency, DynamoDB
 * throttles and system errors, SES bounce and complaint rates, MediaConvert job failures and daily schedules that
 * did not run; the dead-letter queue alarms of the events and media stacks act on the same topic (alarm-topic.ts).
 * One dashboard per stage shows the same metrics. docs/operations.md says what each alarm means and what to do.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: TMonitoringStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const prefix = appPrefix(settings);

    this.topic = new Topic(this, 'Alarms', {
      topicName: alarmTopicName(settings),
      displayName: `Skillway ${settings.stage} alarms`,
      enforceSSL: true,
    });
    // CloudWatch alarms publish with the service principal (SNS-managed encryption would need a key policy for it).
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    if (settings.alarmEmail) this.topic.addSubscription(new EmailSubscription(settings.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarm = (
      name: string,
      description: string,
      metric: IMetric,
      options: {
        threshold: number;
        evaluationPeriods?: number;
        comparison?: ComparisonOperator;
        missing?: TreatMissingData;
      },
    ): Alarm => {
      const made = new Alarm(this, `Alarm-${name}`, {
        alarmName: `${prefix}-${name}`,
        alarmDescription: `${description} See docs/operations.md, "Alarms".`,
        metric,
        threshold: options.threshold,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        comparisonOperator: options.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: options.missing ?? TreatMissingData.NOT_BREACHING,
      });
      made.addAlarmAction(action);
      made.addOkAction(action);
      this.alarms.push(made);
      return made;
    };
    const fiveMinutes = Duration.minutes(5);

    // Lambda: every function of the region (the API's too: its handlers answer 5xx on errors, alarmed below).
    const lambdaAll = (metricName: string) =>
      new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: fiveMinutes });
    alarm(
      'lambda-errors-all',
      'Lambda functions of this region failed (uncaught errors, timeouts, crashes).',
      lambdaAll('Errors'),
      {
        threshold: 5,
      },
    );
    alarm(
      'lambda-throttles-all',
      'Lambda invocations in this region were throttled (concurrency exhausted).',
      lambdaAll('Throttles'),
      {
        threshold: 1,
      },
    );
    const areaWidgets: GraphWidget[] = [];
    for (const [area, functions] of Object.entries(props.areas)) {
      const chunks = chunk(functions, MAX_METRICS_PER_ALARM);
      chunks.forEach((group, i) => {
        const suffix = chunks.length > 1 ? `-${i + 1}` : '';
        const sum = (metricName: 'Errors' | 'Throttles') =>
          new MathExpression({
            expression: group.map((_, j) => `${metricName.charAt(0).toLowerCase()}${j}`).join(' + ') || '0',
            usingMetrics: Object.fromEntries(
              group.map((fn, j) => [
                `${metricName.charAt(0).toLowerCase()}${j}`,
                fn.metric(metricName, { statistic: 'Sum', period: fiveMinutes }),
              ]),
            ),
            label: `${area} ${metricName.toLowerCase()}${suffix}`,
            period: fiveMinutes,
          });
        const errors = sum('Errors');
        const throttles = sum('Throttles');
        alarm(
          `lambda-errors-${area}${suffix}`,
          `The ${area} functions failed (sum over the area's functions).`,
          errors,
          {
            threshold: 1,
          },
        );
        alarm(`lambda-throttles-${area}${suffix}`, `The ${area} functions were throttled.`, throttles, {
          threshold: 1,
        });
        areaWidgets.push(new GraphWidget({ title: `Lambda ${area}${suffix}`, left: [errors, throttles], width: 8 }));
      });
    }

    // API Gateway (HTTP API metrics by ApiId and Stage).
    const apiMetric = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.api.apiId, Stage: props.api.stageName },
        statistic,
        period: fiveMinutes,
      });
    const api5xx = apiMetric('5xx', 'Sum');
    const apiP99 = apiMetric('Latency', 'p99');
    alarm('api-5xx', 'The API answered 5xx (handler errors, Lambda timeouts or dependency faults).', api5xx, {
      threshold: 5,
    });
    alarm('api-latency-p99', 'The API p99 latency stayed above 5 s for 15 minutes.', apiP99, {
      threshold: 5000,
      evaluationPeriods: 3,
    });

    // DynamoDB: throttles (table and indexes, read and write) and system errors (per operation, summed).
    const tableMetric = (metricName: string, extra: Record<string, string> = {}) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.tableName, ...extra },
        statistic: 'Sum',
        period: fiveMinutes,
      });
    const tableThrottles = new MathExpression({
      expression: 'r + w',
      usingMetrics: { r: tableMetric('ReadThrottleEvents'), w: tableMetric('WriteThrottleEvents') },
      label: 'table throttle events',
      period: fiveMinutes,
    });
    const tableSystemErrors = new MathExpression({
      expression: TABLE_OPERATIONS.map((_, i) => `e${i}`).join(' + '),
      usingMetrics: Object.fromEntries(
        TABLE_OPERATIONS.map((operation, i) => [`e${i}`, tableMetric('SystemErrors', { Operation: operation })]),
      ),
      label: 'table system errors',
      period: fiveMinutes,
    });
    alarm('dynamodb-throttles', 'DynamoDB throttled reads or writes of the table.', tableThrottles, { threshold: 1 });
    alarm('dynamodb-system-errors', 'DynamoDB answered 5xx (its own fault) to the table calls.', tableSystemErrors, {
      threshold: 1,
    });

    // SES reputation (account level, the rates SES reviews and suspends sending at).
    const ses = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    const bounceRate = ses('Reputation.BounceRate');
    const complaintRate = ses('Reputation.ComplaintRate');
    alarm(
      'ses-bounce-rate',
      'SES bounce rate at 5% or more (SES reviews the account at 5%, may pause it at 10%).',
      bounceRate,
      {
        threshold: 0.05,
      },
    );
    alarm(
      'ses-complaint-rate',
      'SES complaint rate at 0.1% or more (SES reviews at 0.1%, may pause at 0.5%).',
      complaintRate,
      {
        threshold: 0.001,
      },
    );

    // MediaConvert: failed jobs on the queue the transcode handler submits to.
    const mediaConvertErrors = new Metric({
      namespace: 'AWS/MediaConvert',
      metricName: 'JobsErroredCount',
      dimensionsMap: { Queue: `arn:${this.partition}:mediaconvert:${this.region}:${this.account}:queues/Default` },
      statistic: 'Sum',
      period: fiveMinutes,
    });
    alarm('mediaconvert-job-errors', 'A MediaConvert transcode job failed.', mediaConvertErrors, { threshold: 1 });

    // Daily schedules: their handler was not invoked in a day (no data counts as not run).
    const scheduleRuns: IMetric[] = [];
    for (const [scheduleId, fn] of Object.entries(props.schedules)) {
      const runs = fn.metricInvocations({ statistic: 'Sum', period: Duration.days(1) });
      scheduleRuns.push(runs.with({ label: scheduleId }));
      alarm(`schedule-not-run-${scheduleId}`, `The daily schedule ${scheduleId} did not run in the last day.`, runs, {
        threshold: 1,
        comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
        missing: TreatMissingData.BREACHING,
      });
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: prefix,
      defaultInterval: Duration.hours(24),
      widgets: [
        [
          new TextWidget({
            markdown: `# Skillway ${settings.stage}\nAlarms: SNS topic \`${alarmTopicName(settings)}\`; see docs/operations.md.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({ title: 'API 5xx', left: [api5xx], width: 8 }),
          new GraphWidget({ title: 'API latency p99 (ms)', left: [apiP99], width: 8 }),
          new GraphWidget({ title: 'Lambda (region)', left: [lambdaAll('Errors'), lambdaAll('Throttles')], width: 8 }),
        ],
        areaWidgets,
        [
          new GraphWidget({ title: 'DynamoDB', left: [tableThrottles, tableSystemErrors], width: 8 }),
          new GraphWidget({ title: 'SES reputation', left: [bounceRate, complaintRate], width: 8 }),
          new GraphWidget({ title: 'MediaConvert errors', left: [mediaConvertErrors], width: 8 }),
        ],
        [new GraphWidget({ title: 'Daily schedules (runs per day)', left: scheduleRuns, width: 24 })],
      ],
    });
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
