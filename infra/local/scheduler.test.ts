import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TSchedule } from '@skillway/shared';
import { createEventBus, type TBusEvent } from './event-bus';
import type { TLambdaHandler } from './handler-loader';
import { createLogger } from './log';
import { createScheduler } from './scheduler';

const schedules: TSchedule[] = [
  {
    id: 'daily-job',
    expression: 'cron(0 7 * * ? *)',
    timeZone: 'Europe/London',
    localEveryMs: 24 * 60 * 60 * 1000,
    handler: 'schedules/daily',
    summary: 'A daily job.',
  },
  { id: 'broken-job', expression: 'rate(1 hour)', localEveryMs: 60_000, handler: 'schedules/broken', summary: '' },
];

describe('createScheduler', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function setup() {
    const dir = await mkdtemp(join(tmpdir(), 'scheduler-'));
    dirs.push(dir);
    const seen: TBusEvent[] = [];
    let active = 0;
    let maxActive = 0;
    const modules: Record<string, TLambdaHandler> = {
      'schedules/daily': async (event: TBusEvent) => {
        seen.push(event);
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        return { ran: seen.length, now: (event.detail as { now?: string }).now ?? null };
      },
      'schedules/broken': async () => {
        throw new Error('no database');
      },
    };
    const log = { ...createLogger(true), error: () => undefined, warn: () => undefined };
    const bus = createEventBus({
      routes: [],
      handlers: { get: async (module: string) => modules[module]! },
      deadLetterFile: join(dir, 'dead-letters.jsonl'),
      log,
      backoffMs: [0, 0],
    });
    const scheduler = createScheduler({ schedules, bus, log, firstRunDelayMs: 60_000 });
    return { scheduler, seen, maxActive: () => maxActive };
  }

  it('lists every schedule with its cron, time zone and no run yet', async () => {
    const { scheduler } = await setup();
    expect(scheduler.list()).toEqual([
      {
        name: 'daily-job',
        cron: 'cron(0 7 * * ? *)',
        time_zone: 'Europe/London',
        local_every_ms: 86_400_000,
        handler: 'schedules/daily',
        summary: 'A daily job.',
        running: false,
        last_run: null,
      },
      expect.objectContaining({ name: 'broken-job', time_zone: 'UTC', last_run: null }),
    ]);
  });

  it('runs one now with a fixed clock, as a scheduled event, and keeps the finished run', async () => {
    const { scheduler, seen } = await setup();
    const run = await scheduler.runNow('daily-job', { now: '2034-07-01T06:00:00.000Z' });
    expect(run).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      attempts: 1,
      result: { ran: 1, now: '2034-07-01T06:00:00.000Z' },
      error: null,
      now: '2034-07-01T06:00:00.000Z',
    });
    expect(seen[0]).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.scheduler',
      detail: { schedule: 'daily-job', now: '2034-07-01T06:00:00.000Z' },
    });
    expect(scheduler.list()[0]?.last_run).toEqual(run);
  });

  it('never overlaps runs of one schedule: a second manual run waits for the first', async () => {
    const { scheduler, seen, maxActive } = await setup();
    const [first, second] = await Promise.all([scheduler.runNow('daily-job'), scheduler.runNow('daily-job')]);
    expect(first.status).toBe('succeeded');
    expect(second.status).toBe('succeeded');
    expect(seen).toHaveLength(2);
    expect(maxActive()).toBe(1);
    expect(scheduler.list()[0]?.running).toBe(false);
  });

  it('records a run that failed every attempt, with its error', async () => {
    const { scheduler } = await setup();
    const run = await scheduler.runNow('broken-job');
    expect(run).toMatchObject({ status: 'failed', attempts: 3, error: 'no database', result: null });
  });

  it('refuses an unknown schedule', async () => {
    const { scheduler } = await setup();
    expect(scheduler.has('nope')).toBe(false);
    expect(() => scheduler.runNow('nope')).toThrow(/no schedule nope/);
  });
});
