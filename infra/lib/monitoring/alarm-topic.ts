import { Stack } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { appPrefix, type TSettings } from '../config/settings';

/** `skillway-<stage>-alarms`: the monitoring stack's SNS topic. */
export function alarmTopicName(settings: Pick<TSettings, 'stage'>): string {
  return `${appPrefix(settings)}-alarms`;
}

/**
 * The alarm topic as an action for alarms of stacks deployed before the monitoring stack (the dead-letter queue
 * alarms): by its ARN, which the name fixes, so no stack refers to one deployed after it.
 */
export function alarmTopicAction(scope: IConstruct, settings: Pick<TSettings, 'stage'>): SnsAction {
  const stack = Stack.of(scope);
  const arn = stack.formatArn({ service: 'sns', resource: alarmTopicName(settings) });
  return new SnsAction(Topic.fromTopicArn(stack, 'AlarmTopic', arn));
}
