import { Duration, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import {
  Schedule,
  ScheduleExpression,
  ScheduleGroup,
  ScheduleTargetInput,
  ContextAttribute,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { EVENT_ROUTES, EVENT_SOURCE, SCHEDULES } from '@skillway/shared';
import { appPrefix } from '../config/settings';
import { alarmTopicAction } from '../monitoring/alarm-topic';
import { handlerFunction, type TFunctionContext } from '../constructs/function-context';
import type { SkillwayFunction } from '../constructs/skillway-function';
import { acknowledgeRule, acknowledgeWildcards } from '../nag/acknowledge';
import { grantsForEventHandler } from '../permissions/grants';

export interface TEventsStackProps extends StackProps {
  /** Without the bus: this stack makes it and fills EVENT_BUS_NAME and the publish grant itself. */
  readonly functions: Omit<TFunctionContext, 'environment' | 'grantTargets'> & {
    readonly environment: Omit<TFunctionContext['environment'], 'eventBusName'>;
    readonly grantTargets: Omit<TFunctionContext['grantTargets'], 'eventBusArn'>;
  };
}

/** How often a failed async delivery or invocation is retried, and for how long, before it lands in the DLQ. */
export const ASYNC_RETRIES = 2;
export const ASYNC_MAX_AGE = Duration.hours(6);

/** Handlers that need more than the default 256 MB and 60 s: the report worker writes whole workbooks and PDFs. */
const EVENT_HANDLER_SIZING: Readonly<Record<string, { memoryMb: number; timeoutSeconds: number }>> = {
  'handlers/build-report': { memoryMb: 1024, timeoutSeconds: 300 },
  // A user's personal data export: every area of their data, their files and a PDF, zipped in memory.
  'handlers/build-personal-data-export': { memoryMb: 1024, timeoutSeconds: 300 },
  // The daily reminders walk every company (a page at a time) and deliver what is due: up to 15 minutes.
  'schedules/send-reminders': { memoryMb: 512, timeoutSeconds: 900 },
  // The daily renewals, the same walk over the companies with a transaction per renewal due: up to 15 minutes.
  'schedules/renew-certifications': { memoryMb: 512, timeoutSeconds: 900 },
  // The audit archive: every company's previous day (one Query and, for a day with events, one PutObject each).
  'schedules/archive-audit-log': { memoryMb: 512, timeoutSeconds: 900 },
  // A company's delete job: page by page through its items, files and sign-ins; a retry resumes where it stopped.
  'handlers/delete-company': { memoryMb: 512, timeoutSeconds: 900 },
  // An e-learning package: a zip of up to 500 MB unpacked file by file (each file is held whole while it is
  // inflated and written, up to 1 GB in all), thousands of PUTs.
  'handlers/unpack-package': { memoryMb: 3008, timeoutSeconds: 900 },
};

/**
 * Asynchronous work: the app's event bus (with a 30-day archive for replays: every handler is idempotent),
 * one rule per EVENT_ROUTES row to its handler Lambda, one EventBridge Scheduler schedule per SCHEDULES row,
 * and one dead-letter queue for everything that still fails after retries, with an alarm on it.
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly deadLetters: Queue;
  readonly handlers = new Map<string, SkillwayFunction>();

  constructor(scope: Construct, id: string, props: TEventsStackProps) {
    super(scope, id, props);
    const prefix = appPrefix(props.functions.settings);

    this.bus = new EventBus(this, 'Bus', { eventBusName: prefix, description: 'Skillway domain events.' });
    this.bus.archive('Archive', {
      description: 'Replays of app events (handlers are safe to run twice).',
      eventPattern: { source: [EVENT_SOURCE] },
      retention: Duration.days(30),
    });

    this.deadLetters = new Queue(this, 'DeadLetters', {
      queueName: `${prefix}-events-dlq`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeRule(
      this.deadLetters,
      'Serverless-SQSRedrivePolicy',
      'A dead-letter queue itself: a redrive policy would move what failed to yet another queue; its messages are ' +
        'kept 14 days for inspection and redrive, and its alarm reports each arrival.',
    );
    acknowledgeRule(
      this.deadLetters,
      'AwsSolutions-SQS3',
      "This queue is the dead-letter queue (of the event rules, the schedules and the handlers' async invokes); " +
        'nothing consumes it automatically, so it needs no DLQ of its own. The alarm below reports anything landing here.',
    );
    const deadLettersAlarm = new Alarm(this, 'DeadLettersAlarm', {
      alarmName: `${prefix}-events-dlq-not-empty`,
      alarmDescription: 'An event or scheduled job failed after its retries; inspect and redrive the DLQ.',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    deadLettersAlarm.addAlarmAction(alarmTopicAction(this, props.functions.settings));

    const context: TFunctionContext = {
      ...props.functions,
      environment: { ...props.functions.environment, eventBusName: this.bus.eventBusName },
      grantTargets: { ...props.functions.grantTargets, eventBusArn: this.bus.eventBusArn },
    };

    const ruled = new Set<string>();
    for (const route of EVENT_ROUTES) {
      const fn = this.handlerFor(context, route.handler, route.summary);
      // A detail type with several consumers (stored and notified) gets one rule per handler.
      const ruleId = ruled.has(route.detailType)
        ? `On-${route.detailType}-${route.handler.replaceAll('/', '-')}`
        : `On-${route.detailType}`;
      ruled.add(route.detailType);
      new Rule(this, ruleId, {
        eventBus: this.bus,
        description: route.summary.slice(0, 512),
        eventPattern: { source: [EVENT_SOURCE], detailType: [route.detailType] },
        // Delivery failures (throttling, a missing function) go to the DLQ too.
        targets: [
          new LambdaFunction(fn.fn, {
            retryAttempts: ASYNC_RETRIES,
            maxEventAge: ASYNC_MAX_AGE,
            deadLetterQueue: this.deadLetters,
          }),
        ],
      });
    }

    const group = new ScheduleGroup(this, 'Schedules', { scheduleGroupName: prefix });
    for (const schedule of SCHEDULES) {
      const fn = this.handlerFor(context, schedule.handler, schedule.summary);
      new Schedule(this, `Schedule-${schedule.id}`, {
        scheduleGroup: group,
        description: schedule.summary.slice(0, 512),
        // A row's cron reads in its own time zone (the reminders fire at 07:00 London time, summer and winter).
        schedule: ScheduleExpression.expression(
          schedule.expression,
          schedule.timeZone ? TimeZone.of(schedule.timeZone) : undefined,
        ),
        target: new LambdaInvoke(fn.fn, {
          // The same shape as an EventBridge scheduled event, so handlers take one event type on both runtimes.
          input: ScheduleTargetInput.fromObject({
            version: '0',
            id: ContextAttribute.executionId,
            'detail-type': 'Scheduled Event',
            source: 'aws.scheduler',
            account: this.account,
            region: this.region,
            time: ContextAttribute.scheduledTime,
            resources: [ContextAttribute.scheduleArn],
            detail: { schedule: schedule.id },
          }),
          retryAttempts: ASYNC_RETRIES,
          maxEventAge: ASYNC_MAX_AGE,
          deadLetterQueue: this.deadLetters,
        }),
      });
    }

    // EventBridge Scheduler's role is made by CDK's LambdaInvoke target: lambda:InvokeFunction on the function and
    // on its versions and aliases (`<fn>.Arn:*`), nothing else.
    for (const child of this.node.children) {
      if (!child.node.id.startsWith('SchedulerRoleForTarget')) continue;
      acknowledgeWildcards(child, {
        matches: (finding) => /^Resource::<[A-Za-z0-9]+\.Arn>:\*$/.test(finding),
        reason:
          "Scheduler invokes its one handler Lambda; the :* suffix covers that function's versions and aliases only.",
      });
    }
  }

  /** One Lambda per handler module, shared when several rows name the same module. */
  private handlerFor(context: TFunctionContext, handler: string, summary: string): SkillwayFunction {
    const existing = this.handlers.get(handler);
    if (existing) return existing;
    const fn = handlerFunction(this, `Handler-${handler.replaceAll('/', '-')}`, context, {
      root: 'events',
      handler,
      description: summary,
      grants: grantsForEventHandler(handler),
      ...(EVENT_HANDLER_SIZING[handler] ?? { timeoutSeconds: 60 }),
    });
    // A handler that throws is retried by Lambda's async invoke, then its event goes to the DLQ with the error.
    fn.fn.configureAsyncInvoke({
      retryAttempts: ASYNC_RETRIES,
      maxEventAge: ASYNC_MAX_AGE,
      onFailure: new SqsDestination(this.deadLetters),
    });
    this.handlers.set(handler, fn);
    return fn;
  }
}
