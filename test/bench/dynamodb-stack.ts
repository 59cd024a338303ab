/**
 * The local stack the DynamoDB, cost and throughput benches share: started once in this process (so the counting
 * middleware on the handlers' DynamoDB client is readable here), on a temporary DATA_DIR with the demo data, and
 * stopped when the bench run ends.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLocalStack } from '@skillway/infra/local/local-stack';
import { installDynamoCounting } from '@skillway/functions/core/platform/clients/dynamodb-counter';

/** Events the handlers publish while a call is counted: held, then delivered once its figures are read. */
export interface TBenchStack {
  stack: TLocalStack;
  stop(): Promise<void>;
  /** Runs `work` with events held back; returns its result and a release that delivers and drains them. */
  holdEvents<T>(work: () => Promise<T>): Promise<{ result: T; release: () => Promise<void> }>;
  /** Puts every change written so far into the audit log (the table stream's consumer, its own Lambda on AWS). */
  drainAudit(): Promise<void>;
}

let started: Promise<TBenchStack> | undefined;
let users = 0;
let stopTimer: NodeJS.Timeout | undefined;

async function start(): Promise<TBenchStack> {
  // Before any DynamoDB client is built: the handlers' client counts commands and capacity.
  installDynamoCounting();
  const { startLocalStack } = await import('@skillway/infra/local/local-stack');
  const dataDir = await mkdtemp(join(tmpdir(), 'skillway-bench-'));
  let stack: TLocalStack | undefined;
  try {
    // Schedules would add their own calls to the figures: the first run is a day away.
    // The audit stream is read only when the bench drains it: its consumer's work is counted apart (drainAudit).
    stack = await startLocalStack({
      port: 0,
      dataDir,
      seed: true,
      quiet: true,
      firstScheduleDelayMs: 86_400_000,
      auditStreamPollMs: 86_400_000,
    });
    return await withEvents(stack, dataDir);
  } catch (error) {
    // A failed start leaves no emulator and no folder behind (the part reports the error, the process ends).
    await stack?.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function withEvents(stack: TLocalStack, dataDir: string): Promise<TBenchStack> {
  const { setEventTransport } = await import('@skillway/functions/core/platform/events/publish-event');
  const { createEventBus } = await import('@skillway/infra/local/event-bus');
  const { createHandlerLoader } = await import('@skillway/infra/local/handler-loader');
  const { EVENTS_DIR } = await import('@skillway/infra/local/paths');
  const { EVENT_ROUTES } = await import('@skillway/shared');
  const { createLogger } = await import('@skillway/infra/local/log');
  // Our own bus, so a call's events run after its figures are taken (the stack's bus would start them at once).
  const bus = createEventBus({
    routes: EVENT_ROUTES,
    handlers: createHandlerLoader(EVENTS_DIR),
    deadLetterFile: join(dataDir, 'bench-dead-letters.jsonl'),
    log: createLogger(true),
  });
  let held: Array<[string, Record<string, unknown>]> | undefined;
  setEventTransport(async (detailType, detail) => {
    if (held) held.push([detailType, detail]);
    else await bus.publish(detailType, detail);
  });
  return {
    stack,
    async stop() {
      try {
        await bus.stop();
        await stack.stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    drainAudit: () => stack.drainEvents(),
    async holdEvents(work) {
      await bus.drain();
      await stack.drainEvents();
      held = [];
      const events = held;
      try {
        const result = await work();
        return {
          result,
          release: async () => {
            for (const [detailType, detail] of events) await bus.publish(detailType, detail);
            await bus.drain();
          },
        };
      } finally {
        held = undefined;
      }
    },
  };
}

/**
 * Runs `work` with the shared stack. The stack stops a moment after the last bench that uses it is done (the next
 * bench in the run takes it over before that), so the process can end.
 */
export async function withBenchStack<T>(work: (stack: TBenchStack) => Promise<T>): Promise<T> {
  clearTimeout(stopTimer);
  users += 1;
  started ??= start();
  try {
    return await work(await started);
  } finally {
    users -= 1;
    if (users === 0) {
      const current = started;
      stopTimer = setTimeout(() => {
        started = undefined;
        // A stack that never started has nothing to stop (its part reported why); one that does not stop is an
        // error of the run, reported here since no part awaits it.
        current
          .then(
            (stack) => stack.stop(),
            () => undefined,
          )
          .catch((error: unknown) => {
            console.error(
              `the bench's local stack did not stop: ${error instanceof Error ? error.message : String(error)}`,
            );
            process.exitCode = 1;
          });
      }, 1000);
    }
  }
}
