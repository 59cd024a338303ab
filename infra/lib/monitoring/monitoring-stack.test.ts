import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../config/settings';
import { MAX_METRICS_PER_ALARM, MonitoringStack } from './monitoring-stack';

function synth(context: Record<string, string> = {}, eventsCount = 3) {
  const app = new App();
  const settings = readSettings((key) => context[key], {});
  const functionsStack = new Stack(app, 'Functions', { env: { account: '111111111111', region: 'eu-west-2' } });
  const fn = (id: string): IFunction =>
    new LambdaFunction(functionsStack, id, {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {}'),
    });
  const events = Array.from({ length: eventsCount }, (_, i) => fn(`Event${i}`));
  const expireTrials = fn('ExpireTrials');
  const stack = new MonitoringStack(app, 'Monitoring', {
    env: { account: '111111111111', region: 'eu-west-2' },
    settings,
    api: { apiId: 'abc123', stageName: '$default' },
    tableName: 'skillway-dev',
    areas: { events, media: [fn('Media')] },
    schedules: { 'expire-trials': expireTrials },
  });
  return Template.fromStack(stack);
}

const topicRef = { Ref: Match.stringLikeRegexp('^Alarms') };

describe('MonitoringStack', () => {
  it('emails the alarm topic when skillway:alarmEmail is set, and subscribes nobody otherwise', () => {
    const withEmail = synth({ 'skillway:alarmEmail': 'oncall@example.com' });
    withEmail.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'skillway-dev-alarms' });
    withEmail.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
      TopicArn: topicRef,
    });
    synth().resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('has every alarm kind, each with the topic as its alarm and OK action', () => {
    const t = synth();
    const alarms = t.findResources('AWS::CloudWatch::Alarm');
    const names = Object.values(alarms).map((alarm) => alarm.Properties.AlarmName as string);
    for (const kind of [
      'lambda-errors-all',
      'lambda-throttles-all',
      'lambda-errors-events',
      'lambda-throttles-events',
      'lambda-errors-media',
      'lambda-throttles-media',
      'api-5xx',
      'api-latency-p99',
      'dynamodb-throttles',
      'dynamodb-system-errors',
      'ses-bounce-rate',
      'ses-complaint-rate',
      'mediaconvert-job-errors',
      'schedule-not-run-expire-trials',
    ]) {
      expect(names).toContain(`skillway-dev-${kind}`);
    }
    for (const alarm of Object.values(alarms)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^Alarms/) }]);
      expect(alarm.Properties.OKActions).toHaveLength(1);
    }
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'skillway-dev-schedule-not-run-expire-trials',
      ComparisonOperator: 'LessThanThreshold',
      Threshold: 1,
      Period: 86400,
      TreatMissingData: 'breaching',
    });
    t.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'skillway-dev-api-latency-p99',
      ExtendedStatistic: 'p99',
      Dimensions: [
        { Name: 'ApiId', Value: 'abc123' },
        { Name: 'Stage', Value: '$default' },
      ],
    });
  });

  it('sums an area over its functions with metric math, one alarm per 10 functions', () => {
    const t = synth({}, MAX_METRICS_PER_ALARM + 2);
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm'));
    const eventErrors = alarms.filter((alarm) =>
      String(alarm.Properties.AlarmName).startsWith('skillway-dev-lambda-errors-events'),
    );
    expect(eventErrors.map((alarm) => alarm.Properties.AlarmName)).toEqual([
      'skillway-dev-lambda-errors-events-1',
      'skillway-dev-lambda-errors-events-2',
    ]);
    for (const alarm of eventErrors) {
      const metrics = alarm.Properties.Metrics as { MetricStat?: unknown }[];
      expect(metrics.filter((metric) => metric.MetricStat).length).toBeLessThanOrEqual(MAX_METRICS_PER_ALARM);
    }
  });

  it('has the stage dashboard', () => {
    synth().hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'skillway-dev' });
  });
});
