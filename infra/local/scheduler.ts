import type { TSchedule } from '@skillway/shared';
import { toEventBridgeEvent, type TEventBus } from './event-bus';
import type { TLogger } from './log';

const DEFAULT_FIRST_RUN_DELAY_MS = 5_000;

/**
 * The in-process EventBridge Scheduler: each row of SCHEDULES runs every `localEveryMs`, and once shortly
 * after start (so a schedule's effect is visible without waiting an hour). A run still going when the next
 * is due is not doubled up; runs go through the bus for the same retries and dead letters as events.
 */
export function createScheduler(options: {
  schedules: readonly TSchedule[];
  bus: TEventBus;
  log: TLogger;
  firstRunDelayMs?: number;
}) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();

  function run(schedule: TSchedule) {
    if (running.has(schedule.id)) {
      options.log.warn('scheduler', `${schedule.id} is still running; skipping this run`);
      return;
    }
    running.add(schedule.id);
    const event = {
      ...toEventBridgeEvent('Scheduled Event', {}, 'aws.events'),
      resources: [`arn:aws:events:eu-west-2:000000000000:rule/skillway-${schedule.id}`],
    };
    options.log.info('scheduler', `running ${schedule.id} (${schedule.handler})`);
    void options.bus.invoke(schedule.handler, event).finally(() => running.delete(schedule.id));
  }

  return {
    start() {
      for (const schedule of options.schedules) {
        const first = setTimeout(() => run(schedule), options.firstRunDelayMs ?? DEFAULT_FIRST_RUN_DELAY_MS);
        const every = setInterval(() => run(schedule), schedule.localEveryMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
    },
    /** For tests: run one schedule now. */
    runNow(id: string) {
      const schedule = options.schedules.find((s) => s.id === id);
      if (!schedule) throw new Error(`no schedule ${id}`);
      run(schedule);
    },
  };
}
