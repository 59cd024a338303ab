import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentAuditScope, runInAuditScope } from '@skillway/functions/core/platform/audit/audit-context';
import { createEventBus, MAX_ATTEMPTS, type TBusEvent } from './event-bus';
import type { TLambdaHandler } from './handler-loader';
import { createLogger } from './log';

const routes = [
  { detailType: 'thing.happened', handler: 'handlers/ok', summary: '' },
  { detailType: 'thing.happened', handler: 'handlers/flaky', summary: '' },
  { detailType: 'thing.broke', handler: 'handlers/broken', summary: '' },
];

describe('createEventBus', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function setup() {
    const dir = await mkdtemp(join(tmpdir(), 'bus-'));
    dirs.push(dir);
    const received: Record<string, TBusEvent[]> = {};
    let flakyFailures = 1;
    const modules: Record<string, TLambdaHandler> = {
      'handlers/ok': async (event: TBusEvent) => void (received.ok ??= []).push(event),
      'handlers/flaky': async (event: TBusEvent) => {
        (received.flaky ??= []).push(event);
        if (flakyFailures-- > 0) throw new Error('transient');
      },
      'handlers/broken': async (event: TBusEvent) => {
        (received.broken ??= []).push(event);
        throw new Error('always');
      },
    };
    const bus = createEventBus({
      routes,
      handlers: { get: async (module: string) => modules[module]! },
      deadLetterFile: join(dir, 'dead-letters.jsonl'),
      log: { ...createLogger(true), error: () => undefined, warn: () => undefined },
      backoffMs: [0, 0],
    });
    return { bus, received, deadLetters: join(dir, 'dead-letters.jsonl') };
  }

  it("delivers outside the publishing request's audit context, as EventBridge does", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bus-'));
    dirs.push(dir);
    const seen: unknown[] = [];
    const bus = createEventBus({
      routes: [{ detailType: 'thing.happened', handler: 'handlers/watch', summary: '' }],
      handlers: { get: async () => async () => void seen.push(currentAuditScope()) },
      deadLetterFile: join(dir, 'dead-letters.jsonl'),
      log: createLogger(true),
    });
    const scope = {
      requestId: 'r',
      action: 'users.update',
      decision: { items: ['User'] },
      companyId: 'c1',
      sourceIp: '',
    };
    await runInAuditScope(scope, () => bus.publish('thing.happened', {}));
    await bus.drain();
    expect(seen).toEqual([undefined]);
  });

  it('delivers EventBridge-shaped events to every route, after publish returns', async () => {
    const { bus, received } = await setup();
    await bus.publish('thing.happened', { id: 1 });
    expect(received.ok).toBeUndefined();
    await bus.drain();
    expect(received.ok).toHaveLength(1);
    expect(received.ok![0]).toMatchObject({
      version: '0',
      'detail-type': 'thing.happened',
      source: 'skillway.app',
      region: 'eu-west-2',
      detail: { id: 1 },
    });
    expect(received.ok![0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    // The flaky handler failed once and succeeded on its retry with the same event.
    expect(received.flaky).toHaveLength(2);
    expect(received.flaky![1]!.id).toBe(received.flaky![0]!.id);
  });

  it('dead-letters an event after three failed attempts', async () => {
    const { bus, received, deadLetters } = await setup();
    await bus.publish('thing.broke', { id: 2 });
    await bus.drain();
    expect(received.broken).toHaveLength(MAX_ATTEMPTS);
    const lines = (await readFile(deadLetters, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      handler: 'handlers/broken',
      detailType: 'thing.broke',
      attempts: 3,
      error: 'always',
      event: { detail: { id: 2 } },
    });
  });

  it('drops events no route listens to, and refuses to publish once stopped', async () => {
    const { bus } = await setup();
    await expect(bus.publish('nobody.cares', {})).resolves.toBeUndefined();
    await bus.stop();
    await expect(bus.publish('thing.happened', {})).rejects.toThrow(/stopped/);
  });
});
