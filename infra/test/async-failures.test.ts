/**
 * Nothing asynchronous fails silently: read from the synthesized templates of every stack, each Lambda that AWS
 * invokes asynchronously (an EventBridge rule's target, an EventBridge Scheduler schedule's target, an S3 or SNS
 * notification, an SQS event source) retries a bounded number of times within a maximum event age and then hands the
 * event to a dead-letter queue (the rule's or schedule's DLQ for delivery failures, the function's on-failure
 * destination for handler errors), and every such queue has a CloudWatch alarm on its visible messages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AWS_TRIGGERED_HANDLERS, EVENT_ROUTES, SCHEDULES } from '@skillway/shared';
import { ASYNC_MAX_AGE, ASYNC_RETRIES } from '../lib/stacks/events-stack';
import { synthStubApp } from './synth-stub-app';

type TJson = Record<string, unknown>;
type TResources = Record<string, { Type: string; Properties?: TJson }>;

/** A resource of one stack: `<stack path>/<logical id>`. */
type TRef = string;

function synthesize(): Stack[] {
  const synthesized = synthStubApp();
  return [...Object.values(synthesized), ...synthesized.apiRoutes.domains] as Stack[];
}

let stacks: { stack: Stack; resources: TResources }[];
/** CloudFormation export name → the resource of the exporting stack it names. */
let exportsByName: Map<string, TRef>;

beforeAll(() => {
  const all = synthesize();
  stacks = all.map((stack) => ({
    stack,
    resources: (Template.fromStack(stack).toJSON().Resources ?? {}) as TResources,
  }));
  exportsByName = new Map();
  for (const stack of all) {
    const outputs = (Template.fromStack(stack).toJSON().Outputs ?? {}) as Record<string, TJson>;
    for (const output of Object.values(outputs)) {
      const name = (output.Export as TJson | undefined)?.Name;
      const target = logicalIdOf(output.Value);
      if (typeof name === 'string' && target) exportsByName.set(name, `${stack.node.path}/${target}`);
    }
  }
}, 300_000);

/** The logical id an intrinsic names (`Ref`, `Fn::GetAtt`), if it names one of the same stack. */
function logicalIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const json = value as TJson;
  if (typeof json.Ref === 'string') return json.Ref;
  const getAtt = json['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  return undefined;
}

/** The resource an ARN or name refers to, across stacks (a cross-stack reference is an `Fn::ImportValue`). */
function resolve(stack: Stack, value: unknown): TRef | undefined {
  const local = logicalIdOf(value);
  if (local) return `${stack.node.path}/${local}`;
  const imported = (value as TJson | undefined)?.['Fn::ImportValue'];
  return typeof imported === 'string' ? exportsByName.get(imported) : undefined;
}

interface TAsyncInvoke {
  /** What invokes it: `<stack>/<rule, schedule, bucket or subscription>`. */
  source: string;
  /** A rule's or schedule's target (with its own retry policy and DLQ), or a notification (S3, SNS) without one. */
  kind: 'target' | 'notification';
  fn: TRef;
  /** The delivery DLQ of the rule or schedule target, when the source has one. */
  deliveryDlq?: TRef;
  retry?: { MaximumRetryAttempts?: number; MaximumEventAgeInSeconds?: number };
}

function isLambdaArn(stack: Stack, value: unknown, resources: TResources): string | undefined {
  const id = logicalIdOf(value);
  return id && resources[id]?.Type === 'AWS::Lambda::Function' ? `${stack.node.path}/${id}` : undefined;
}

/** Every asynchronous invocation of a Lambda function the app defines. */
function asyncInvokes(): TAsyncInvoke[] {
  const found: TAsyncInvoke[] = [];
  for (const { stack, resources } of stacks) {
    for (const [id, resource] of Object.entries(resources)) {
      const props = resource.Properties ?? {};
      if (resource.Type === 'AWS::Events::Rule') {
        for (const target of (props.Targets as TJson[] | undefined) ?? []) {
          const fn = isLambdaArn(stack, target.Arn, resources);
          if (!fn) continue;
          found.push({
            source: `${stack.node.path}/${id}`,
            kind: 'target',
            fn,
            deliveryDlq: resolve(stack, (target.DeadLetterConfig as TJson | undefined)?.Arn),
            retry: target.RetryPolicy as TAsyncInvoke['retry'],
          });
        }
      }
      if (resource.Type === 'AWS::Scheduler::Schedule') {
        const target = props.Target as TJson;
        const fn = isLambdaArn(stack, target.Arn, resources);
        if (fn) {
          found.push({
            source: `${stack.node.path}/${id}`,
            kind: 'target',
            fn,
            deliveryDlq: resolve(stack, (target.DeadLetterConfig as TJson | undefined)?.Arn),
            retry: target.RetryPolicy as TAsyncInvoke['retry'],
          });
        }
      }
      if (resource.Type === 'AWS::SNS::Subscription' && props.Protocol === 'lambda') {
        const fn = isLambdaArn(stack, props.Endpoint, resources);
        if (fn) found.push({ source: `${stack.node.path}/${id}`, kind: 'notification', fn });
      }
      if (resource.Type === 'AWS::S3::Bucket') {
        const configurations = ((props.NotificationConfiguration as TJson | undefined)?.LambdaConfigurations ??
          []) as TJson[];
        for (const configuration of configurations) {
          const fn = isLambdaArn(stack, configuration.Function, resources);
          if (fn) found.push({ source: `${stack.node.path}/${id}`, kind: 'notification', fn });
        }
      }
    }
  }
  return found;
}

