import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import type { EventBridgeEvent } from 'aws-lambda';
import { EVENT_SOURCE, type TEventRoute } from '@skillway/shared';
import { runOutsideAuditScope } from '@skillway/functions/core/platform/audit/audit-context';
import { LOCAL_ACCOUNT_ID } from './api-event';
import type { THandlerLoader } from './handler-loader';
import { createLambdaContext, functionNameFor } from './lambda-context';
import type { TLogger } from './log';

const REGION = 'eu-west-2';
/** Lambda's asynchronous invocation: the first try and two retries, then the dead-letter queue. */
export const MAX_ATTEMPTS = 3;
const EVENT_HANDLER_TIMEOUT_MS = 60_000;

export type TBusEvent = EventBridgeEvent<string, unknown>;

/** How one handler invocation ended: its return value, or the last error after every attempt failed. */
export type TDeliveryOutcome =
  { ok: true; attempts: number; result: unknown } | { ok: false; attempts: number; error: string };

export interface TEventBusOptions {
  routes: readonly TEventRoute[];
  /** Loads modules under events/. */
  handlers: THandlerLoader;
  deadLetterFile: string;
  log: TLogger;
  /** Waits between attempts; short locally so a failure shows up while you look. */
  backoffMs?: readonly number[];
}

/** The envelope EventBridge delivers to a rule's target. */
export function toEventBridgeEvent(detailType: string, detail: unknown, source = EVENT_SOURCE): TBusEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source,
    account: LOCAL_ACCOUNT_ID,
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: REGION,
    resources: [],
    detail,
  };
}

/**
 * The in-process EventBridge: `publish` returns at once (like PutEvents) and each matching route's handler
 * runs in the background with up to three attempts; what still fails goes to DATA_DIR/dead-letters.jsonl
 * and the log, as the AWS build sends it to a dead-letter queue and an alarm.
 */
export function createEventBus(options: TEventBusOptions) {
  const { handlers, log } = options;
  const backoff = options.backoffMs ?? [250, 1000];
  const inFlight = new Set<Promise<void>>();
  let accepting = true;

  async function deadLetter(handlerModule: string, event: TBusEvent, error: unknown) {
    const record = {
      time: new Date().toISOString(),
      handler: handlerModule,
      detailType: event['detail-type'],
      attempts: MAX_ATTEMPTS,
      error: error instanceof Error ? error.message : String(error),
      event,
    };
    log.error(
      'events',
      `${handlerModule} failed ${MAX_ATTEMPTS} times for ${event['detail-type']} ${event.id}; dead-lettered to ${options.deadLetterFile}`,
      error,
    );
    await appendFile(options.deadLetterFile, `${JSON.stringify(record)}\n`).catch((writeError: unknown) =>
      log.error('events', 'cannot write the dead-letter file', writeError),
    );
  }

  async function deliver(handlerModule: string, event: TBusEvent): Promise<TDeliveryOutcome> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      try {
        const handler = await handlers.get(handlerModule);
        const context = createLambdaContext(functionNameFor(handlerModule), {
          memoryMb: 256,
          timeoutMs: EVENT_HANDLER_TIMEOUT_MS,
        });
        const result: unknown = await handler(event, context);
        log.info(
          'events',
          `${handlerModule} handled ${event['detail-type']}${attempt > 1 ? ` (attempt ${attempt})` : ''}`,
        );
        return { ok: true, attempts: attempt, result };
      } catch (error) {
        lastError = error;
        if (attempt < MAX_ATTEMPTS) {
          log.warn(
            'events',
            `${handlerModule} failed on attempt ${attempt} for ${event['detail-type']}: ${(error as Error).message ?? error}`,
          );
          await new Promise((resolve) => setTimeout(resolve, backoff[attempt - 1] ?? backoff.at(-1) ?? 0));
        }
      }
    }
    await deadLetter(handlerModule, event, lastError);
    return {
      ok: false,
      attempts: MAX_ATTEMPTS,
      error: lastError instanceof Error ? lastError.message : String(lastError),
    };
  }

  function track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(() => undefined);
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
    return work;
  }

  return {
    /**
     * Runs one handler for one event in the background, with retries (the scheduler uses it too); resolves with
     * what the handler returned, or the last error once it was dead-lettered.
     */
    invoke(handlerModule: string, event: TBusEvent): Promise<TDeliveryOutcome> {
      return track(deliver(handlerModule, event));
    },

    /** PutEvents: fan out to every route for the detail type; resolves once queued, not once handled. */
    async publish(detailType: string, detail: unknown, source = EVENT_SOURCE): Promise<void> {
      if (!accepting) throw new Error('the local event bus is stopped');
      const targets = options.routes.filter((route) => route.detailType === detailType);
      if (targets.length === 0) {
        log.warn(
          'events',
          `no handler for ${detailType}; the event is dropped (as EventBridge drops unmatched events)`,
        );
        return;
      }
      // EventBridge carries the detail as JSON: handlers get a parsed copy (Dates as strings), never the object.
      const event = toEventBridgeEvent(detailType, JSON.parse(JSON.stringify(detail ?? {})) as unknown, source);
      // Asynchronous like EventBridge: the publisher's request finishes before any handler starts. Tracked
      // from now, so drain() also waits for deliveries that have not started yet.
      // Outside the publishing request's audit context, as on AWS: the handler's writes are not that request's.
      runOutsideAuditScope(() => {
        for (const route of targets) {
          void track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(route.handler, event)));
        }
      });
    },

    /** Resolves when every event published so far has been handled or dead-lettered. */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    async stop(): Promise<void> {
      accepting = false;
      await new Promise((resolve) => setImmediate(resolve));
      await this.drain();
    },
  };
}

export type TEventBus = ReturnType<typeof createEventBus>;
