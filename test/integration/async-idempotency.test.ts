/**
 * Every asynchronous handler is idempotent: each EVENT_ROUTES row, each SCHEDULES row and each AWS-triggered handler
 * (./async-idempotency/samples.ts holds one sample input per entry, built on a fresh company) runs once, its effects
 * are read (the company's table items, its files under `c/<cid>/` and `content/<cid>/`, mail to its people, the events it published, and
 * calls to mocked AWS services), then it runs again with the same input (a redelivery: the same event id) and
 * nothing may change. An entry without a sample fails the test, as a manifest row without an expectation fails the
 * authorization matrix. The handlers run in this process against the stack's table and bucket.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@skillway/infra/local/paths';
import { drainEvents } from '../factories/http';
import {
  addressesOf,
  capturePublishedEvents,
  differences,
  publishedCount,
  publishedSince,
  readEffects,
  settledEffects,
} from './async-idempotency/effects';
import {
  ASYNC_ENTRIES,
  SAMPLE_KEYS,
  awsRuntime,
  mediaConvert,
  sampleFor,
  closeSampleServers,
  type THandlerEvent,
} from './async-idempotency/samples';

type THandler = (event: THandlerEvent) => Promise<unknown>;

async function loadHandler(module: string): Promise<THandler> {
  const loaded = (await import(pathToFileURL(join(REPO_ROOT, 'events', `${module}.ts`)).href)) as { handler: THandler };
  return loaded.handler;
}

/** Entries whose sample is a redelivery of work the stack already did for the fixtures: the first run changes nothing. */
const FIRST_RUN_IS_REDELIVERY = new Set([
  'courses.slides-requested → handlers/convert-slides',
  'packages.uploaded → handlers/unpack-package',
]);

beforeAll(() => capturePublishedEvents());
afterAll(async () => {
  mediaConvert.restore();
  await closeSampleServers();
});

describe('async handlers run twice give one effect', () => {
  it('has a sample for every event route, schedule and AWS-triggered handler', () => {
    expect([...SAMPLE_KEYS].sort()).toEqual(ASYNC_ENTRIES.map((entry) => entry.key).sort());
  });

  it('covers every handler module under events/', () => {
    const modules = ['handlers', 'schedules'].flatMap((folder) =>
      readdirSync(join(REPO_ROOT, 'events', folder))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `${folder}/${name.replace(/\.ts$/, '')}`),
    );
    const covered = new Set(ASYNC_ENTRIES.map((entry) => entry.handler));
    // expire-trials imports send-reminders' clock; every module is a handler of some entry.
    expect(modules.filter((module) => !covered.has(module))).toEqual([]);
  });

  for (const entry of ASYNC_ENTRIES) {
    it(entry.key, async () => {
      const build = sampleFor(entry.key);
      expect(build, `no sample for ${entry.key}`).toBeDefined();
      if (!build) return;
      const sample = await build();
      await sample.ready?.();
      const handler = await loadHandler(entry.handler);

      const before = await settledEffects(sample.companyId, new Set());
      const addresses = addressesOf(before);
      const baseline = await readEffects(sample.companyId, addresses);

      const run = async () => {
        const restore = sample.aws ? awsRuntime() : undefined;
        try {
          await handler(structuredClone(sample.event));
        } finally {
          restore?.();
        }
      };

      await run();
      // The audit log of what the run changed comes from the table's stream, a moment later.
      await drainEvents();
      const first = await readEffects(sample.companyId, addresses);
      const firstExternal = sample.external?.();
      const publishedBefore = publishedCount();

      await run();
      await drainEvents();
      const second = await readEffects(sample.companyId, addresses);

      expect(differences(first, second), 'what the second run changed').toEqual([]);
      expect(publishedSince(publishedBefore), 'events the second run published').toEqual([]);
      expect(sample.external?.(), 'calls to AWS services').toEqual(firstExternal);
      if (!FIRST_RUN_IS_REDELIVERY.has(entry.key)) {
        expect(differences(baseline, first).length, 'the first run had an effect').toBeGreaterThan(0);
      }
    });
  }
});
