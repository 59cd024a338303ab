import type { TSchedule } from '@skillway/shared';
import { toEventBridgeEvent, type TDeliveryOutcome, type TEventBus } from './event-bus';
import type { TLogger } from './log';

const DEFAULT_FIRST_RUN_DELAY_MS = 5_000;

/** One run of a schedule, as `GET /_local/schedules` shows it. */
export interface TScheduleRun {
  /** 'timer' (the scheduler's own clock) or 'manual' (`POST /_local/schedules/{name}`, `npm run schedule`). */
  trigger: 'timer' | 'manual';
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'succeeded' | 'failed';
  /** Attempts made (a failing run is retried like an event, then dead-lettered). */
  attempts: number | null;
  /** What the handler returned (its summary), when it succeeded. */
  result: unknown;
  error: string | null;
  /** The fixed clock the run was given, if any. */
  now: string | null;
}

export interface TScheduleStatus {
  name: string;
  /** The EventBridge Scheduler expression and the time zone it is read in on AWS. */
  cron: string;
  time_zone: string;
  /** How often the local scheduler runs it. */
  local_every_ms: number;
  handler: string;
  summary: string;
  running: boolean;
  last_run: TScheduleRun | null;
}

export interface TRunOptions {
  /** A fixed clock for the run (ISO time), passed to the handler as `detail.now`. */
  now?: string;
}

/**
 * The in-process EventBridge Scheduler: each row of SCHEDULES runs every `localEveryMs`, and once shortly
 * after start (so a schedule's effect is visible without waiting a day). A timer run still going when the next is due
 * is not doubled up; a manual run waits for the one in progress, then runs. Runs go through the bus for the same
 * retries and dead letters as events, and the last run of each schedule is kept for `GET /_local/schedules`.
 */
export function createScheduler(options: {
  schedules: readonly TSchedule[];
  bus: TEventBus;
  log: TLogger;
  firstRunDelayMs?: number;
}) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<TScheduleRun>>();
  const lastRuns = new Map<string, TScheduleRun>();

  function start(
    schedule: TSchedule,
    trigger: TScheduleRun['trigger'],
    runOptions: TRunOptions = {},
  ): Promise<TScheduleRun> {
    const run: TScheduleRun = {
      trigger,
      started_at: new Date().toISOString(),
      finished_at: null,
      status: 'running',
      attempts: null,
      result: null,
      error: null,
      now: runOptions.now ?? null,
    };
    lastRuns.set(schedule.id, run);
    const event = {
      ...toEventBridgeEvent(
        'Scheduled Event',
        { schedule: schedule.id, ...(runOptions.now ? { now: runOptions.now } : {}) },
        'aws.scheduler',
      ),
      resources: [`arn:aws:scheduler:eu-west-2:000000000000:schedule/skillway/${schedule.id}`],
    };
    options.log.info('scheduler', `running ${schedule.id} (${schedule.handler}, ${trigger})`);
    return options.bus.invoke(schedule.handler, event).then((outcome: TDeliveryOutcome) => {
      run.finished_at = new Date().toISOString();
      run.attempts = outcome.attempts;
      if (outcome.ok) {
        run.status = 'succeeded';
        run.result = outcome.result ?? null;
      } else {
        run.status = 'failed';
        run.error = outcome.error;
      }
      return run;
    });
  }

  /** Runs a schedule after the run of it in progress (if any): runs of one schedule never overlap. */
  function enqueue(schedule: TSchedule, trigger: TScheduleRun['trigger'], runOptions: TRunOptions = {}) {
    const previous = running.get(schedule.id);
    const work = (previous ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then(() => start(schedule, trigger, runOptions));
    running.set(schedule.id, work);
    void work.finally(() => {
      if (running.get(schedule.id) === work) running.delete(schedule.id);
    });
    return work;
  }

  function timerRun(schedule: TSchedule) {
    if (running.has(schedule.id)) {
      options.log.warn('scheduler', `${schedule.id} is still running; skipping this run`);
      return;
    }
    void enqueue(schedule, 'timer');
  }

  function find(name: string): TSchedule | undefined {
    return options.schedules.find((s) => s.id === name);
  }

  return {
    start() {
      for (const schedule of options.schedules) {
        const first = setTimeout(() => timerRun(schedule), options.firstRunDelayMs ?? DEFAULT_FIRST_RUN_DELAY_MS);
        const every = setInterval(() => timerRun(schedule), schedule.localEveryMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      }
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
    },
    has(name: string): boolean {
      return find(name) !== undefined;
    },
    /** Every schedule with its expression and its last run (in SCHEDULES order). */
    list(): TScheduleStatus[] {
      return options.schedules.map((schedule) => ({
        name: schedule.id,
        cron: schedule.expression,
        time_zone: schedule.timeZone ?? 'UTC',
        local_every_ms: schedule.localEveryMs,
        handler: schedule.handler,
        summary: schedule.summary,
        running: running.has(schedule.id),
        last_run: lastRuns.get(schedule.id) ?? null,
      }));
    },
    /**
     * Runs one schedule now and resolves with the finished run. A run of it already in progress is waited for
     * first, so the new run sees everything that one did.
     */
    runNow(name: string, runOptions: TRunOptions = {}): Promise<TScheduleRun> {
      const schedule = find(name);
      if (!schedule) throw new Error(`no schedule ${name}`);
      return enqueue(schedule, 'manual', runOptions);
    },
  };
}

export type TScheduler = ReturnType<typeof createScheduler>;