/** Each function's async-invoke configuration (retries, maximum age, on-failure destination). */
function invokeConfigs(): Map<TRef, TJson> {
  const configs = new Map<TRef, TJson>();
  for (const { stack, resources } of stacks) {
    for (const resource of Object.values(resources)) {
      if (resource.Type !== 'AWS::Lambda::EventInvokeConfig') continue;
      const fn = resolve(stack, resource.Properties?.FunctionName);
      if (fn) configs.set(fn, resource.Properties ?? {});
    }
  }
  return configs;
}

/** Queues that have an alarm on their visible messages, as `<stack>/<queue logical id>`. */
function alarmedQueues(): Set<TRef> {
  const alarmed = new Set<TRef>();
  for (const { stack, resources } of stacks) {
    for (const resource of Object.values(resources)) {
      const props = resource.Properties ?? {};
      if (resource.Type !== 'AWS::CloudWatch::Alarm') continue;
      if (props.Namespace !== 'AWS/SQS' || props.MetricName !== 'ApproximateNumberOfMessagesVisible') continue;
      for (const dimension of (props.Dimensions as TJson[] | undefined) ?? []) {
        const queue = dimension.Name === 'QueueName' ? resolve(stack, dimension.Value) : undefined;
        if (queue) alarmed.add(queue);
      }
      expect(Number(props.Threshold), 'an alarm on the first message').toBeLessThanOrEqual(1);
    }
  }
  return alarmed;
}

function isQueue(ref: TRef | undefined): boolean {
  if (!ref) return false;
  const slash = ref.lastIndexOf('/');
  const entry = stacks.find(({ stack }) => stack.node.path === ref.slice(0, slash));
  return entry?.resources[ref.slice(slash + 1)]?.Type === 'AWS::SQS::Queue';
}

describe('asynchronous Lambda invocations', () => {
  it('finds every rule, schedule and AWS-triggered handler of the manifest', () => {
    const invokes = asyncInvokes();
    const functions = new Set(invokes.map((invoke) => invoke.fn));
    const handlers = new Set([...EVENT_ROUTES, ...SCHEDULES, ...AWS_TRIGGERED_HANDLERS].map((row) => row.handler));
    expect(functions.size).toBe(handlers.size);
    // One rule per event route, one schedule per schedule row, and the pipeline's three rules.
    expect(invokes.length).toBe(EVENT_ROUTES.length + SCHEDULES.length + AWS_TRIGGERED_HANDLERS.length);
  });

  it('retries a bounded number of times within a maximum age, then dead-letters what it could not deliver', () => {
    const problems: string[] = [];
    for (const invoke of asyncInvokes()) {
      // A notification has no delivery policy of its own: its function's async configuration (below) is what counts.
      if (invoke.kind === 'notification') continue;
      if (invoke.retry?.MaximumRetryAttempts !== ASYNC_RETRIES) problems.push(`${invoke.source}: retry attempts`);
      if (invoke.retry?.MaximumEventAgeInSeconds !== ASYNC_MAX_AGE.toSeconds())
        problems.push(`${invoke.source}: maximum event age`);
      if (!isQueue(invoke.deliveryDlq)) problems.push(`${invoke.source}: no dead-letter queue`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every asynchronously invoked function an on-failure queue, retries and a maximum age for its errors', () => {
    const configs = invokeConfigs();
    const problems: string[] = [];
    for (const fn of new Set(asyncInvokes().map((invoke) => invoke.fn))) {
      const config = configs.get(fn);
      if (!config) {
        problems.push(`${fn}: no async invoke configuration`);
        continue;
      }
      if (config.MaximumRetryAttempts !== ASYNC_RETRIES) problems.push(`${fn}: retry attempts`);
      if (config.MaximumEventAgeInSeconds !== ASYNC_MAX_AGE.toSeconds()) problems.push(`${fn}: maximum event age`);
      const destination = ((config.DestinationConfig as TJson | undefined)?.OnFailure as TJson | undefined)
        ?.Destination;
      const stack = fn.slice(0, fn.lastIndexOf('/'));
      const owner = stacks.find((entry) => entry.stack.node.path === stack)!.stack;
      if (!isQueue(resolve(owner, destination))) problems.push(`${fn}: no on-failure queue`);
    }
    expect(problems).toEqual([]);
  });

  it('has no SQS event source without a failure path (there are none today)', () => {
    for (const { stack, resources } of stacks) {
      for (const [id, resource] of Object.entries(resources)) {
        if (resource.Type !== 'AWS::Lambda::EventSourceMapping') continue;
        expect(resource.Properties?.DestinationConfig, `${stack.node.path}/${id}`).toBeDefined();
      }
    }
  });

  it('alarms on every dead-letter queue', () => {
    const alarmed = alarmedQueues();
    const configs = invokeConfigs();
    const queues = new Set<TRef>();
    for (const invoke of asyncInvokes()) if (invoke.deliveryDlq) queues.add(invoke.deliveryDlq);
    for (const [fn, config] of configs) {
      const destination = ((config.DestinationConfig as TJson | undefined)?.OnFailure as TJson | undefined)
        ?.Destination;
      const owner = stacks.find((entry) => entry.stack.node.path === fn.slice(0, fn.lastIndexOf('/')))!.stack;
      const queue = resolve(owner, destination);
      if (queue) queues.add(queue);
    }
    expect(queues.size).toBeGreaterThanOrEqual(2);
    expect([...queues].filter((queue) => !alarmed.has(queue))).toEqual([]);
  });
});
