import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AWS_TRIGGERED_HANDLERS, EVENT_ROUTES, OPERATION_LIST, SCHEDULES } from '@skillway/shared';
import type { TSkillwayStacks } from '../skillway-app';
import { synthStubApp } from '../../test/synth-stub-app';
import { reservedConcurrencyFor, totalReservedConcurrency } from './reserved-concurrency';

/** Lambda's floor of unreserved concurrency per account and region, and the default quota. */
const LAMBDA_MINIMUM_UNRESERVED = 100;
const DEFAULT_ACCOUNT_CONCURRENCY = 1000;

function reservations(stacks: TSkillwayStacks): Map<string, number | undefined> {
  const all: Stack[] = [stacks.events, stacks.mediaPipeline, ...stacks.apiRoutes.domains];
  const found = new Map<string, number | undefined>();
  for (const stack of all) {
    for (const fn of Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))) {
      const properties = fn.Properties as { Description?: string; ReservedConcurrentExecutions?: number };
      found.set(properties.Description ?? '', properties.ReservedConcurrentExecutions);
    }
  }
  return found;
}

function operationDescription(id: string): string {
  const operation = OPERATION_LIST.find((row) => row.id === id)!;
  return `${operation.method} ${operation.path}: ${operation.summary}`.slice(0, 256);
}

describe('reserved concurrency (skillway:reservedConcurrency)', () => {
  let on: Map<string, number | undefined>;
  let off: Map<string, number | undefined>;

  beforeAll(() => {
    on = reservations(synthStubApp({ 'skillway:reservedConcurrency': 'true' }));
    off = reservations(synthStubApp());
  }, 300_000);

  it('keeps sign-in and the progress saves running however busy the workers are, and caps the workers', () => {
    expect(on.get(operationDescription('auth.login'))).toBe(40);
    expect(on.get(operationDescription('auth.refresh'))).toBe(60);
    expect(on.get(operationDescription('learning.updateLastTime'))).toBe(100);
    const reports = EVENT_ROUTES.find((route) => route.handler === 'handlers/build-report')!;
    expect(on.get(reports.summary.slice(0, 256))).toBe(10);
    // Everything else shares the pool.
    expect(on.get(operationDescription('system.openapi'))).toBeUndefined();
    expect(on.get(operationDescription('courses.list'))).toBeUndefined();
  });

  it('caps every worker, and leaves Lambda its unreserved minimum on a default account', () => {
    for (const handler of [...EVENT_ROUTES, ...SCHEDULES, ...AWS_TRIGGERED_HANDLERS].map((row) => row.handler)) {
      expect(reservedConcurrencyFor('events', handler), handler).toBeGreaterThan(0);
    }
    const total = [...on.values()].reduce<number>((sum, value) => sum + (value ?? 0), 0);
    expect(total).toBe(totalReservedConcurrency());
    expect(total).toBeLessThanOrEqual(DEFAULT_ACCOUNT_CONCURRENCY - LAMBDA_MINIMUM_UNRESERVED);
  });

  it('reserves nothing by default (a new account can have a quota of 10)', () => {
    expect([...off.values()].filter((value) => value !== undefined)).toEqual([]);
  });
});
